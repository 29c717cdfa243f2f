package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/** Everything the harness computes from a simulation log. */
public record LoadStatistics(RequestStats global, List<RequestStats> requests, Map<String, Integer> errors,
    List<TimeWindow> timeSeries, long windowStart, long windowEnd, int usersStarted, int usersEnded) {

  static final String ALL = "All requests";
  static final long WINDOW_MS = 5_000;

  /** Figures of one 5-second window, by request end time. */
  public record TimeWindow(long offsetSeconds, int requests, int ko, double requestsPerSecond, long p95) {}

  public static LoadStatistics of(SimulationLog log) {
    List<RequestRecord> all = log.requests();
    long first = all.stream().mapToLong(RequestRecord::start).min().orElse(log.runStart());
    long last = all.stream().mapToLong(RequestRecord::end).max().orElse(first);
    double seconds = Math.max(1, last - first) / 1000.0;

    Map<String, List<RequestRecord>> byName = new LinkedHashMap<>();
    for (RequestRecord record : all) {
      byName.computeIfAbsent(record.name(), n -> new ArrayList<>()).add(record);
    }
    List<RequestStats> perName = byName.entrySet().stream()
        .map(e -> RequestStats.of(e.getKey(), e.getValue(), seconds)).toList();

    Map<String, Integer> errors = all.stream().filter(r -> !r.ok())
        .collect(Collectors.toMap(r -> r.message().isEmpty() ? "(no message)" : r.message(), r -> 1, Integer::sum,
            TreeMap::new));

    Map<Long, List<RequestRecord>> byWindow = new TreeMap<>();
    for (RequestRecord record : all) {
      byWindow.computeIfAbsent((record.end() - first) / WINDOW_MS, w -> new ArrayList<>()).add(record);
    }
    List<TimeWindow> series = byWindow.entrySet().stream().map(e -> {
      RequestStats stats = RequestStats.of("", e.getValue(), WINDOW_MS / 1000.0);
      return new TimeWindow(e.getKey() * WINDOW_MS / 1000, stats.count(), stats.ko(), stats.requestsPerSecond(), stats.p95());
    }).toList();

    return new LoadStatistics(RequestStats.of(ALL, all, seconds), perName, errors, series, first, last,
        log.usersStarted(), log.usersEnded());
  }
}

package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Everything the harness computes from a simulation log. A user is completed when its whole visit (the
 * scenario's group) ended OK.
 */
public record LoadStatistics(RequestStats global, List<RequestStats> requests, Map<String, Integer> errors,
    Map<String, Integer> koCauses, UserTime userTime, List<TimeWindow> timeSeries, long windowStart, long windowEnd,
    int usersStarted, int usersEnded, int usersCompleted) {

  static final String ALL = "All requests";
  static final long WINDOW_MS = 5_000;

  /** Figures of one 5-second window, by request end time; active users are those started and not yet ended. */
  public record TimeWindow(long offsetSeconds, int requests, int ko, double requestsPerSecond, long p95,
      int activeUsers) {}

  /** Time each user spent in requests, pauses excluded (the 2017 study's "time a user takes"), in ms. */
  public record UserTime(int users, double mean, long p50, long p95, long max) {

    static UserTime of(List<UserVisit> visits) {
      long[] times = visits.stream().mapToLong(UserVisit::timeInRequestsMs).sorted().toArray();
      if (times.length == 0) {
        return new UserTime(0, 0, 0, 0, 0);
      }
      return new UserTime(times.length, java.util.Arrays.stream(times).average().orElse(0),
          RequestStats.percentile(times, 50), RequestStats.percentile(times, 95), times[times.length - 1]);
    }
  }

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

    List<RequestRecord> failed = all.stream().filter(r -> !r.ok()).toList();
    Map<String, Integer> errors = failed.stream().collect(Collectors.toMap(
        r -> r.message().isEmpty() ? "(no message)" : r.message(), r -> 1, Integer::sum, TreeMap::new));
    Map<String, Integer> causes = failed.stream().collect(Collectors.toMap(
        r -> KoCause.of(r.message()), r -> 1, Integer::sum, TreeMap::new));

    return new LoadStatistics(RequestStats.of(ALL, all, seconds), perName, errors, causes, UserTime.of(log.visits()),
        timeSeries(log, first), first, last, log.userStarts().size(), log.userEnds().size(),
        (int) log.visits().stream().filter(UserVisit::ok).count());
  }

  private static List<TimeWindow> timeSeries(SimulationLog log, long first) {
    Map<Long, List<RequestRecord>> byWindow = new TreeMap<>();
    for (RequestRecord record : log.requests()) {
      byWindow.computeIfAbsent((record.end() - first) / WINDOW_MS, w -> new ArrayList<>()).add(record);
    }
    List<TimeWindow> series = new ArrayList<>();
    for (Map.Entry<Long, List<RequestRecord>> window : byWindow.entrySet()) {
      long from = first + window.getKey() * WINDOW_MS;
      long to = from + WINDOW_MS;
      int started = (int) log.userStarts().stream().filter(t -> t < to).count();
      int endedBefore = (int) log.userEnds().stream().filter(t -> t < from).count();
      RequestStats stats = RequestStats.of("", window.getValue(), WINDOW_MS / 1000.0);
      series.add(new TimeWindow(window.getKey() * WINDOW_MS / 1000, stats.count(), stats.ko(),
          stats.requestsPerSecond(), stats.p95(), Math.max(0, started - endedBefore)));
    }
    return series;
  }
}

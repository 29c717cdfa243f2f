package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.Capacity;
import org.reactivebench.harness.results.DbLink;
import org.reactivebench.harness.results.Summary;

/**
 * A run whose labels reached their database through the latency proxy ({@code --db-latency}): per label, the link as
 * measured (latency, round trips, connections) beside the Little's-law bounds and the capacity; and, when the run
 * had several latencies, the capacity of each label at each of them.
 */
final class DbLinkTables {

  private DbLinkTables() {}

  static boolean applies(RunResults run) {
    return run.summaries().stream().anyMatch(s -> s.dbLink() != null);
  }

  /** One row a label: the link as measured and the bounds it gives, beside the capacity where one was measured. */
  static Table links(RunResults run) {
    Table table = new Table(1, "label", "added ms (asked / measured)", "round trips a request",
        "connections at most: open (carrying the load) / waiting on the database",
        "request and scheduler threads after the load", "bounds of the link", "capacity", "capacity limited by");
    for (LabelResult label : run.labels()) {
      DbLink link = label.summaries().get(0).dbLink();
      if (link == null) {
        continue;
      }
      Capacity capacity = label.medianCapacity();
      String unit = label.summaries().get(0).load().journey().countsJourneys() ? " journeys/s" : " req/s";
      table.row(RunTables.label(label), Format.number(link.latencyMs()) + " / " + Format.number(link.measuredAddedMs()),
          Format.number(link.roundTripsPerRequest()), link.connectionsPeak()
              + (link.connectionsCarrying() == null ? "" : " (" + link.connectionsCarrying() + ")")
              + (link.busyConnectionsPeak() == null ? "" : " / " + link.busyConnectionsPeak()),
          threads(label.summaries().get(0).threads()),
          link.bounds().isEmpty() ? Format.NONE : String.join("; ", link.bounds().stream()
              .sorted(Comparator.comparingDouble(Bound::perSecond))
              .map(b -> b.name() + " ≤ " + Format.number(b.perSecond()) + unit + " (" + b.basis() + ")").toList()),
          capacity == null || capacity.throughput() == null ? Format.NONE
              : Format.number(capacity.throughput()) + " " + capacity.throughputUnit(),
          capacity == null ? Format.NONE : capacity.limitedBy());
    }
    return table;
  }

  /** The pools that serve requests or wait on the database, with their threads, as a thread dump read them. */
  static String threads(Map<String, Integer> pools) {
    List<Map.Entry<String, Integer>> serving = serving(pools);
    return serving.isEmpty() ? Format.NONE : String.join("; ", serving.stream()
        .map(pool -> pool.getKey() + "* " + pool.getValue()).toList());
  }

  /** The pools that serve requests or wait on I/O (JVM internals left out), in the order of their names. */
  static List<Map.Entry<String, Integer>> serving(Map<String, Integer> pools) {
    return pools.entrySet().stream().filter(pool -> SERVING.matcher(pool.getKey()).find()).toList();
  }

  private static final Pattern SERVING = Pattern.compile(
      "exec-$|^boundedElastic-$|^parallel-$|^reactor-http-[a-z]+-$|^nioEventLoopGroup-|^ForkJoinPool-[0-9]+-worker-$"
          + "|^XNIO-|^task-$|^elastic-$|^single-$");

  /** Whether the run measured some label at more than one database latency. */
  static boolean severalLatencies(RunResults run) {
    return run.summaries().stream().map(Summary::dbLink).filter(Objects::nonNull).map(DbLink::latencyMs).distinct()
        .count() > 1;
  }

  /** The capacity of each label (its latency qualifier left out) at each latency: one column a latency. */
  static Table capacityByLatency(RunResults run) {
    TreeSet<Double> latencies = new TreeSet<>();
    Map<String, Map<Double, String>> cells = new LinkedHashMap<>();
    for (LabelResult label : run.labels()) {
      DbLink link = label.summaries().get(0).dbLink();
      if (link == null) {
        continue;
      }
      latencies.add(link.latencyMs());
      Capacity capacity = label.medianCapacity();
      cells.computeIfAbsent(withoutLatency(label.label()), k -> new LinkedHashMap<>()).put(link.latencyMs(),
          capacity == null || capacity.throughput() == null ? Format.NONE : Format.number(capacity.throughput()));
    }
    List<String> header = new ArrayList<>(List.of("label"));
    latencies.forEach(latency -> header.add("+" + Format.number(latency) + " ms"));
    Table table = new Table(1, header.toArray(String[]::new));
    cells.forEach((label, byLatency) -> {
      List<String> row = new ArrayList<>(List.of(label));
      latencies.forEach(latency -> row.add(byLatency.getOrDefault(latency, Format.NONE)));
      table.row(row.toArray(String[]::new));
    });
    return table;
  }

  /**
   * The capacity of each label (its latency qualifier left out) against the added latency, one line a label in the
   * colour of its lowest-latency run; a latency without a measured capacity is left out of its line.
   */
  static List<Chart.LineSeries> capacityLines(RunResults run, Map<String, Integer> colors) {
    Map<String, List<double[]>> points = new LinkedHashMap<>();
    Map<String, Integer> lineColors = new LinkedHashMap<>();
    for (LabelResult label : run.labels()) {
      DbLink link = label.summaries().get(0).dbLink();
      if (link == null) {
        continue;
      }
      String line = withoutLatency(label.label());
      lineColors.putIfAbsent(line, colors.getOrDefault(line, colors.getOrDefault(label.label(), lineColors.size())));
      List<double[]> linePoints = points.computeIfAbsent(line, k -> new ArrayList<>());
      Capacity capacity = label.medianCapacity();
      if (capacity != null && capacity.throughput() != null) {
        linePoints.add(new double[] {link.latencyMs(), capacity.throughput()});
      }
    }
    List<Chart.LineSeries> lines = new ArrayList<>();
    points.forEach((line, linePoints) -> {
      if (!linePoints.isEmpty()) {
        linePoints.sort(Comparator.comparingDouble(point -> point[0]));
        lines.add(new Chart.LineSeries(line, lineColors.get(line), linePoints));
      }
    });
    return lines;
  }

  /** A label without its database-latency qualifier: {@code mysql-spring5[db5ms]} is {@code mysql-spring5}. */
  static String withoutLatency(String label) {
    String stripped = label.replaceAll(",?db[0-9.]+ms", "").replace("[,", "[");
    return stripped.endsWith("[]") ? stripped.substring(0, stripped.length() - 2) : stripped;
  }
}

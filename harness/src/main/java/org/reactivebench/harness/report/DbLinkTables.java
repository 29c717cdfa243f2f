package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
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
    Table table = new Table(1, "label", "added ms (asked / measured)", "round trips a request", "connections at most",
        "bounds of the link", "capacity", "capacity limited by");
    for (LabelResult label : run.labels()) {
      DbLink link = label.summaries().get(0).dbLink();
      if (link == null) {
        continue;
      }
      Capacity capacity = label.medianCapacity();
      String unit = label.summaries().get(0).load().journey().countsJourneys() ? " journeys/s" : " req/s";
      table.row(RunTables.label(label), Format.number(link.latencyMs()) + " / " + Format.number(link.measuredAddedMs()),
          Format.number(link.roundTripsPerRequest()), Long.toString(link.connectionsPeak()),
          link.bounds().isEmpty() ? Format.NONE : String.join("; ", link.bounds().stream()
              .sorted(Comparator.comparingDouble(Bound::perSecond))
              .map(b -> b.name() + " ≤ " + Format.number(b.perSecond()) + unit + " (" + b.basis() + ")").toList()),
          capacity == null || capacity.throughput() == null ? Format.NONE
              : Format.number(capacity.throughput()) + " " + capacity.throughputUnit(),
          capacity == null ? Format.NONE : capacity.limitedBy());
    }
    return table;
  }

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

  /** A label without its database-latency qualifier: {@code mysql-spring5[db5ms]} is {@code mysql-spring5}. */
  static String withoutLatency(String label) {
    String stripped = label.replaceAll(",?db[0-9.]+ms", "").replace("[,", "[");
    return stripped.endsWith("[]") ? stripped.substring(0, stripped.length() - 2) : stripped;
  }
}

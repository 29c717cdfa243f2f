package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.Capacity;
import org.reactivebench.harness.results.DbLink;

/**
 * The {@code db-latency} profile over its reference runs. A whole profile is 44 label runs, hours, so it is
 * measured in slices, a run each; this puts the newest measurement of each label at each latency into one table and
 * one chart, each figure naming its run. Figures of different runs compare only as far as the host stayed the same,
 * so the runs are listed with their CPU.
 */
final class DbLatencyProfile {

  static final String PROFILE = "db-latency";
  /** The key of this section's charts among the charts by run, and the name of its chart. */
  static final String SECTION = "db-latency-profile";
  static final String CHART = SECTION + "-capacity-by-db-latency";

  /** The newest measurement of one label (its latency qualifier left out) at one latency. */
  record Cell(RunResults run, LabelResult label, DbLink link) {

    Capacity capacity() {
      return label.medianCapacity();
    }

    Double throughput() {
      Capacity capacity = capacity();
      return capacity == null ? null : capacity.throughput();
    }

    /**
     * The lowest Little's-law bound of the link, or null where it has none (no added latency) or where its summary
     * predates the count of connections carrying the load and divided by every open one, overstating it.
     */
    Double lowestBound() {
      return link.connectionsCarrying() == null ? null
          : link.bounds().stream().map(Bound::perSecond).min(Comparator.naturalOrder()).orElse(null);
    }
  }

  private final List<RunResults> sources;
  private final Map<String, TreeMap<Double, Cell>> lines;

  private DbLatencyProfile(List<RunResults> sources, Map<String, TreeMap<Double, Cell>> lines) {
    this.sources = sources;
    this.lines = lines;
  }

  /**
   * @param runs every run of the report
   * @param colors each label's number in the matrix's order, from {@link RunResults#labelNumbers}: the order of the
   *     lines
   */
  static DbLatencyProfile of(List<RunResults> runs, Map<String, Integer> colors) {
    List<RunResults> newestFirst = RunResults.referenceSlices(runs, PROFILE);
    Map<String, TreeMap<Double, Cell>> byLine = new TreeMap<>(Comparator
        .comparingInt((String line) -> lineNumber(line, colors)).thenComparing(Comparator.naturalOrder()));
    for (RunResults run : newestFirst) {
      for (LabelResult label : run.labels()) {
        DbLink link = label.summaries().get(0).dbLink();
        if (link != null) {
          byLine.computeIfAbsent(DbLinkTables.withoutLatency(label.label()), line -> new TreeMap<>())
              .putIfAbsent(link.latencyMs(), new Cell(run, label, link));
        }
      }
    }
    List<RunResults> sources = newestFirst.stream().filter(run -> byLine.values().stream()
        .anyMatch(cells -> cells.values().stream().anyMatch(cell -> cell.run() == run))).toList();
    return new DbLatencyProfile(sources, new LinkedHashMap<>(byLine));
  }

  private static int lineNumber(String line, Map<String, Integer> colors) {
    return colors.entrySet().stream().filter(e -> DbLinkTables.withoutLatency(e.getKey()).equals(line))
        .mapToInt(Map.Entry::getValue).min().orElse(Integer.MAX_VALUE);
  }

  /** Only a profile measured in more than one run needs gathering: one run's own section shows it whole. */
  boolean applies() {
    return sources.size() > 1;
  }

  /** The runs that gave at least one figure, newest first. */
  List<RunResults> sources() {
    return sources;
  }

  /** Each label's newest measurement at each latency, the labels in the matrix's order. */
  Map<String, TreeMap<Double, Cell>> lines() {
    return lines;
  }

  /** One row a label, one column a latency: capacity, the lowest bound of the link, and the run (a letter). */
  Table table() {
    TreeSet<Double> latencies = new TreeSet<>();
    lines.values().forEach(cells -> latencies.addAll(cells.keySet()));
    List<String> header = new ArrayList<>(List.of("label", "round trips a request"));
    latencies.forEach(latency -> header.add("+" + Format.number(latency) + " ms"));
    Table table = new Table(1, header.toArray(String[]::new));
    lines.forEach((line, cells) -> {
      List<String> row = new ArrayList<>(List.of(line, Format.number(Spread.of(cells.values().stream()
          .map(cell -> cell.link().roundTripsPerRequest()).toList()).median())));
      latencies.forEach(latency -> row.add(cells.containsKey(latency) ? cell(cells.get(latency)) : Format.NONE));
      table.row(row.toArray(String[]::new));
    });
    return table;
  }

  private String cell(Cell cell) {
    Capacity capacity = cell.capacity();
    Double bound = cell.lowestBound();
    String figure = cell.throughput() == null ? Format.NONE
        : Format.number(cell.throughput()) + (capacity.reached() ? "" : " or more");
    return figure + (bound == null ? "" : " ≤ " + Format.number(bound)) + " (" + letter(cell.run()) + ")";
  }

  /** The run's letter in the table: a for the newest. */
  String letter(RunResults run) {
    return RunResults.sliceLetter(sources, run);
  }

  /** Capacity against the added latency, one line a label, in its colour, through the latencies it was measured at. */
  Chart.Lines chart(Map<String, Integer> colors) {
    List<Chart.LineSeries> series = new ArrayList<>();
    lines.forEach((line, cells) -> {
      List<double[]> points = new ArrayList<>();
      cells.forEach((latency, cell) -> {
        if (cell.throughput() != null) {
          points.add(new double[] {latency, cell.throughput()});
        }
      });
      if (!points.isEmpty()) {
        series.add(new Chart.LineSeries(line, lineNumber(line, colors) == Integer.MAX_VALUE ? series.size()
            : lineNumber(line, colors), points));
      }
    });
    return new Chart.Lines(CHART, "Capacity against the added database latency, the newest figures of the db-latency "
        + "runs", "added database round trip, ms", "journeys/s", series);
  }

  /** The section of the results README, with its chart when it was drawn. */
  void section(StringBuilder md, List<Chart> charts) {
    md.append("## The db-latency profile over its runs\n\n");
    md.append("The profile is measured in slices, a run each. Here is the newest measurement of each label at each ")
        .append("added latency: its capacity (median over the repetitions; \"or more\" where it held every step), ")
        .append("then ≤ the lowest Little's-law bound of its link (connections or threads ÷ (round trips × ")
        .append("latency), as its summary recorded it; none without added latency, nor in summaries from before ")
        .append("the proxy counted the connections carrying the load), then the run it comes from. ")
        .append("Figures of different runs compare only on the same host, and not closely even there; each run's ")
        .append("own section says what bound each label.\n\n");
    md.append(table().markdown()).append('\n');
    RunResults.listSlices(md, sources);
    ResultsReadme.chart(md, charts, CHART);
  }
}

package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToDoubleFunction;
import org.reactivebench.harness.results.CostPerRequest;
import org.reactivebench.harness.results.LoadStatistics.TimeWindow;
import org.reactivebench.harness.results.RequestStats;
import org.reactivebench.harness.results.Summary;

/**
 * The charts of one run: p95 per request name, KO %, CPU per request, and throughput and p95 over time, each
 * label in its own colour (the same in every run). Medians over the repetitions; charts without data are left out.
 */
final class ChartSet {

  private ChartSet() {}

  /** @param colors each label's colour number, from {@link RunResults#labelNumbers} */
  static List<Chart> of(RunResults run, Map<String, Integer> colors) {
    List<Chart> charts = new ArrayList<>();
    String id = run.runId();
    List<String> labels = run.labels().stream().map(LabelResult::label).toList();

    List<Chart.BarSeries> p95 = new ArrayList<>();
    for (int i = 0; i < run.labels().size(); i++) {
      LabelResult label = run.labels().get(i);
      p95.add(new Chart.BarSeries(label.label(), colors.getOrDefault(label.label(), i), run.requestNames().stream()
          .map(name -> median(label.request(name, RequestStats::p95))).toList()));
    }
    add(charts, new Chart.Bars(id + "-p95-by-request", "p95 response time per request name (" + id + ")", "ms",
        run.requestNames(), p95));

    add(charts, new Chart.Bars(id + "-ko-percent", "KO % of all requests (" + id + ")", "%", labels,
        List.of(new Chart.BarSeries("KO %", 2, run.labels().stream()
            .map(l -> l.global(RequestStats::koPercent).median()).map(Double::valueOf).toList()))));

    List<Chart.BarSeries> cpu = new ArrayList<>();
    cpu.add(new Chart.BarSeries("variant", 0, run.labels().stream()
        .map(l -> l.of(s -> s.cost().variantCpuMsPerRequest()).median()).map(Double::valueOf).toList()));
    List<Double> database = run.labels().stream().map(l -> median(l.ofKnown(ChartSet::databaseCpuPerRequest))).toList();
    if (database.stream().anyMatch(Objects::nonNull)) {
      cpu.add(new Chart.BarSeries("database", 1, database));
    }
    add(charts, new Chart.Bars(id + "-cpu-per-request", "CPU ms per request (" + id + ")", "CPU ms / request", labels,
        cpu));

    if (run.stepped()) {
      add(charts, capacity(run, id));
    }
    if (run.stepped() && DbLinkTables.severalLatencies(run)) {
      add(charts, new Chart.Lines(id + "-capacity-by-db-latency", "Capacity against the added database latency, "
          + "median over the repetitions (" + id + ")", "added database round trip, ms", capacityUnit(run),
          DbLinkTables.capacityLines(run, colors)));
    }
    if (OverloadTables.applies(run)) {
      add(charts, new Chart.Lines(id + "-goodput-over-time", "Goodput over time: requests/s answered OK within the "
          + "SLO, " + OverloadTables.CHART_SECONDS + " s means (" + id + ")", "s since the first user",
          "good req/s", OverloadTables.goodputLines(run, colors)));
    }
    add(charts, new Chart.Lines(id + "-throughput-over-time", "Throughput over time, 5 s windows (" + id + ")",
        "s since the first request", "req/s", lines(run, colors, TimeWindow::requestsPerSecond)));
    add(charts, new Chart.Lines(id + "-p95-over-time", "p95 response time over time, 5 s windows (" + id + ")",
        "s since the first request", "ms", lines(run, colors, TimeWindow::p95)));
    return charts;
  }

  /** The database's CPU per request of a run, or null when it was not measured (an external database). */
  static Double databaseCpuPerRequest(Summary summary) {
    Long databaseCpu = summary.cost().databaseCpuMs();
    int requests = summary.statistics().global().count();
    return databaseCpu == null || requests == 0 ? null : (double) databaseCpu / requests;
  }

  private static List<Chart.LineSeries> lines(RunResults run, Map<String, Integer> colors,
      ToDoubleFunction<TimeWindow> figure) {
    List<Chart.LineSeries> series = new ArrayList<>();
    for (int i = 0; i < run.labels().size(); i++) {
      LabelResult label = run.labels().get(i);
      List<double[]> points = label.timeSeries(figure);
      if (!points.isEmpty()) {
        series.add(new Chart.LineSeries(label.label(), colors.getOrDefault(label.label(), i), points));
      }
    }
    return series;
  }

  /**
   * Each label at a glance, one bar each with its 95 % interval over the repetitions where there are two or more:
   * what one variant CPU carries (where the run measured the cost per request), else the capacity in req/s.
   */
  private static Chart capacity(RunResults run, String id) {
    boolean cost = CostTables.applies(run);
    List<Double> means = new ArrayList<>();
    List<Double> errors = new ArrayList<>();
    for (LabelResult label : run.labels()) {
      Interval interval = cost ? CostTables.interval(label, CostPerRequest::requestsPerSecondPerCpu)
          : capacityInterval(label);
      means.add(interval == null ? null : interval.mean());
      errors.add(interval == null || !interval.known() ? null : interval.high() - interval.mean());
    }
    String what = cost ? "req/s per variant CPU near the capacity" : "Capacity, req/s at the highest held step";
    return new Chart.Bars(id + "-capacity", what + ": mean and 95 % interval over the repetitions (" + id + ")",
        cost ? "req/s per variant CPU" : "req/s", run.labels().stream().map(LabelResult::label).toList(),
        List.of(new Chart.BarSeries(cost ? "req/s per variant CPU" : "capacity", 0, means, errors)));
  }

  private static String capacityUnit(RunResults run) {
    return run.summaries().get(0).load().journey().countsJourneys() ? "journeys/s" : "req/s";
  }

  private static Interval capacityInterval(LabelResult label) {
    List<Double> capacities = label.steppings().stream().map(s -> s.capacity().requestsPerSecond())
        .filter(Objects::nonNull).toList();
    return capacities.isEmpty() ? null : Interval.of(capacities);
  }

  private static Double median(Spread spread) {
    return spread == null ? null : spread.median();
  }

  private static void add(List<Chart> charts, Chart chart) {
    boolean hasData = chart instanceof Chart.Bars bars
        ? bars.series().stream().anyMatch(s -> s.values().stream().anyMatch(v -> v != null && v != 0))
        : !((Chart.Lines) chart).series().isEmpty();
    if (hasData) {
      charts.add(chart);
    }
  }
}

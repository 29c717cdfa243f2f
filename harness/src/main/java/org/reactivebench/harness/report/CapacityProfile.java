package org.reactivebench.harness.report;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.reactivebench.harness.results.Capacity;
import org.reactivebench.harness.results.CostPerRequest;
import org.reactivebench.harness.results.HostSpeed;
import org.reactivebench.harness.results.Stepping;
import org.reactivebench.harness.results.Summary;

/**
 * The {@code capacity} profile's reference over its runs. Every label three times, interleaved, with a baseline, is
 * hours on two CPUs, so it is measured in slices, a run each; this puts each label's newest repeated measurement on a
 * steady host into one table, each row naming its run, and names the newer runs it passed over. The ratio to a
 * baseline and its verdict come from within the label's own run, where both ran interleaved on one host; the other
 * figures compare across runs only as far as the host stayed the same, so the runs are listed with their CPU.
 */
final class CapacityProfile {

  static final String PROFILE = "capacity";
  /** The repetitions a label's run needs to count here: the reference's three, each with an interval. */
  static final int REPETITIONS = 3;
  /**
   * The largest spread of the host's own speed over a label's repetitions (the BCrypt(10) check timed on each CPU
   * before each) for the run to stand for the label: the 10 % spread the reference asks of the capacity, which a
   * host whose speed moved more between the repetitions cannot give.
   */
  static final double STEADY_HOST = 0.10;

  /** The newest repeated measurement of one label: its run and its result there. */
  record Row(RunResults run, LabelResult label) {}

  private final List<RunResults> sources;
  private final Map<String, Row> rows;
  private final List<Row> passedOver;

  private CapacityProfile(List<RunResults> sources, Map<String, Row> rows, List<Row> passedOver) {
    this.sources = sources;
    this.rows = rows;
    this.passedOver = passedOver;
  }

  /**
   * @param runs every run of the report
   * @param colors each label's number in the matrix's order, from {@link RunResults#labelNumbers}: the order of the
   *     rows
   */
  static CapacityProfile of(List<RunResults> runs, Map<String, Integer> colors) {
    List<RunResults> newestFirst = RunResults.referenceSlices(runs, PROFILE);
    Map<String, Row> byLabel = new TreeMap<>(Comparator
        .comparingInt((String label) -> colors.getOrDefault(label, Integer.MAX_VALUE))
        .thenComparing(Comparator.naturalOrder()));
    List<Row> repeated = newestFirst.stream().flatMap(run -> run.labels().stream()
        .filter(CapacityProfile::repeated).map(label -> new Row(run, label))).toList();
    repeated.stream().filter(row -> steadyHost(row.label()))
        .forEach(row -> byLabel.putIfAbsent(row.label().label(), row));
    repeated.forEach(row -> byLabel.putIfAbsent(row.label().label(), row));
    List<Row> passedOver = repeated.stream().filter(row -> !steadyHost(row.label())
        && byLabel.get(row.label().label()) != row && newer(row, byLabel.get(row.label().label()))).toList();
    List<RunResults> sources = newestFirst.stream()
        .filter(run -> byLabel.values().stream().anyMatch(row -> row.run() == run)).toList();
    return new CapacityProfile(sources, new LinkedHashMap<>(byLabel), passedOver);
  }

  private static boolean newer(Row row, Row than) {
    return row.run().runId().compareTo(than.run().runId()) > 0;
  }

  /**
   * The larger of the spreads, (max − min) / median, of the BCrypt(10) check timed right before each repetition of
   * the label on the variant's CPU and on the others' (the capacity binds on either), or null where fewer than two
   * repetitions timed them (runs before November 27).
   */
  static Double hostSpread(LabelResult label) {
    List<HostSpeed> speeds = label.summaries().stream().map(Summary::hostSpeed).filter(Objects::nonNull).toList();
    if (speeds.size() < 2) {
      return null;
    }
    return Math.max(spread(speeds.stream().map(HostSpeed::variantMsPerCheck).toList()),
        spread(speeds.stream().map(HostSpeed::otherMsPerCheck).toList()));
  }

  private static double spread(List<Double> values) {
    Spread spread = Spread.of(values);
    return (spread.max() - spread.min()) / spread.median();
  }

  /** Whether the host's speed spread by at most {@link #STEADY_HOST} over the label's repetitions, or was not timed. */
  static boolean steadyHost(LabelResult label) {
    Double spread = hostSpread(label);
    return spread == null || spread <= STEADY_HOST;
  }

  /**
   * Whether the label ran the reference's way in its run: at least {@value #REPETITIONS} repetitions, each with a cost
   * measured without its JIT compiler's CPU (the crud journey with the variant on its own CPUs and a warm-up to steady
   * state, as capacity runs have been since November 26).
   */
  static boolean repeated(LabelResult label) {
    List<Summary> summaries = label.summaries();
    return summaries.size() >= REPETITIONS && summaries.stream().map(Summary::stepping).filter(Objects::nonNull)
        .map(Stepping::cost).filter(Objects::nonNull).filter(cost -> cost.jitMicros() != null).count()
        == summaries.size();
  }

  /** Only a reference measured in more than one run needs gathering: one run's own section shows it whole. */
  boolean applies() {
    return sources.size() > 1;
  }

  /** The runs that gave at least one row, newest first. */
  List<RunResults> sources() {
    return sources;
  }

  /**
   * Each label's newest repeated measurement on a steady host ({@link #steadyHost}), or its newest where it has none,
   * the labels in the matrix's order.
   */
  Map<String, Row> rows() {
    return rows;
  }

  /** The repeated measurements newer than their label's row, passed over for a host that moved, newest first. */
  List<Row> passedOver() {
    return passedOver;
  }

  /** One row a label: its cost with its interval, the ratio to its run's baseline and the verdict, its capacity. */
  Table table() {
    Table table = new Table(1, "label", "variant CPU µs / request without its JIT (95 % interval)",
        "req per BCrypt check (95 % interval)", "× its run's baseline (95 % interval)", "verdict",
        "capacity journeys/s: median (spread; in req/s)", "capacity limited by", "steady state",
        "host's spread (BCrypt check on each CPU before each)", "run");
    rows.forEach((name, row) -> {
      LabelResult label = row.label();
      LabelResult baseline = CostTables.baseline(row.run());
      Interval cost = CostTables.interval(label, CostPerRequest::stackMicros);
      Capacity median = label.medianCapacity();
      table.row(RunTables.label(label), CostTables.format(cost), CostTables.format(CostTables.perCheck(label)),
          label == baseline ? "1 (baseline)"
              : CostTables.format(CostTables.ratio(label, baseline)) + " × " + baseline.label(),
          CostTables.verdict(label, baseline, cost, CostTables.interval(baseline, CostPerRequest::stackMicros)),
          capacity(label), median == null ? Format.NONE : median.limitedBy(), CostTables.steady(label),
          percent(hostSpread(label)), letter(row.run()));
    });
    return table;
  }

  /**
   * The median capacity in journeys/s, "or more" where it held every step, and the repetitions' spread in journeys/s
   * and in req/s, the unit of the run's cost table and of the 10 % the reference asks for ({@link
   * CostTables#capacitySpread}).
   */
  private static String capacity(LabelResult label) {
    Capacity median = label.medianCapacity();
    Spread spread = label.capacity(Capacity::throughput);
    if (median == null || median.throughput() == null || spread == null) {
      return Format.NONE;
    }
    return Format.number(median.throughput()) + (median.reached() ? "" : " or more") + " ("
        + Format.number(100 * (spread.max() - spread.min()) / spread.median()) + " %; "
        + CostTables.capacitySpread(label) + " in req/s)";
  }

  private static String percent(Double share) {
    return share == null ? Format.NONE : Format.number(100 * share) + " %";
  }

  /** The run's letter in the table: a for the newest. */
  String letter(RunResults run) {
    return RunResults.sliceLetter(sources, run);
  }

  /** The section of the results README. */
  void section(StringBuilder md) {
    md.append("## The capacity profile over its runs\n\n");
    md.append("The reference of the capacity profile (the crud journey, the variant on its own CPUs, a warm-up to ")
        .append("steady state, ").append(REPETITIONS).append(" interleaved repetitions or more) is measured in ")
        .append("slices, a run each. Here is the newest such measurement of each label, columns as in a run's own ")
        .append("*Cost per request* table. The ratio and its verdict compare the label with the baseline of its own ")
        .append("run, which ran interleaved with it on the same host; the µs and the capacity compare across runs ")
        .append("only on the same host, and *req per BCrypt check* is the cost in the host's own speed, where the ")
        .append("run timed it. *Spread* is (max − min) / median of the repetitions' capacities, ")
        .append("in journeys/s and in req/s: once requests queue near the knee, journeys started in the step before ")
        .append("finish late in a held one, so the journeys a step completes spread more than the requests it ")
        .append("answered. A label's row comes from its newest such run on a steady host: where one BCrypt(10) ")
        .append("check, timed on the variant's CPU and on the others' right before each repetition, spread by at ")
        .append("most ").append(Format.number(100 * STEADY_HOST)).append(" % over them (or where the run did not time ")
        .append("it, before November 27), the spread the reference asks of the capacity, which a host that moved more ")
        .append("cannot give; a label with no such run takes its newest. *Host's spread* is the larger of the two ")
        .append("CPUs' spreads.\n\n");
    md.append(table().markdown()).append('\n');
    RunResults.listSlices(md, sources);
    if (!passedOver.isEmpty()) {
      md.append("Passed over for a host that moved (each in its run's own section below):\n\n");
      passedOver.forEach(row -> md.append("- ").append(RunTables.label(row.label())).append(" in [")
          .append(row.run().runId()).append("](#run-").append(row.run().runId()).append("): the host's spread ")
          .append(percent(hostSpread(row.label()))).append(", the capacity's ")
          .append(CostTables.capacitySpread(row.label())).append(" in req/s\n"));
      md.append('\n');
    }
  }
}

package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.reactivebench.harness.results.Integrity;
import org.reactivebench.harness.results.Overload;
import org.reactivebench.harness.results.Summary;

/**
 * A run of the overload profile: per label and repetition, the good work done before, during and after twice its
 * capacity, how its requests failed, when it answered well again, its memory and threads, and whether anything was
 * lost; and its goodput over time with the overload shaded.
 */
final class OverloadTables {

  /** Seconds a point of the goodput chart averages. */
  static final int CHART_SECONDS = 5;

  private OverloadTables() {}

  static boolean applies(RunResults run) {
    return run.summaries().stream().anyMatch(s -> s.overload() != null);
  }

  /** The section of the results' README: what the phases and columns mean, and the table. */
  static void section(StringBuilder md, RunResults run) {
    md.append("### Past the knee\n\n");
    md.append("Each label at half its capacity (the baseline), at twice it (the overload) and at half again (the ")
        .append("recovery), open model: users keep arriving whatever the server does. Answered is the requests a ")
        .append("second that ended in the phase, OK or not; goodput those answered OK within the SLO: a label that ")
        .append("queues answers as many but late, one that sheds answers some fast and fails the rest. Past the knee ")
        .append("says which, from the overload phase: *sheds* (1 % or more failed, mostly fast: an error status, a ")
        .append("refused or reset connection), *queues past the timeout* (as many failed, mostly by the load ")
        .append("generator's timeout), *queues* (fewer failed, p95 above the SLO), *carries it* (the capacity was ")
        .append("low), or *died*. The recovery is the time from the end of the overload until p95 stays within the ")
        .append("SLO with no KO for 10 s in a row. Beside it, what explains it: the time the queue the overload left ")
        .append("takes to drain at the rate the label answered in the overload, the requests queued (what arrived in ")
        .append("it less what the label answered) ÷ how much faster it answered than the recovery brings requests. ")
        .append("A recovery comes by then or sooner (a label answers faster once fewer requests wait); where ")
        .append("the label answers no faster than the recovery brings, the queue never drains. Integrity counts the ")
        .append("rows once the variant went quiet. A warm-up ")
        .append("that never reached steady state left its JIT compiling into the phases: the capacity it predicted ")
        .append("reads low and the phases' figures high.\n\n");
    md.append(phases(run).markdown()).append('\n');
  }

  /** One row a label and repetition. */
  static Table phases(RunResults run) {
    Table table = new Table(1, "label", "past the knee", "capacity, journeys/s",
        "answered baseline → overload → recovery, req/s",
        "goodput baseline → overload → recovery, req/s",
        "overload goodput ÷ capacity", "KO in the overload by cause", "p95 ms baseline / overload / recovery",
        "variant / load generator cores in the overload", "recovery after the overload",
        "drain time at the overload's rate: queued ÷ (answered − arriving after)", "RSS peak MB",
        "threads peak", "alive", "integrity", "warm-up steady after s");
    for (LabelResult label : run.labels()) {
      for (Summary summary : label.summaries()) {
        Overload overload = summary.overload();
        if (overload == null) {
          continue;
        }
        String name = RunTables.label(label) + (label.summaries().size() > 1 ? " r" + summary.repetition() : "");
        Overload.Phase during = overload.overload().orElse(null);
        table.row(name, overload.pastTheKnee(), Format.number(overload.capacity()),
            join(overload, p -> Format.number(p.requests() / p.seconds()), " → "),
            join(overload, p -> Format.number(p.goodput()), " → "),
            during == null ? Format.NONE : String.format(Locale.ROOT, "%.0f %%", 100 * overload.shareOfCapacity(during)),
            during == null || during.koCauses().isEmpty() ? "0" : during.koCauses().entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")),
            join(overload, p -> Long.toString(p.p95()), " / "),
            during == null ? Format.NONE : cores(during.variantCores()) + " / " + cores(during.loadGeneratorCores()),
            recovery(overload), drain(overload),
            Format.number(overload.phases().stream().mapToLong(Overload.Phase::rssPeakBytes).max().orElse(-1)
                / 1048576.0),
            Integer.toString(overload.phases().stream().mapToInt(Overload.Phase::threadsPeak).max().orElse(-1)),
            overload.alive() ? "yes" : "**died**",
            integrity(summary.integrity()), warmUp(summary));
      }
    }
    return table;
  }

  /** When the label's warm-up reached steady state; a phase entered before it did was measured on a JIT compiling. */
  static String warmUp(Summary summary) {
    return summary.steadyState() == null ? Format.NONE : CostTables.settled(summary.steadyState());
  }

  private static String cores(Double cores) {
    return cores == null ? Format.NONE : String.format(Locale.ROOT, "%.2f", cores);
  }

  static String recovery(Overload overload) {
    return overload.recoverySeconds() == null
        ? "**never** (within " + Format.number(overload.phases().get(overload.phases().size() - 1).seconds()) + " s)"
        : overload.recoverySeconds() + " s";
  }

  /** How long the queue the overload left takes to drain at the rates measured: what explains the recovery. */
  static String drain(Overload overload) {
    Double seconds = overload.drainSeconds();
    if (seconds == null) {
      return Format.NONE;
    }
    String queued = String.format(Locale.ROOT, "%.0f queued", overload.queued());
    return seconds.isInfinite() ? "never (" + queued + ", answered no faster than the recovery brings)"
        : String.format(Locale.ROOT, "%.0f s (%s)", seconds, queued);
  }

  private static String integrity(Integrity integrity) {
    if (integrity == null) {
      return "not checked";
    }
    return integrity.told() ? integrity.operationsAfter() + " rows for " + integrity.expected() + " told ("
        + integrity.createsFailed() + " creates, " + integrity.deletesFailed() + " deletes failed): "
        + RunTables.verdict(integrity) : RunTables.verdict(integrity);
  }

  private static String join(Overload overload, java.util.function.Function<Overload.Phase, String> cell,
      String separator) {
    return overload.phases().stream().map(cell).collect(Collectors.joining(separator));
  }

  /**
   * Each label's goodput (its first repetition) in {@value #CHART_SECONDS} s means from the start of the injection,
   * and the overload phase shaded up to the highest point.
   */
  static List<Chart.LineSeries> goodputLines(RunResults run, Map<String, Integer> colors) {
    List<Chart.LineSeries> lines = new ArrayList<>();
    double top = 0;
    Overload.Phase shaded = null;
    for (LabelResult label : run.labels()) {
      Overload overload = label.summaries().get(0).overload();
      if (overload == null) {
        continue;
      }
      List<double[]> points = new ArrayList<>();
      List<Integer> good = overload.goodPerSecond();
      for (int from = 0; from + CHART_SECONDS <= good.size(); from += CHART_SECONDS) {
        double mean = good.subList(from, from + CHART_SECONDS).stream().mapToInt(Integer::intValue).average()
            .orElse(0);
        points.add(new double[] {from + CHART_SECONDS / 2.0, mean});
        top = Math.max(top, mean);
      }
      lines.add(new Chart.LineSeries(label.label(), colors.getOrDefault(label.label(), lines.size()), points));
      shaded = shaded != null ? shaded : overload.overload().orElse(null);
    }
    if (shaded != null && !lines.isEmpty()) {
      lines.add(0, new Chart.LineSeries("overload (" + Format.number(shaded.factor()) + "× capacity)", 0,
          List.of(new double[] {shaded.startSeconds(), top}, new double[] {shaded.endSeconds(), top}), true));
    }
    return lines;
  }
}

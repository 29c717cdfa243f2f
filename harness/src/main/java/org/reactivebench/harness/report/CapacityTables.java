package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.reactivebench.harness.results.Capacity;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.harness.results.Summary;

/** The tables of a stepped run: each label's capacity beside its ceilings, and each label's steps. */
final class CapacityTables {

  private CapacityTables() {}

  /**
   * One row per label: its capacity (median and spread over the repetitions), the ceilings, efficiency, and what
   * broke and what limits it, as the median repetition found.
   */
  static Table capacity(RunResults run) {
    Table table = new Table(1, "label", "capacity", "req/s at capacity", "level at capacity", "CPU cores at capacity",
        "ceilings (lowest first)", "efficiency", "what broke", "limited by");
    for (LabelResult label : run.labels()) {
      Capacity median = label.medianCapacity();
      if (median == null) {
        continue;
      }
      Spread throughput = label.capacity(Capacity::throughput);
      table.row(RunTables.label(label),
          throughput == null ? "none" : Format.spread(throughput) + " " + median.throughputUnit()
              + (median.reached() ? "" : " or more"),
          Format.spread(label.capacity(Capacity::requestsPerSecond)),
          level(label),
          Format.spread(label.capacity(Capacity::cores)),
          median.bounds().stream().map(b -> b.name() + " " + Format.number(b.perSecond())).collect(
              Collectors.joining("; ")),
          Format.spread(label.capacity(Capacity::efficiency)),
          median.broke().isEmpty() ? "nothing (held every step)" : "step " + (median.brokenStep() + 1) + ": "
              + String.join("; ", median.broke()),
          median.limitedBy());
    }
    return table;
  }

  private static String level(LabelResult label) {
    Spread offered = label.capacity(Capacity::offered);
    Capacity median = label.medianCapacity();
    return offered == null ? Format.NONE : Format.spread(offered) + " " + median.offeredUnit();
  }

  /** How each label's ceilings were measured or derived (as its median repetition found them). */
  static List<String> ceilingBases(RunResults run) {
    return run.labels().stream().filter(label -> label.medianCapacity() != null)
        .map(label -> label.label() + ": " + label.medianCapacity().bounds().stream()
            .map(b -> b.name() + " " + Format.number(b.perSecond()) + " (" + b.basis() + ")")
            .collect(Collectors.joining("; ")))
        .toList();
  }

  /**
   * The column of the host's reads from memory on the variant's CPU in each step's window, where a run timed them:
   * a step whose cost rose with them ran on a slower host, one whose cost rose alone cost more by itself.
   */
  static final String HOST_READS = "host ns / read (variant's CPU)";

  /** One row per label and step: medians over the repetitions, and how many repetitions held the step. */
  static Table steps(RunResults run) {
    boolean hostTimed = run.labels().stream().flatMap(label -> label.stepsByIndex().stream())
        .flatMap(List::stream).anyMatch(step -> step.hostNsPerRead() != null);
    List<String> header = new ArrayList<>(List.of("label", "step", "offered", "offered req/s", "achieved req/s",
        "journeys/s", "p50 ms", "p95 ms", "p99 ms", "KO", "variant cores", "DB cores", "load gen. cores",
        "downstream cores", "threads", "RSS MiB"));
    if (hostTimed) {
      header.add(HOST_READS);
    }
    header.add("held");
    Table table = new Table(2, header.toArray(String[]::new));
    for (LabelResult label : run.labels()) {
      for (List<StepResult> step : label.stepsByIndex()) {
        StepResult first = step.get(0);
        long held = step.stream().filter(StepResult::held).count();
        List<String> cells = new ArrayList<>(List.of(RunTables.label(label), Integer.toString(first.index() + 1),
            Format.number(first.offered()) + " " + unit(label),
            first.offeredRequestsPerSecond() == null ? Format.NONE : Format.number(first.offeredRequestsPerSecond()),
            spread(step, StepResult::achievedRequestsPerSecond),
            spread(step, StepResult::achievedUsersPerSecond),
            spread(step, s -> (double) s.global().p50()),
            spread(step, s -> (double) s.global().p95()),
            spread(step, s -> (double) s.global().p99()),
            spread(step, s -> (double) s.global().ko()),
            spread(step, s -> s.cores().get(StepResult.VARIANT)),
            spread(step, s -> s.cores().get(StepResult.DATABASE)),
            spread(step, s -> s.cores().get(StepResult.LOAD_GENERATOR)),
            spread(step, s -> s.cores().get(StepResult.DOWNSTREAM)),
            spread(step, s -> s.variantThreads() == null ? null : s.variantThreads().doubleValue()),
            spread(step, s -> s.variantRssBytes() == null ? null : s.variantRssBytes() / (1024.0 * 1024.0))));
        if (hostTimed) {
          cells.add(spread(step, StepResult::hostNsPerRead));
        }
        cells.add(held == step.size() ? "yes" : held == 0 ? "**no**" : held + " of " + step.size());
        table.row(cells.toArray(String[]::new));
      }
    }
    return table;
  }

  private static String unit(LabelResult label) {
    Summary summary = label.summaries().get(0);
    return summary.load() == null ? "" : summary.load().unit();
  }

  private static String spread(List<StepResult> step, Function<StepResult, Double> figure) {
    List<Double> values = step.stream().map(figure).filter(Objects::nonNull).toList();
    return values.isEmpty() ? Format.NONE : Format.spread(Spread.of(values));
  }
}

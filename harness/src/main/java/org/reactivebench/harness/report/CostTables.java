package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.results.CostPerRequest;
import org.reactivebench.harness.results.HostSpeed;
import org.reactivebench.harness.results.SteadyState;
import org.reactivebench.harness.results.Stepping;
import org.reactivebench.harness.results.Summary;

/**
 * A stepped run's headline: what a request cost each label's variant near its capacity, what one variant CPU
 * carries at that cost, and each label against the run's baseline label, with 95 % intervals over the repetitions
 * ({@link Interval}). A label is only called cheaper or dearer than the baseline where the two cost intervals do not
 * overlap. The capacity beside it may be the load generator's rather than the variant's: the table says what
 * limited it.
 */
final class CostTables {

  /** The baseline label of a run, unless its command chose another (--baseline); else its first label. */
  static final String BASELINE = "mysql-spring5";

  private CostTables() {}

  /** The section of the results' README: what the columns mean, and the table. */
  static void section(StringBuilder md, RunResults run) {
    md.append("### Cost per request\n\n");
    md.append("What a request cost each label's variant near its capacity (after a warm-up to steady state): the ")
        .append("variant's CPU µs without its JIT compiler threads', pooled over the held steps within ")
        .append(percent(CostPerRequest.NEAR_CAPACITY)).append(" % of the ")
        .append("capacity step's rate (the capacity step alone in runs before November 26, JIT included, which the ")
        .append("JIT column says), what one variant CPU carries at that cost (1 000 000 ÷ µs), and that over the ")
        .append("baseline's (").append(baseline(run).label()).append("), repetition by repetition; beside ")
        .append("it the database's and the load generator's µs per request, and the capacity with what limited it ")
        .append("(on 2 CPUs split one and one, the load generator's CPU often binds before the variant's). Intervals ")
        .append("are 95 % over the repetitions (Student's t, starting at 0 where the mean minus the half-width is ")
        .append("below it: no figure here is negative); a difference is only called one (*distinguishable*) ")
        .append("where the label's cost interval and the baseline's do not overlap. *Capacity spread* is (max − min) ")
        .append("/ median of the capacities in req/s. *Steady state* says whether the variant's JIT compiler used ")
        .append("at most ")
        .append(percent(CostPerRequest.STEADY_JIT_SHARE)).append(" % of its CPU in those steps (in runs before ")
        .append("November 26: whether the line through the variant's CPU against the rate had a fixed cost of at ")
        .append("most ").append(Numbers.plain(CostPerRequest.STEADY_FIXED_CORES)).append(" cores); the line's fixed ")
        .append("cost is shown beside it. *Req per BCrypt check* is the same cost in the host's own speed: the ")
        .append("requests the variant's CPU carries in the time one BCrypt(10) check took on that CPU right before ")
        .append("the label was launched (runs since November 27), so that a host that slowed down between ")
        .append("repetitions does not read as a dearer stack.\n\n");
    md.append(table(run).markdown()).append('\n');
  }

  /** Each label's warm-ups in words and as a table, where the run's summaries recorded them. */
  static void warmUpSection(StringBuilder md, RunResults run) {
    Table warmUps = warmUps(run);
    if (warmUps.isEmpty()) {
      return;
    }
    md.append("Each label's warm-ups, one figure per repetition: the windows it ran, the journeys per second its ")
        .append("last stage answered (near the measured rates, where it had more than one: the second, or in a ")
        .append("label's first repetition a third nearer the knee where the second ran below ")
        .append(Numbers.plain(SteadyState.NEAR_KNEE)).append(" times the ceiling it predicted), when the variant's ")
        .append("CPU per request had settled (from the warm-up's start), and what it settled at without its JIT ")
        .append("compiler's CPU (at the rate of the stage that settled: the light first stage, or the last near the ")
        .append("measured rates), and how long one BCrypt(10) check took on the variant's CPU right before the ")
        .append("label was launched (the host's speed, in runs since November 27), and how long one random read ")
        .append("from memory took on it: in a long walk right before, and in the median of short walks once a ")
        .append("second during the measured load (since November 29). The short walks start with the variant's data ")
        .append("in the caches, so they compare with the other repetitions' short walks, not with the long one.\n\n");
    md.append(warmUps.markdown()).append('\n');
  }

  /** A share as a whole percentage, for the text: 0.85 reads 85. */
  private static String percent(double share) {
    return Numbers.plain(Math.round(100 * share));
  }

  /** Whether the run measured the cost per request (capacity runs since it exists). */
  static boolean applies(RunResults run) {
    return run.stepped() && run.summaries().stream().anyMatch(s -> s.stepping() != null && s.stepping().cost() != null);
  }

  static LabelResult baseline(RunResults run) {
    String chosen = run.summaries().stream().map(Summary::baseline).filter(Objects::nonNull).findFirst()
        .orElse(BASELINE);
    return Optional.ofNullable(run.label(chosen)).or(() -> Optional.ofNullable(run.label(BASELINE)))
        .orElse(run.labels().get(0));
  }

  static Table table(RunResults run) {
    LabelResult baseline = baseline(run);
    Interval baselineCost = interval(baseline, CostPerRequest::stackMicros);
    Table table = new Table(1, "label", "variant CPU µs / request without its JIT (95 % interval)",
        "its JIT µs / request", "req/s per variant CPU", "req per BCrypt check (95 % interval)",
        "× " + baseline.label() + " (95 % interval)", "verdict",
        "database µs / request", "load generator µs / request", "capacity req/s (95 % interval)", "capacity spread",
        "capacity limited by", "steady state");
    for (LabelResult label : run.labels()) {
      Interval cost = interval(label, CostPerRequest::stackMicros);
      if (cost == null) {
        table.row(RunTables.label(label), "no held step", Format.NONE, Format.NONE, Format.NONE, Format.NONE,
            Format.NONE,
            Format.NONE, Format.NONE, Format.NONE, Format.NONE, label.medianCapacity() == null ? Format.NONE
                : label.medianCapacity().limitedBy(), Format.NONE);
        continue;
      }
      table.row(RunTables.label(label), format(cost), jit(label),
          format(interval(label, CostPerRequest::requestsPerSecondPerCpu)), format(perCheck(label)),
          label == baseline ? "1 (baseline)" : format(ratio(label, baseline)),
          verdict(label, baseline, cost, baselineCost),
          format(interval(label, CostPerRequest::databaseMicros)),
          format(interval(label, CostPerRequest::loadGeneratorMicros)),
          format(interval(label, CostPerRequest::requestsPerSecond)), capacitySpread(label),
          label.medianCapacity().limitedBy(), steady(label));
    }
    return table;
  }

  /** Cost against the baseline's: distinguishable only where the two intervals do not overlap. */
  static String verdict(LabelResult label, LabelResult baseline, Interval cost, Interval baselineCost) {
    if (label == baseline) {
      return "baseline";
    }
    if (baselineCost == null) {
      return "no baseline cost";
    }
    if (!cost.known() || !baselineCost.known()) {
      return "one repetition: no verdict";
    }
    if (!cost.distinguishableFrom(baselineCost)) {
      return "not distinguishable";
    }
    return cost.mean() < baselineCost.mean() ? "**distinguishable: cheaper**" : "**distinguishable: dearer**";
  }

  /** The capacity of each label, mean and 95 % interval, in req/s: the bars of the run's capacity chart. */
  static Interval capacity(LabelResult label) {
    return interval(label, CostPerRequest::requestsPerSecond);
  }

  /** A figure of the costs over the repetitions that have one; null if none has. */
  static Interval interval(LabelResult label, Function<CostPerRequest, Double> figure) {
    List<Double> values = costs(label).stream().map(figure).filter(Objects::nonNull).toList();
    return values.isEmpty() ? null : Interval.of(values);
  }

  /**
   * What one variant CPU carries for the label over what it carries for the baseline, repetition by repetition (they
   * ran interleaved, one after the other): above 1, the label's stack costs less per request.
   */
  static Interval ratio(LabelResult label, LabelResult baseline) {
    List<Double> ratios = new ArrayList<>();
    for (Summary own : label.summaries()) {
      baseline.summaries().stream().filter(b -> b.repetition() == own.repetition()).findFirst()
          .flatMap(b -> Optional.ofNullable(cost(b))).ifPresent(b -> {
            CostPerRequest mine = cost(own);
            if (mine != null && b.requestsPerSecondPerCpu() > 0) {
              ratios.add(mine.requestsPerSecondPerCpu() / b.requestsPerSecondPerCpu());
            }
          });
    }
    return ratios.isEmpty() ? null : Interval.of(ratios);
  }

  /**
   * The requests the variant's CPU carries in the time one BCrypt check took on it before the launch, repetition by
   * repetition: its cost in the host's own speed; null where no repetition timed the CPUs.
   */
  static Interval perCheck(LabelResult label) {
    List<Double> values = new ArrayList<>();
    for (Summary summary : label.summaries()) {
      CostPerRequest cost = cost(summary);
      if (cost != null && summary.hostSpeed() != null) {
        values.add(summary.hostSpeed().variantMsPerCheck() * 1000 / cost.stackMicros());
      }
    }
    return values.isEmpty() ? null : Interval.of(values);
  }

  private static List<CostPerRequest> costs(LabelResult label) {
    return label.summaries().stream().map(CostTables::cost).filter(Objects::nonNull).toList();
  }

  private static CostPerRequest cost(Summary summary) {
    Stepping stepping = summary.stepping();
    return stepping == null ? null : stepping.cost();
  }

  /**
   * The µs its JIT compiler threads added to each request, left out of the cost: their mean over the repetitions;
   * "included" for runs whose summaries did not separate them (the cost column then holds them).
   */
  private static String jit(LabelResult label) {
    List<Double> values = costs(label).stream().map(CostPerRequest::jitMicros).toList();
    return values.stream().anyMatch(Objects::isNull) ? "included"
        : Format.number(values.stream().mapToDouble(Double::doubleValue).average().orElse(0));
  }

  /**
   * Max − min over the median of the capacity in req/s: the precision the repetitions reached. In req/s, not in
   * journeys: a 10 s step near the knee answers its requests as they come, but journeys started in the step before
   * finish late in it once requests queue, so the journeys it completes spread more than the load it carried.
   */
  static String capacitySpread(LabelResult label) {
    List<Double> values = costs(label).stream().map(CostPerRequest::requestsPerSecond).toList();
    if (values.size() < 2) {
      return Format.NONE;
    }
    Spread spread = Spread.of(values);
    return Format.number(100 * (spread.max() - spread.min()) / spread.median()) + " %";
  }

  static String steady(LabelResult label) {
    List<CostPerRequest> costs = costs(label);
    long unsteady = costs.stream().filter(c -> !c.steady()).count();
    String fixed = costs.stream().map(CostPerRequest::fixedCores).filter(Objects::nonNull)
        .map(f -> Format.number(f)).reduce((a, b) -> a + ", " + b).map(f -> " (fixed cores " + f + ")").orElse("");
    return (unsteady == 0 ? "yes" : "**no** in " + unsteady + " of " + costs.size()) + fixed;
  }

  /** Each label's warm-ups: how long each took to reach steady state, and the cost per request it settled at. */
  static Table warmUps(RunResults run) {
    Table table = new Table(1, "label", "windows", "last stage journeys/s", "steady after s",
        "variant µs / request when settled, without its JIT", "ms per BCrypt check on the variant's CPU before",
        "ns per random memory read on it before", "in short walks during the measured load");
    for (LabelResult label : run.labels()) {
      List<Summary> warmed = label.summaries().stream().filter(s -> s.steadyState() != null).toList();
      List<SteadyState> states = warmed.stream().map(Summary::steadyState).toList();
      if (states.isEmpty()) {
        continue;
      }
      table.row(RunTables.label(label),
          join(states, s -> Integer.toString(s.windows().size())),
          join(states, s -> s.loadedJourneysPerSecond() == null ? Format.NONE
              : Format.number(s.loadedJourneysPerSecond())),
          join(states, CostTables::settled),
          join(states, s -> s.settledWindows().stream().map(SteadyState.Window::stackMicrosPerRequest)
              .filter(Objects::nonNull).mapToDouble(Double::doubleValue).average().stream()
              .mapToObj(Format::number).findFirst().orElse(Format.NONE)),
          String.join(", ", warmed.stream().map(s -> s.hostSpeed() == null ? Format.NONE
              : Format.number(s.hostSpeed().variantMsPerCheck())).toList()),
          reads(warmed, HostSpeed::variantNsPerRead), reads(warmed, HostSpeed::duringNsPerRead));
    }
    return table;
  }

  /** One read time of each repetition's host speed, in ns, where it was timed. */
  private static String reads(List<Summary> summaries, Function<HostSpeed, Double> read) {
    return String.join(", ", summaries.stream().map(s -> s.hostSpeed() == null || read.apply(s.hostSpeed()) == null
        ? Format.NONE : Format.number(read.apply(s.hostSpeed()))).toList());
  }

  /**
   * When a warm-up settled, in seconds; or that it found the label overloaded, or never settled in the time it ran
   * (that time in brackets, so that a row of repetitions does not read as if all of them had never settled): then what
   * follows it was measured on a JIT still compiling, and its figures read high.
   */
  static String settled(SteadyState state) {
    if (state.steady()) {
      return Format.number(state.settledAfterSeconds());
    }
    return state.overloaded() ? "**overloaded** at " + Format.number(state.overloadedAfterSeconds())
        + " (answered " + Format.number(state.answeredWhileOverloaded()) + " req/s)"
        : "**never** (ran " + Format.number(state.seconds()) + ")";
  }

  private static String join(List<SteadyState> states, Function<SteadyState, String> figure) {
    return String.join(", ", states.stream().map(figure).toList());
  }

  static String format(Interval interval) {
    if (interval == null) {
      return Format.NONE;
    }
    return interval.known() ? Format.number(interval.mean()) + " [" + Format.number(interval.low()) + "–"
        + Format.number(interval.high()) + "]" : Format.number(interval.mean());
  }
}

package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.reactivebench.harness.Numbers;
import org.reactivebench.loadspec.Journey;

/**
 * The capacity of a label: its highest held step below the break that ended the search ({@link SearchEnd}: two
 * broken steps in a row, three where the JIT or the host disturbed the first two).
 *
 * @param step the index of the capacity's step, or null when no step held
 * @param offered its level (users/s or users)
 * @param throughput what it achieved in the unit of the bounds: journeys/s (Operation) or req/s (passthrough)
 * @param requestsPerSecond the achieved req/s at that step
 * @param cores CPU cores used by all processes at that step
 * @param reached whether a broken step above it was measured (else the label held every step measured)
 * @param brokenStep the step that broke (the first of those in a row that ended the search), or null
 * @param broke why it broke
 * @param bounds the ceilings, lowest first
 * @param efficiency throughput over the lowest bound, or null
 * @param limitedBy what stopped the label, in words
 */
public record Capacity(Integer step, Double offered, String offeredUnit, Double throughput, String throughputUnit,
    Double requestsPerSecond, Double cores, boolean reached, Integer brokenStep, List<String> broke,
    List<Bound> bounds, Double efficiency, String limitedBy) {

  /** A label is bound by a ceiling when it reaches at least this share of it. */
  static final double NEAR_BOUND = 0.8;
  /** A load generator using more than this share of a core may be what limits the result. */
  static final double LOAD_GENERATOR_SATURATED = 0.8;

  /**
   * @param scope the CPU the label is judged against: its own CPUs when pinned, else the machine's
   * @param configuration what else may bound this label, for the diagnosis when it is far below every bound
   *     (e.g. "the parallel scheduler's 2 threads run every blocking call"), or empty
   */
  public static Capacity of(List<StepResult> steps, LoadParameters load, List<Bound> bounds, CpuScope scope,
      String configuration) {
    List<Bound> lowestFirst = new ArrayList<>(bounds);
    lowestFirst.sort(Comparator.comparingDouble(Bound::perSecond));
    boolean journeys = load.journey().countsJourneys();
    String unit = journeys ? "journeys/s" : "req/s";

    int end = SearchEnd.confirmedBreak(steps, true);
    StepResult broken = end < 0 ? null : steps.get(end);
    StepResult capacity = steps.subList(0, end < 0 ? steps.size() : end).stream().filter(StepResult::held)
        .reduce((lower, higher) -> higher).orElse(null);
    if (capacity == null) {
      return new Capacity(null, null, load.unit(), null, unit, null, null, broken != null,
          broken == null ? null : broken.index(), broken == null ? List.of() : broken.broke(), lowestFirst, null,
          broken == null ? "no step measured" : "broke at the first step: " + String.join("; ", broken.broke()));
    }
    double throughput = journeys && capacity.achievedUsersPerSecond() != null ? capacity.achievedUsersPerSecond()
        : capacity.achievedRequestsPerSecond();
    Double efficiency = lowestFirst.isEmpty() ? null : throughput / lowestFirst.get(0).perSecond();
    Double offeredAtBreak = broken == null ? null
        : journeys ? (load.open() ? Double.valueOf(broken.offered()) : null) : broken.offeredRequestsPerSecond();
    String passedOver = SearchEnd.passedOver(steps, end).stream()
        .map(passed -> "; " + passed + ": unconfirmed, the search went on").collect(Collectors.joining());
    String limitedBy = limitedBy(capacity, broken, offeredAtBreak, throughput, lowestFirst, efficiency, scope,
        configuration, unit) + passedOver;
    return new Capacity(capacity.index(), capacity.offered(), load.unit(), throughput, unit,
        capacity.achievedRequestsPerSecond(), capacity.totalCores(), broken != null,
        broken == null ? null : broken.index(), broken == null ? List.of() : broken.broke(), lowestFirst, efficiency,
        limitedBy);
  }

  /**
   * @param offeredAtBreak what the broken step offered in the unit of the bounds (null where unknown: a closed model
   *     of the Operation journey)
   */
  private static String limitedBy(StepResult capacity, StepResult broken, Double offeredAtBreak, double throughput,
      List<Bound> bounds, Double efficiency, CpuScope scope, String configuration, String unit) {
    if (broken == null) {
      return "not reached: it held every step measured, up to " + format(capacity.offered());
    }
    Double generator = broken.cores().get(StepResult.LOAD_GENERATOR);
    String notes = generator != null && generator > LOAD_GENERATOR_SATURATED ? String.format(Locale.ROOT,
        "; the load generator used %.2f cores at the broken step: it may be what saturated", generator) : "";
    notes += broken.jitCompiling().map(compiling -> String.format(Locale.ROOT, "; the variant's JIT compiled "
        + "%.2f CPUs at the broken step", compiling)).orElse("");
    notes += broken.hostSteal().map(stolen -> String.format(Locale.ROOT, "; the host stole %.2f CPUs at "
        + "the broken step (hypervisor steal): a disturbance from outside the benchmark", stolen)).orElse("");
    String longPauses = broken.longGcPauses().entrySet().stream().map(pause -> String.format(Locale.ROOT,
        "the %s paused %.0f ms for GC", pause.getKey(), pause.getValue())).collect(Collectors.joining(", "));
    notes += longPauses.isEmpty() ? "" : "; at the broken step " + longPauses;
    if (efficiency != null && efficiency >= NEAR_BOUND) {
      Bound lowest = bounds.get(0);
      return lowest.name() + " (" + format(lowest.perSecond()) + " " + unit + ": " + lowest.basis() + ")"
          + notes;
    }
    if (!bounds.isEmpty() && offeredAtBreak != null && bounds.get(0).perSecond() > throughput
        && bounds.get(0).perSecond() <= offeredAtBreak) {
      // The steps are coarser than the bound: it lies between the held step and what the broken one asked for.
      Bound lowest = bounds.get(0);
      return lowest.name() + " (" + format(lowest.perSecond()) + " " + unit + ": " + lowest.basis()
          + "), between the held step's " + format(throughput) + " and the broken step's offered "
          + format(offeredAtBreak) + notes;
    }
    double used = scope.used(broken);
    StringBuilder why = new StringBuilder();
    if (broken.loadGeneratorBound()) {
      why.append(String.format(Locale.ROOT, "the load generator's CPUs (%.0f %% busy at the broken step): the "
          + "label may carry more than this run could offer", 100 * broken.cpuDetail().get(StepResult.OTHER_CPUS)));
    } else if (used >= 0.9 * scope.cpus()) {
      why.append(String.format(Locale.ROOT, "CPU: %.2f of %s at the broken step, below the CPU ceiling "
          + "fitted through the steps: the work per %s grew with the load", used, scope.describe(),
          unit.equals("req/s") ? "request" : "journey"));
    } else {
      why.append(String.format(Locale.ROOT, "not CPU (%.2f of %s at the broken step) and below every ceiling: "
          + "a pool, a queue or a scheduler", used, scope.describe()));
      if (configuration != null && !configuration.isBlank()) {
        why.append(": ").append(configuration);
      }
    }
    broken.requests().stream().max(Comparator.comparingLong(RequestStats::p95)).ifPresent(slowest ->
        why.append("; slowest request at the broken step: ").append(slowest.name()).append(" (p95 ")
            .append(slowest.p95()).append(" ms)"));
    if (broken.variantThreads() != null && capacity.variantThreads() != null
        && broken.variantThreads() > capacity.variantThreads() + 20) {
      why.append("; the variant's threads grew from ").append(capacity.variantThreads()).append(" to ")
          .append(broken.variantThreads());
    }
    return why.append(notes).toString();
  }

  private static String format(double value) {
    return Numbers.plain(Math.round(value * 100) / 100.0);
  }
}

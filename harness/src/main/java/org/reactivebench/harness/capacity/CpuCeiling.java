package org.reactivebench.harness.capacity;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.StepResult;

/**
 * The CPU ceiling, measured: the rate at which all the processes of the benchmark together (variant, database, load
 * generator, downstream) would use every core of the machine.
 *
 * <p>From the steps of a stepped load: a straight line (least squares) through the cores used against the rate
 * achieved gives a fixed cost (JIT compilation, timers, idle threads: it does not grow with the load) and a cost per
 * journey; the ceiling is where the line reaches all cores. Every step that carried something counts, broken ones
 * too: the CPU of a broken step still paid for the rate it achieved. At a light step alone the fixed cost is charged
 * to the few journeys of that step, and the ceiling comes out low: on this project's 2-core machine, half of what
 * mysql-spring4 then carried. With fewer than three steps, or where the CPU did not grow with the load (a passthrough
 * label waits more than it computes, and its first step still pays for the JIT), the busiest step alone is the
 * estimate: its CPU per journey, fixed cost included, makes it a low one.
 */
public final class CpuCeiling {

  /** The fewest steps a line is fitted through. */
  static final int FIT_POINTS = 3;

  private CpuCeiling() {}

  /**
   * @param steps the steps of a stepped load, in order
   * @param journeys whether the unit is the Operation journey (else the request)
   * @return the ceiling, or empty when no step carried anything with its CPU sampled
   */
  public static Optional<Bound> fitted(List<StepResult> steps, int cores, boolean journeys) {
    List<StepResult> measured = steps.stream()
        .filter(step -> rate(step, journeys) != null && rate(step, journeys) > 0 && step.totalCores() > 0).toList();
    if (measured.isEmpty()) {
      return Optional.empty();
    }
    StepResult busiest = measured.stream().max(Comparator.comparingDouble(step -> rate(step, journeys)))
        .orElseThrow();
    if (measured.size() < FIT_POINTS) {
      return atStep(busiest, cores, journeys);
    }
    double meanRate = measured.stream().mapToDouble(step -> rate(step, journeys)).average().orElseThrow();
    double meanCores = measured.stream().mapToDouble(StepResult::totalCores).average().orElseThrow();
    double covariance = 0;
    double variance = 0;
    for (StepResult step : measured) {
      double dx = rate(step, journeys) - meanRate;
      covariance += dx * (step.totalCores() - meanCores);
      variance += dx * dx;
    }
    double coresPerUnit = variance == 0 ? 0 : covariance / variance;
    double fixedCores = meanCores - coresPerUnit * meanRate;
    double ceiling = (cores - fixedCores) / coresPerUnit;
    if (coresPerUnit <= 0 || ceiling <= 0) {
      return atStep(busiest, cores, journeys);
    }
    String unit = journeys ? "journey" : "request";
    return Optional.of(new Bound("CPU", ceiling, String.format(Locale.ROOT,
        "%d cores = %.2f cores fixed + %.1f CPU ms per %s (variant, database, load generator%s), a line through "
            + "%d steps", cores, fixedCores, coresPerUnit * 1000, unit,
        measured.get(0).cores().containsKey(StepResult.DOWNSTREAM) ? ", downstream" : "", measured.size())));
  }

  private static Double rate(StepResult step, boolean journeys) {
    return journeys ? step.achievedUsersPerSecond() : step.achievedRequestsPerSecond();
  }

  /**
   * @param journeys whether the unit is the Operation journey (else the request)
   * @return the ceiling, or empty when the step carried nothing or its CPU was not sampled
   */
  public static Optional<Bound> atStep(StepResult light, int cores, boolean journeys) {
    Double done = journeys ? light.achievedUsersPerSecond() : light.achievedRequestsPerSecond();
    double used = light.totalCores();
    if (done == null || done <= 0 || used <= 0) {
      return Optional.empty();
    }
    double cpuMsEach = used * 1000 / done;
    String unit = journeys ? "journey" : "request";
    return Optional.of(new Bound("CPU", cores * 1000 / cpuMsEach, String.format(Locale.ROOT,
        "%d cores / %.1f CPU ms per %s (variant, database, load generator%s) at step %d", cores, cpuMsEach, unit,
        light.cores().containsKey(StepResult.DOWNSTREAM) ? ", downstream" : "", light.index() + 1)));
  }
}

package org.reactivebench.harness.capacity;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.CpuScope;
import org.reactivebench.harness.results.StepResult;

/**
 * The CPU ceiling, measured: the rate at which the processes judged would use every CPU they have: the variant
 * alone on its own CPUs when it is pinned to them, else all the processes of the benchmark together (variant,
 * database, load generator, downstream) on every core of the machine ({@link CpuScope}).
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
   * A straight line through the CPU the steps used against the rate they achieved.
   *
   * @param fixedCores the CPU that does not grow with the load (JIT compilation, timers, idle threads)
   * @param coresPerUnit the CPU each journey (request) adds, in cores per journey (request) per second
   * @param points the steps it goes through
   */
  public record Line(double fixedCores, double coresPerUnit, int points) {}

  /**
   * The line through every step that carried something with its CPU sampled, broken ones too (the CPU of a broken
   * step still paid for the rate it achieved); empty with fewer than {@value #FIT_POINTS} such steps or where the CPU
   * did not grow with the load.
   */
  public static Optional<Line> line(List<StepResult> steps, CpuScope scope, boolean journeys) {
    List<StepResult> measured = measured(steps, scope, journeys);
    if (measured.size() < FIT_POINTS) {
      return Optional.empty();
    }
    double meanRate = measured.stream().mapToDouble(step -> rate(step, journeys)).average().orElseThrow();
    double meanCores = measured.stream().mapToDouble(scope::used).average().orElseThrow();
    double covariance = 0;
    double variance = 0;
    for (StepResult step : measured) {
      double dx = rate(step, journeys) - meanRate;
      covariance += dx * (scope.used(step) - meanCores);
      variance += dx * dx;
    }
    double coresPerUnit = variance == 0 ? 0 : covariance / variance;
    return coresPerUnit <= 0 ? Optional.empty()
        : Optional.of(new Line(meanCores - coresPerUnit * meanRate, coresPerUnit, measured.size()));
  }

  /**
   * @param steps the steps of a stepped load, in order
   * @param journeys whether the unit is the journey (else the request)
   * @return the ceiling, or empty when no step carried anything with its CPU sampled
   */
  public static Optional<Bound> fitted(List<StepResult> steps, CpuScope scope, boolean journeys) {
    List<StepResult> measured = measured(steps, scope, journeys);
    if (measured.isEmpty()) {
      return Optional.empty();
    }
    StepResult busiest = measured.stream().max(Comparator.comparingDouble(step -> rate(step, journeys)))
        .orElseThrow();
    Optional<Line> line = line(steps, scope, journeys);
    double ceiling = line.map(l -> (scope.cpus() - l.fixedCores()) / l.coresPerUnit()).orElse(0.0);
    if (line.isEmpty() || ceiling <= 0) {
      return atStep(busiest, scope, journeys);
    }
    String unit = journeys ? "journey" : "request";
    return Optional.of(new Bound("CPU", ceiling, String.format(Locale.ROOT,
        "%s = %.2f cores fixed + %.1f CPU ms per %s (%s), a line through %d steps", scope.describe(),
        line.get().fixedCores(), line.get().coresPerUnit() * 1000, unit, scope.whose(measured.get(0)),
        line.get().points())));
  }

  private static List<StepResult> measured(List<StepResult> steps, CpuScope scope, boolean journeys) {
    return steps.stream()
        .filter(step -> rate(step, journeys) != null && rate(step, journeys) > 0 && scope.used(step) > 0).toList();
  }

  private static Double rate(StepResult step, boolean journeys) {
    return journeys ? step.achievedUsersPerSecond() : step.achievedRequestsPerSecond();
  }

  /**
   * @param journeys whether the unit is the journey (else the request)
   * @return the ceiling, or empty when the step carried nothing or its CPU was not sampled
   */
  public static Optional<Bound> atStep(StepResult light, CpuScope scope, boolean journeys) {
    Double done = journeys ? light.achievedUsersPerSecond() : light.achievedRequestsPerSecond();
    double used = scope.used(light);
    if (done == null || done <= 0 || used <= 0) {
      return Optional.empty();
    }
    double cpuMsEach = used * 1000 / done;
    String unit = journeys ? "journey" : "request";
    return Optional.of(new Bound("CPU", scope.cpus() * 1000 / cpuMsEach, String.format(Locale.ROOT,
        "%s / %.1f CPU ms per %s (%s) at step %d", scope.describe(), cpuMsEach, unit, scope.whose(light),
        light.index() + 1)));
  }
}

package org.reactivebench.harness.capacity;

import java.util.Locale;
import java.util.Optional;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.StepResult;

/**
 * The CPU ceiling, measured: the machine's cores over the CPU time one journey (or one request) costs all the
 * processes of the benchmark together (variant, database, load generator, downstream) at a light step, where
 * nothing queues yet.
 */
public final class CpuCeiling {

  private CpuCeiling() {}

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

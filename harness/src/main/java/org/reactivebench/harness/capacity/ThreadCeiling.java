package org.reactivebench.harness.capacity;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.StepResult;

/**
 * The ceiling that the threads of a label's blocking calls set, measured (Little's law: at most threads ÷ the time
 * one journey holds a thread): from the busiest step where those threads were sampled. A journey holds a thread at
 * least for the threads' time on a CPU, their time waiting for one, and the database's CPU, because each blocking
 * call waits while the database works on it. The database's own waits for a CPU and the network are not counted, so
 * the hold is a low estimate and the ceiling a high one. Where some requests query the database off those threads
 * (reactive-entity's account reads, on Tomcat's), their database CPU counts too, and the ceiling comes out a little
 * low.
 */
public final class ThreadCeiling {

  private ThreadCeiling() {}

  /**
   * @param steps the steps of a stepped load, in order
   * @param threads the threads the blocking calls run on
   * @param journeys whether the unit is the journey (else the request)
   * @return the ceiling, or empty where no step carried anything with those threads sampled
   */
  public static Optional<Bound> atBusiestStep(List<StepResult> steps, IoBounds.Threads threads, boolean journeys) {
    Optional<StepResult> busiest = steps.stream().filter(step -> sampled(step, journeys))
        .max(Comparator.comparingDouble(step -> rate(step, journeys)));
    if (busiest.isEmpty()) {
      return Optional.empty();
    }
    StepResult step = busiest.get();
    double rate = rate(step, journeys);
    double onCpuMs = step.cpuDetail().get(StepResult.BLOCKING_THREADS) * 1000 / rate;
    double waitingMs = step.cpuDetail().get(StepResult.BLOCKING_THREADS_WAITING) * 1000 / rate;
    Double database = step.cores().get(StepResult.DATABASE);
    double databaseMs = database == null ? 0 : database * 1000 / rate;
    String unit = journeys ? "journey" : "request";
    return Optional.of(new Bound("blocking-call threads", threads.count() * 1000 / (onCpuMs + waitingMs + databaseMs),
        String.format(Locale.ROOT, "%s ÷ (%.2f ms on a CPU + %.2f ms waiting for one + %s) a %s at step %d",
            threads.what(), onCpuMs, waitingMs, database == null ? "the database's CPU, not sampled"
                : String.format(Locale.ROOT, "%.2f ms of the database's CPU", databaseMs), unit, step.index() + 1)));
  }

  private static boolean sampled(StepResult step, boolean journeys) {
    Double rate = journeys ? step.achievedUsersPerSecond() : step.achievedRequestsPerSecond();
    Double onCpu = step.cpuDetail() == null ? null : step.cpuDetail().get(StepResult.BLOCKING_THREADS);
    Double waiting = step.cpuDetail() == null ? null : step.cpuDetail().get(StepResult.BLOCKING_THREADS_WAITING);
    return rate != null && rate > 0 && onCpu != null && onCpu > 0 && waiting != null && waiting >= 0;
  }

  private static double rate(StepResult step, boolean journeys) {
    return journeys ? step.achievedUsersPerSecond() : step.achievedRequestsPerSecond();
  }
}

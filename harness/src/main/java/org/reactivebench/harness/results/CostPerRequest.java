package org.reactivebench.harness.results;

import java.util.List;
import java.util.Optional;

/**
 * What a request cost near a label's capacity: CPU µs of the variant, and beside it of the database and the load
 * generator; the capacity per variant CPU; and whether the held steps were at steady state: the variant's JIT compiler
 * threads used at most {@value #STEADY_JIT_SHARE} of its CPU in them. Summaries written before the JIT was sampled
 * judged it by the line through the variant's CPU against the rate instead (a fixed cost of at most
 * {@value #STEADY_FIXED_CORES} cores); that line's fixed cost is still recorded, but it also holds the economies of
 * scale of an event loop, which does more per wake-up the busier it is: mongo-spring5-reactive-repo's line had a fixed
 * cost of 0.47 cores in run 20261125-233340-capacity (local) with its JIT at 0 to 2 % of its CPU in the steps.
 *
 * <p>The cost is pooled over the held steps within {@value #NEAR_CAPACITY} of the capacity step's rate (their CPU over
 * their requests, each step weighted by its window's length), not read from the capacity step alone: one step is a few
 * seconds, and a collection or a burst of the JIT in it moved one step's cost by 10 to 20 % (run
 * 20261125-230142-capacity, local).
 *
 * <p>The headline is {@link #stackMicros()}: the variant's CPU without its JIT compiler threads', what the requests
 * themselves cost once compiled. The compiler comes back in bursts for minutes after a warm-up has settled
 * (recompilations), a few percent of the variant's CPU in one step and a third of it in another, and that is what
 * made one label's repetitions differ most.
 *
 * @param variantMicros the variant's CPU per request, in µs, its JIT compiler threads' included
 * @param requestsPerSecond the rate of the capacity step
 * @param variantCpus the CPU the variant used at that step, in cores
 * @param requestsPerSecondPerCpu what one CPU of the variant carries at that cost, in req/s: 1 000 000 ÷ its
 *     {@link #stackMicros()}, whether or not its CPUs were saturated
 * @param fixedCores the fixed cost of the variant's CPU line through the steps, or null with too few steps
 * @param jitMicros of the variant's µs per request, those its JIT compiler threads used; null where they were not
 *     sampled (summaries written before it)
 * @param steps how many held steps the cost is pooled over; null in summaries written before it (the capacity step
 *     alone)
 */
public record CostPerRequest(double variantMicros, Double databaseMicros, Double loadGeneratorMicros,
    double requestsPerSecond, double variantCpus, double requestsPerSecondPerCpu, Double fixedCores, boolean steady,
    Double jitMicros, Integer steps) {

  /** Without the JIT sampled: a variant's CPU line with a larger fixed cost is not at steady state. */
  public static final double STEADY_FIXED_CORES = 0.15;

  /** Steps near the capacity where the JIT compiler used more of the variant's CPU are not at steady state. */
  public static final double STEADY_JIT_SHARE = 0.05;

  /** The held steps whose rate is at least this share of the capacity step's are pooled into the cost. */
  public static final double NEAR_CAPACITY = 0.85;

  /**
   * @param steps every step of the load
   * @param capacity the label's capacity step, where it held the most
   * @param fixedCores the fixed cost of the variant's CPU line through the steps, where there is one
   */
  public static Optional<CostPerRequest> near(List<StepResult> steps, StepResult capacity,
      Optional<Double> fixedCores) {
    double rate = capacity.achievedRequestsPerSecond();
    Double variantCores = capacity.cores().get(StepResult.VARIANT);
    if (rate <= 0 || variantCores == null) {
      return Optional.empty();
    }
    List<StepResult> pooled = steps.stream().filter(StepResult::held)
        .filter(s -> s.achievedRequestsPerSecond() >= NEAR_CAPACITY * rate)
        .filter(s -> s.cores().get(StepResult.VARIANT) != null).toList();
    double requests = pooled.stream().mapToDouble(s -> s.achievedRequestsPerSecond() * seconds(s)).sum();
    if (requests <= 0) {
      return Optional.empty();
    }
    double variant = micros(pooled, StepResult.VARIANT, false, requests);
    Double jit = pooledMicros(pooled, StepResult.VARIANT_JIT, true, requests);
    double stack = jit == null ? variant : variant - jit;
    if (stack <= 0) {
      return Optional.empty();
    }
    return Optional.of(new CostPerRequest(variant, pooledMicros(pooled, StepResult.DATABASE, false, requests),
        pooledMicros(pooled, StepResult.LOAD_GENERATOR, false, requests), rate, variantCores, 1_000_000 / stack,
        fixedCores.orElse(null), jit != null ? jit <= STEADY_JIT_SHARE * variant
            : fixedCores.map(f -> f <= STEADY_FIXED_CORES).orElse(true), jit, pooled.size()));
  }

  /**
   * The variant's CPU per request without its JIT compiler threads', in µs; with them where they were not sampled
   * (summaries written before it).
   */
  public double stackMicros() {
    return jitMicros == null ? variantMicros : variantMicros - jitMicros;
  }

  /** The µs per request a role used over the pooled steps; null where a step did not sample it. */
  private static Double pooledMicros(List<StepResult> pooled, String role, boolean detail, double requests) {
    boolean sampled = pooled.stream().map(s -> (detail ? s.cpuDetail() : s.cores()))
        .allMatch(m -> m != null && m.get(role) != null);
    return sampled ? micros(pooled, role, detail, requests) : null;
  }

  /** The CPU µs a role used over the pooled steps (their cores times their windows' seconds), per request. */
  private static double micros(List<StepResult> pooled, String role, boolean detail, double requests) {
    double cpuSeconds = 0;
    for (StepResult step : pooled) {
      Double cores = (detail ? step.cpuDetail() : step.cores()).get(role);
      cpuSeconds += cores == null ? 0 : cores * seconds(step);
    }
    return cpuSeconds * 1_000_000 / requests;
  }

  /** The length of a step's measured window. */
  private static double seconds(StepResult step) {
    return step.windowEndSeconds() - step.windowStartSeconds();
  }
}

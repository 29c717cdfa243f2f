package org.reactivebench.harness.results;

import java.util.List;
import java.util.Optional;

/**
 * What a request cost at a label's capacity step: CPU µs of the variant, and beside it of the database and the load
 * generator; the capacity per variant CPU; and whether the held steps were at steady state (the line through the
 * variant's CPU against the rate has a fixed cost of at most {@value #STEADY_FIXED_CORES} cores: more is the JIT
 * still compiling through the measured steps).
 *
 * @param variantCpus the CPU the variant used at that step, in cores
 * @param requestsPerSecondPerCpu what one CPU of the variant carries at that cost, in req/s: the rate over the
 *     variant's cores (1 000 000 ÷ its µs per request), whether or not its CPUs were saturated
 * @param fixedCores the fixed cost of the variant's CPU line through the steps, or null with too few steps
 */
public record CostPerRequest(double variantMicros, Double databaseMicros, Double loadGeneratorMicros,
    double requestsPerSecond, double variantCpus, double requestsPerSecondPerCpu, Double fixedCores, boolean steady) {

  /** A variant's CPU line with a larger fixed cost is not at steady state. */
  public static final double STEADY_FIXED_CORES = 0.15;

  /**
   * @param capacity the label's capacity step, where it held the most
   * @param scope the CPU the label is judged against
   * @param fixedCores the fixed cost of the variant's CPU line through the steps, where there is one
   */
  public static Optional<CostPerRequest> at(StepResult capacity, CpuScope scope, Optional<Double> fixedCores) {
    double rate = capacity.achievedRequestsPerSecond();
    Double variant = capacity.cores().get(StepResult.VARIANT);
    if (rate <= 0 || variant == null) {
      return Optional.empty();
    }
    double cpus = variant;
    return Optional.of(new CostPerRequest(micros(variant, rate), micros(capacity.cores().get(StepResult.DATABASE),
        rate), micros(capacity.cores().get(StepResult.LOAD_GENERATOR), rate), rate, cpus, rate / cpus,
        fixedCores.orElse(null), fixedCores.map(f -> f <= STEADY_FIXED_CORES).orElse(true)));
  }

  private static Double micros(Double cores, double rate) {
    return cores == null ? null : cores * 1_000_000 / rate;
  }

  /** The held step with the highest rate, among the steps. */
  static Optional<StepResult> capacityStep(List<StepResult> steps, Integer index) {
    return index == null ? Optional.empty() : steps.stream().filter(s -> s.index() == index).findFirst();
  }
}

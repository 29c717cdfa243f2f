package org.reactivebench.harness.results;

import java.time.Instant;

/**
 * The result of one measured run of one variant: what ran, where, with which load, what it cost, and the figures.
 * Written as {@code <variant>/gatling-results/<run>/summary.json}.
 */
public record Summary(
    String label,
    String variant,
    String scheduler,
    String runId,
    String profile,
    LoadParameters load,
    Instant startedAt,
    Instant endedAt,
    Environment environment,
    String database,
    String gatlingVersion,
    long variantStartupMs,
    Cost cost,
    LoadStatistics statistics) {

  /** Load parameters of the scenario. */
  public record LoadParameters(int users, double rampSeconds, double pauseFactor) {}

  /**
   * What the run cost, read from the operating system: CPU time of the variant during the measured window,
   * its peak resident memory, and the load generator's CPU over its whole life.
   */
  public record Cost(long variantCpuMs, double variantCpuMsPerRequest, long variantPeakRssBytes, long loadGeneratorCpuMs,
      double loadGeneratorCores, boolean loadGeneratorSaturated) {}
}

package org.reactivebench.harness.results;

import java.time.Instant;

/**
 * The result of one measured run of one variant: what ran, where, with which load, what it cost, and the figures.
 * Written as {@code <variant>/gatling-results/<run>/summary.json}. {@code databaseRestart} is null unless the run
 * restarted the database on purpose ({@code --restart-database-after}).
 */
public record Summary(
    String label,
    String variant,
    String scheduler,
    String runId,
    int repetition,
    String profile,
    LoadParameters load,
    Instant startedAt,
    Instant endedAt,
    Environment environment,
    String database,
    String gatlingVersion,
    long variantStartupMs,
    Cost cost,
    LoadStatistics statistics,
    Integrity integrity,
    DatabaseRestart databaseRestart) {

  /** Load parameters of the scenario. */
  public record LoadParameters(int users, double rampSeconds, double pauseFactor) {}

  /**
   * What the run cost, read from the operating system for each process: CPU time of the variant and of the
   * database (null for an external database) during the measured run, the variant's peak resident memory, and the
   * load generator's CPU while it sent load.
   */
  public record Cost(long variantCpuMs, double variantCpuMsPerRequest, long variantPeakRssBytes, Long databaseCpuMs,
      long loadGeneratorCpuMs, double loadGeneratorCores, boolean loadGeneratorSaturated) {}

  /** A run to read with care: some requests failed, or the load generator may have limited the result. */
  public boolean flagged() {
    return statistics.global().ko() > 0 || cost.loadGeneratorSaturated()
        || (integrity != null && !integrity.consistent());
  }
}

package org.reactivebench.harness.results;

import java.time.Instant;

/**
 * The result of one measured run of one variant: what ran, where, with which load, what it cost, and the figures.
 * Written as {@code <variant>/gatling-results/<run>/summary.json}. {@code databaseRestart} is null unless the run
 * restarted the database on purpose ({@code --restart-database-after}).
 *
 * <p>Fields added since the first summaries were written are null in those: {@code warmUp} (the unmeasured load
 * before the measured one, null for none), {@code client} (the HTTP client of the passthrough calls, when not the
 * variant's default), {@code variantJvm} (the JVM the variant ran on, when not the harness's own) and
 * {@code stepping} (the steps and the capacity of a stepped load) and {@code loginCeiling} (BCrypt checks per
 * second on all cores, measured at the start of the run, for the loads read against it) and {@code passthrough}
 * (the downstream client, its settings and bounds, and any downstream outage: passthrough loads only) and
 * {@code partition} (the CPUs the processes ran on) and {@code steadyState} (the warm-up's windows and where its cost
 * settled, for the plans that warm up to steady state) and {@code dbLink} (the latency proxy between the variant and
 * its database, with {@code --db-latency}) and {@code baseline} (the label the run compares the others with, when
 * {@code --baseline} chose it) and {@code overload} (the overload profile's phases, recovery and whether the
 * variant stayed alive) and {@code soak} (the soak profile's first and last minute, GC pauses and errors) and
 * {@code hostSpeed} (how fast the CPUs were right before the label was launched); and
 * {@code limits} is empty (the timeouts and limits as the label ran).
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
    DatabaseRestart databaseRestart,
    LoadParameters warmUp,
    String client,
    String variantJvm,
    Stepping stepping,
    Double loginCeiling,
    Passthrough passthrough,
    Partition partition,
    SteadyState steadyState,
    DbLink dbLink,
    String baseline,
    java.util.Map<String, Integer> threads,
    Target target,
    Overload overload,
    Soak soak,
    java.util.List<Limit> limits,
    HostSpeed hostSpeed) {

  /**
   * An app the harness loaded but did not start ({@code --target-url}): where it answered, and what is therefore not
   * known of it.
   *
   * @param notSampled what the harness could not read of it, in words (its CPU, memory, threads, database)
   */
  public record Target(String url, String notSampled) {}

  /** Summaries written before the threads and the limits were read hold none. */
  public Summary {
    threads = threads == null ? java.util.Map.of() : java.util.Collections.unmodifiableMap(new java.util.TreeMap<>(
        threads));
    limits = limits == null ? java.util.List.of() : java.util.List.copyOf(limits);
  }

  /**
   * The CPUs the processes ran on: the variant pinned to its own CPUs and everything else to the others, or every
   * process sharing every CPU (then {@code note} says why).
   */
  public record Partition(String variantCpus, String otherCpus, boolean pinned, String note) {}

  /**
   * What the run cost, read from the operating system for each process: CPU time of the variant and of the
   * database (null for an external database) during the measured run, the variant's peak resident memory, and the
   * load generator's CPU while it sent load, and the downstream service's (passthrough loads only, else null).
   */
  public record Cost(long variantCpuMs, double variantCpuMsPerRequest, long variantPeakRssBytes, Long databaseCpuMs,
      long loadGeneratorCpuMs, double loadGeneratorCores, boolean loadGeneratorSaturated, Long downstreamCpuMs) {}

  /** A run to read with care: some requests failed, or the load generator may have limited the result. */
  public boolean flagged() {
    return statistics.global().ko() > 0 || cost.loadGeneratorSaturated()
        || (integrity != null && !integrity.consistent());
  }
}

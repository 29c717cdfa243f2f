package org.reactivebench.harness.results;

/**
 * What a database restart during the measured load did: how long the server was away, how many requests failed,
 * and how long until the variant answered without errors again (from the restart to the end of the last KO).
 */
public record DatabaseRestart(long atSecond, long downtimeMs, int koAfterRestart, long recoveryMs) {

  public static DatabaseRestart of(SimulationLog log, long startedAt, long readyAt, long windowStart) {
    Outage outage = Outage.of(log, startedAt, readyAt, windowStart);
    return new DatabaseRestart(outage.atSecond(), outage.downtimeMs(), outage.ko(), outage.recoveryMs());
  }
}

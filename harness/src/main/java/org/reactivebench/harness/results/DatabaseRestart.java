package org.reactivebench.harness.results;

/**
 * What a database restart during the measured load did: how long the server was away, how many requests failed,
 * and how long until the variant answered without errors again (from the restart to the end of the last KO).
 */
public record DatabaseRestart(long atSecond, long downtimeMs, int koAfterRestart, long recoveryMs) {

  public static DatabaseRestart of(SimulationLog log, long startedAt, long readyAt, long windowStart) {
    long lastKoEnd = 0;
    int ko = 0;
    for (RequestRecord request : log.requests()) {
      if (!request.ok() && request.end() >= startedAt) {
        ko++;
        lastKoEnd = Math.max(lastKoEnd, request.end());
      }
    }
    long recovery = ko == 0 ? readyAt - startedAt : Math.max(lastKoEnd, readyAt) - startedAt;
    return new DatabaseRestart((startedAt - windowStart) / 1000, readyAt - startedAt, ko, recovery);
  }
}

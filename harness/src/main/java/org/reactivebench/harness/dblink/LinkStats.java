package org.reactivebench.harness.dblink;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;

/**
 * What the database latency proxy counted since its last reset ({@code GET /stats}): the added round-trip time it
 * was set to, the mean time a chunk of bytes spent in it each way, the connections (the most open at once, and those
 * that carried the load: at least a hundredth of the busiest connection's round trips, the database pool as the
 * variant really used it without its idle or monitoring connections; 0 from a proxy that does not count them), the
 * round trips (one starts when the client sends after the server
 * answered), and those in flight: a connection waiting on the database, from its request until the answer reached
 * it (the most at once, and their time summed, over the {@code sinceResetMs} since the reset).
 */
@JsonIgnoreProperties(ignoreUnknown = true)
public record LinkStats(double latencyMs, double meanDelayUpMs, double meanDelayDownMs, long connectionsOpened,
    long connectionsOpen, long connectionsPeak, long connectionsCarrying, long roundTrips, long roundTripsInFlightPeak,
    double roundTripsInFlightMs, double sinceResetMs, long bytesUp, long bytesDown) {

  /** The connections a pool bound divides by: those that carried the load, or the most open where not counted. */
  public long poolConnections() {
    return connectionsCarrying > 0 ? connectionsCarrying : connectionsPeak;
  }

  /** The mean number of connections waiting on the database since the reset (Little's law: their busy time). */
  public double meanRoundTripsInFlight() {
    return sinceResetMs <= 0 ? 0 : roundTripsInFlightMs / sinceResetMs;
  }

  /** The round-trip time the proxy added, as it measured it: the two directions' mean delays. */
  public double measuredAddedMs() {
    return meanDelayUpMs + meanDelayDownMs;
  }
}

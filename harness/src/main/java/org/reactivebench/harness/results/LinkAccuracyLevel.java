package org.reactivebench.harness.results;

/**
 * One level of {@code ./matrix link-accuracy}: one database, one added latency, one number of client connections.
 * Its round trips straight to the database and through the latency proxy, what the proxy added to their mean, what
 * the proxy measured in itself, and the verdict.
 *
 * @param database {@code mysql} or {@code mongo}
 * @param latencyMs the round-trip time the proxy was set to add
 * @param connections the client threads, each with one round trip in flight at all times
 * @param direct the round trips straight to the database
 * @param proxied the round trips through the proxy
 * @param addedMs the proxied mean minus the direct mean: what the proxy added to a round trip
 * @param proxyMeasuredMs the mean time a chunk spent in the proxy, both directions summed (its {@code meanDelayUpMs +
 *     meanDelayDownMs} over the proxied window)
 * @param proxyRoundTrips the round trips the proxy counted in the proxied window (a Mongo driver's monitors' too)
 * @param proxyConnectionsPeak the most connections open through the proxy at once in that window
 * @param errorPercent {@code addedMs} against the latency, in % of it; null at 0 ms, where {@code addedMs} is the
 *     hop's own cost
 * @param addedOverControlMs {@code addedMs} minus the 0 ms level's of the same database and connections (the hop's
 *     own cost removed, as {@code --db-latency 0} is the benchmark's control); null without that level
 * @param within whether {@code addedMs} is within the tolerance of the latency; null at 0 ms, the control, which has
 *     no verdict
 */
public record LinkAccuracyLevel(String database, double latencyMs, int connections, LinkAccuracyTimes direct,
    LinkAccuracyTimes proxied, double addedMs, double proxyMeasuredMs, long proxyRoundTrips,
    long proxyConnectionsPeak, Double errorPercent, Double addedOverControlMs, Boolean within) {

  /**
   * A level with its derived figures and verdict.
   *
   * @param controlAddedMs the 0 ms level's {@code addedMs} for the same database and connections, or null
   * @param tolerance the largest error that passes, as a share of the latency (0.1: ±10 %)
   */
  public static LinkAccuracyLevel of(String database, double latencyMs, int connections, LinkAccuracyTimes direct,
      LinkAccuracyTimes proxied, double proxyMeasuredMs, long proxyRoundTrips, long proxyConnectionsPeak,
      Double controlAddedMs, double tolerance) {
    double added = proxied.meanMs() - direct.meanMs();
    boolean control = latencyMs == 0;
    Double error = control ? null : (added - latencyMs) / latencyMs * 100;
    Double overControl = controlAddedMs == null ? null : added - controlAddedMs;
    Boolean within = control ? null : Math.abs(added - latencyMs) <= tolerance * latencyMs;
    return new LinkAccuracyLevel(database, latencyMs, connections, direct, proxied, added, proxyMeasuredMs,
        proxyRoundTrips, proxyConnectionsPeak, error, overControl, within);
  }

  /** Whether this is the 0 ms level: the hop alone, the control of the others. */
  public boolean control() {
    return latencyMs == 0;
  }
}

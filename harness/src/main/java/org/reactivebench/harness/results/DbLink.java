package org.reactivebench.harness.results;

/**
 * The link between the variant and its database when a proxy added latency to it ({@code --db-latency}), over the
 * measured run: the added round-trip time asked for and the one the proxy measured, the round trips it counted (one
 * starts when the client sends after the database answered), and the proxy's own CPU.
 *
 * @param requests the load generator's requests over the same run, the token pool's logins included
 * @param proxyCpuMs the proxy's CPU time over the measured run, null if it was not sampled
 * @param fault the fault injected on the link during the load, in words, or null for none
 * @param outage what that fault did to the load (KO by cause, the longest, the recovery), or null for none
 * @param connectionsPeak the most connections the variant held open to its database at once, counted by the proxy,
 *     read back rather than typed in: with a second, idle pool or a driver's monitoring connections, more than the
 *     pool that carried the load ({@code connectionsCarrying})
 * @param bounds Little's law for what each request holds while it waits on the link: the database connections, and
 *     the threads of a blocking database call (each held for its round trips × the latency)
 * @param recoveredAfterSeconds after a fault, the seconds from its end until the label answered well again (no KO and
 *     p95 within {@code recoverySloMs}, {@link Recovery#holdSeconds()} seconds in a row); null if it did not within
 *     the run, or without a fault
 * @param recoverySloMs the p95 that counts as answering well, with a fault; else null
 * @param busyConnectionsPeak the most connections waiting on the database at once (a round trip in flight, from its
 *     request until its answer reached the variant, the added latency included), counted by the proxy: the part of
 *     the pool a bound on it can hold busy; null in summaries written before the proxy counted them
 * @param busyConnectionsMean the mean number waiting over the whole run; null likewise
 * @param connectionsCarrying the connections that carried the load: at least a hundredth of the round trips of the
 *     busiest one, without a second, idle pool or a driver's monitoring connections; the pool bound divides by them;
 *     null where the proxy counted no round trip, and in summaries written before it counted them (whose bounds, like
 *     those, divide by {@code connectionsPeak})
 */
public record DbLink(double latencyMs, double measuredAddedMs, long roundTrips, long requests, Long proxyCpuMs,
    String fault, Outage outage, long connectionsPeak, java.util.List<Bound> bounds, Long recoveredAfterSeconds,
    Long recoverySloMs, Long busyConnectionsPeak, Double busyConnectionsMean, Long connectionsCarrying) {

  /** Summaries written before the bounds were recorded read as having none. */
  public DbLink {
    bounds = bounds == null ? java.util.List.of() : java.util.List.copyOf(bounds);
  }

  /** Database round trips per HTTP request: the figure the pool bounds divide by. */
  public double roundTripsPerRequest() {
    return requests == 0 ? 0 : (double) roundTrips / requests;
  }
}

package org.reactivebench.harness.results;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * How exactly the database latency proxy adds the round-trip time it is set to ({@code ./matrix link-accuracy}), on
 * the same machine as the benchmark: each level's cheapest round trips straight to the database and through the
 * proxy, and whether the difference is the latency asked for. Written as
 * {@code db-proxy/gatling-results/<run>/link-accuracy.json}.
 *
 * @param environment the machine, the JVM, the proxy's JVM flags and the commit
 * @param databases each database kind ({@code mysql}, {@code mongo}) and its server as it reports itself
 * @param firstWarmUpSeconds before the first level, how long each database's loop ran straight and then through the
 *     proxy, unmeasured: the client's, the proxy's and the embedded Mongo's JVMs compile their paths there
 * @param warmUpSeconds how long each loop ran before its measured window
 * @param seconds each loop's measured window
 * @param tolerance the largest error of the added round trip that passes, as a share of the latency (0.1: ±10 %)
 * @param levels in the order measured: by latency, then database, then connections
 */
public record LinkAccuracy(String runId, Instant startedAt, Environment environment, Map<String, String> databases,
    double firstWarmUpSeconds, double warmUpSeconds, double seconds, double tolerance, List<LinkAccuracyLevel> levels) {

  public static final String FILE = "link-accuracy.json";

  /** The levels with a verdict: all but the 0 ms control. */
  public List<LinkAccuracyLevel> judged() {
    return levels.stream().filter(level -> level.within() != null).toList();
  }

  /** How many of the judged levels added their latency within the tolerance. */
  public long withinTolerance() {
    return judged().stream().filter(LinkAccuracyLevel::within).count();
  }
}

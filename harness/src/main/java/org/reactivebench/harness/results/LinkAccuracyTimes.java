package org.reactivebench.harness.results;

import java.util.Arrays;

/**
 * The round trips of one closed loop that started in its measured window: how many, how many a second, and their
 * times in ms (mean, median, 99th percentile, longest).
 */
public record LinkAccuracyTimes(long roundTrips, double perSecond, double meanMs, double p50Ms, double p99Ms,
    double maxMs) {

  /**
   * @param nanos each round trip's time, in ns, in any order
   * @param seconds the measured window
   * @throws IllegalStateException when no round trip started in the window: the link was not carrying any
   */
  public static LinkAccuracyTimes of(long[] nanos, double seconds) {
    if (nanos.length == 0) {
      throw new IllegalStateException("no round trip started in the " + seconds + " s window");
    }
    long[] sorted = nanos.clone();
    Arrays.sort(sorted);
    double sum = 0;
    for (long time : sorted) {
      sum += time;
    }
    return new LinkAccuracyTimes(sorted.length, sorted.length / seconds, sum / sorted.length / 1e6,
        percentile(sorted, 0.50), percentile(sorted, 0.99), sorted[sorted.length - 1] / 1e6);
  }

  /** The nearest-rank percentile of sorted times, in ms. */
  private static double percentile(long[] sorted, double share) {
    int rank = (int) Math.ceil(share * sorted.length);
    return sorted[Math.max(rank, 1) - 1] / 1e6;
  }
}

package org.reactivebench.harness.results;

import java.util.Arrays;
import java.util.List;

/**
 * Figures of one request name (or of all requests): counts, response times in ms over OK and KO requests
 * (as Gatling's "total" column), and throughput over the whole measured window.
 */
public record RequestStats(String name, int count, int ok, int ko, long min, double mean, long p50, long p75,
    long p95, long p99, long max, double requestsPerSecond) {

  public static RequestStats of(String name, List<RequestRecord> requests, double windowSeconds) {
    long[] times = requests.stream().mapToLong(RequestRecord::responseTime).sorted().toArray();
    int ok = (int) requests.stream().filter(RequestRecord::ok).count();
    if (times.length == 0) {
      return new RequestStats(name, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }
    return new RequestStats(name, times.length, ok, times.length - ok, times[0], Arrays.stream(times).average().orElse(0),
        percentile(times, 50), percentile(times, 75), percentile(times, 95), percentile(times, 99),
        times[times.length - 1], windowSeconds > 0 ? times.length / windowSeconds : 0);
  }

  /** Nearest-rank percentile of sorted values: the smallest value with at least p % of values at or below it. */
  static long percentile(long[] sorted, double p) {
    int rank = (int) Math.ceil(p / 100.0 * sorted.length);
    return sorted[Math.max(0, Math.min(sorted.length, rank) - 1)];
  }

  public double koPercent() {
    return count == 0 ? 0 : 100.0 * ko / count;
  }
}

package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;

/**
 * When a label answered well again after a disruption ended: the first second from which, for {@code holdSeconds}
 * in a row, requests completed, none failed, and their p95 stayed within the SLO. A second in which nothing
 * completed is not a good second: a stalled label answers nothing.
 *
 * @param sloMs the p95 a good second stays within
 * @param holdSeconds how many good seconds in a row make a recovery
 */
public record Recovery(long sloMs, int holdSeconds) {

  /** One second of a load, by request end time: requests completed, KO among them, and their p95. */
  public record Second(long second, int requests, int ko, long p95) {

    boolean good(long sloMs) {
      return requests > 0 && ko == 0 && p95 <= sloMs;
    }
  }

  /**
   * @param series the load's seconds, in order, from its start
   * @param fromSecond the second the disruption ended, in the series' clock
   * @return the seconds from {@code fromSecond} until the first of {@code holdSeconds} good seconds in a row; empty
   *     if the series ends before such a run
   */
  public OptionalLong after(List<Second> series, long fromSecond) {
    int good = 0;
    for (Second second : series) {
      if (second.second() < fromSecond) {
        continue;
      }
      good = second.good(sloMs) ? good + 1 : 0;
      if (good == holdSeconds) {
        return OptionalLong.of(second.second() - holdSeconds + 1 - fromSecond);
      }
    }
    return OptionalLong.empty();
  }

  /** The seconds of a load from {@code startMs} (epoch ms), by request end time; seconds without requests included. */
  public static List<Second> seconds(List<RequestRecord> requests, long startMs) {
    long last = requests.stream().mapToLong(RequestRecord::end).max().orElse(startMs);
    int count = (int) Math.max(0, (last - startMs) / 1000 + 1);
    List<List<RequestRecord>> buckets = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      buckets.add(new ArrayList<>());
    }
    for (RequestRecord request : requests) {
      long index = (request.end() - startMs) / 1000;
      if (index >= 0 && index < count) {
        buckets.get((int) index).add(request);
      }
    }
    List<Second> series = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      List<RequestRecord> bucket = buckets.get(i);
      long[] times = bucket.stream().mapToLong(RequestRecord::responseTime).sorted().toArray();
      int ko = (int) bucket.stream().filter(r -> !r.ok()).count();
      series.add(new Second(i, bucket.size(), ko, times.length == 0 ? 0 : p95(times)));
    }
    return series;
  }

  private static long p95(long[] sorted) {
    return sorted[(int) Math.ceil(0.95 * sorted.length) - 1];
  }
}

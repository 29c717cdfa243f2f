package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** A loop's round-trip times: rate, mean and nearest-rank percentiles. */
class LinkAccuracyTimesTest {

  @Test
  void percentilesAreNearestRankInMilliseconds() {
    long[] nanos = LongStream.rangeClosed(1, 200).map(i -> 201 - i).map(i -> i * 10_000).toArray(); // 0.01 .. 2 ms
    LinkAccuracyTimes times = LinkAccuracyTimes.of(nanos, 4);

    assertEquals(200, times.roundTrips());
    assertEquals(50, times.perSecond(), 1e-9);
    assertEquals(1.005, times.meanMs(), 1e-9);
    assertEquals(1.00, times.p50Ms(), 1e-9);
    assertEquals(1.98, times.p99Ms(), 1e-9);
    assertEquals(2.00, times.maxMs(), 1e-9);
  }

  @Test
  void aWindowWithoutARoundTripIsAnError() {
    assertThrows(IllegalStateException.class, () -> LinkAccuracyTimes.of(new long[0], 10));
  }
}

package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class RequestStatsTest {

  @Test
  void nearestRankPercentile() {
    long[] hundred = new long[100];
    for (int i = 0; i < 100; i++) {
      hundred[i] = i + 1;
    }
    assertEquals(50, RequestStats.percentile(hundred, 50));
    assertEquals(95, RequestStats.percentile(hundred, 95));
    assertEquals(99, RequestStats.percentile(hundred, 99));
    assertEquals(100, RequestStats.percentile(hundred, 100));
    assertEquals(7, RequestStats.percentile(new long[] {7}, 99));
  }

  @Test
  void emptyRequestsGiveZeros() {
    RequestStats none = RequestStats.of("x", List.of(), 10);
    assertEquals(0, none.count());
    assertEquals(0, none.koPercent());
  }
}

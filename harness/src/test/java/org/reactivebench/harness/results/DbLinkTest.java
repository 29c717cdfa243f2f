package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DbLinkTest {

  @Test
  void thePoolBoundIsConnectionsOverRoundTripsTimesLatency() {
    // 6 round trips a request at 5 ms hold a connection 30 ms a request: 10 connections carry at most 333 req/s
    DbLink link = new DbLink(5, 5.2, 6_000, 1_000, 100L, null, null, 10);
    assertEquals(6, link.roundTripsPerRequest());
    assertEquals(10 / 0.030, link.poolBound().getAsDouble(), 1e-9);
  }

  @Test
  void noLatencyNoRoundTripsOrNoConnectionsNoBound() {
    assertTrue(new DbLink(0, 0.4, 6_000, 1_000, null, null, null, 10).poolBound().isEmpty());
    assertTrue(new DbLink(5, 5.1, 0, 1_000, null, null, null, 10).poolBound().isEmpty());
    assertTrue(new DbLink(5, 5.1, 6_000, 0, null, null, null, 10).poolBound().isEmpty());
    assertTrue(new DbLink(5, 5.1, 6_000, 1_000, null, null, null, 0).poolBound().isEmpty());
  }
}

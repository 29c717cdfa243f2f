package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Figures computed from a hand-made simulation.log whose answers were worked out by hand. */
class LoadStatisticsTest {

  static LoadStatistics statistics;

  @BeforeAll
  static void readKnownLog() throws Exception {
    statistics = LoadStatistics.of(SimulationLog.read(knownLog()));
  }

  static Path knownLog() throws URISyntaxException {
    return Path.of(LoadStatisticsTest.class.getResource("/simulation-known.log").toURI());
  }

  static RequestStats request(String name) {
    return statistics.requests().stream().filter(r -> r.name().equals(name)).findFirst().orElseThrow();
  }

  @Test
  void countsOkAndKoPerRequestAndOverall() {
    assertEquals(10, request("Get all operations").count());
    assertEquals(9, request("Get all operations").ok());
    assertEquals(1, request("Get all operations").ko());
    assertEquals(13, statistics.global().count());
    assertEquals(11, statistics.global().ok());
    assertEquals(2, statistics.global().ko());
  }

  @Test
  void responseTimesAreEndMinusStartWithNearestRankPercentiles() {
    RequestStats all = request("Get all operations");
    assertEquals(1, all.min());
    assertEquals(10, all.max());
    assertEquals(5.5, all.mean(), 1e-9);
    assertEquals(5, all.p50());
    assertEquals(8, all.p75());
    assertEquals(10, all.p95());
    assertEquals(10, all.p99());

    RequestStats login = request("Authentication");
    assertEquals(200, login.mean(), 1e-9);
    assertEquals(100, login.p50());
    assertEquals(300, login.p75());
  }

  @Test
  void globalFiguresPoolEveryRequest() {
    RequestStats global = statistics.global();
    assertEquals(1, global.min());
    assertEquals(300, global.max());
    assertEquals(457.0 / 13, global.mean(), 1e-9);
    assertEquals(6, global.p50());
    assertEquals(300, global.p95());
  }

  @Test
  void throughputIsOverTheWholeMeasuredWindow() {
    assertEquals(1000500, statistics.windowStart());
    assertEquals(1010900, statistics.windowEnd());
    assertEquals(10 / 10.4, request("Get all operations").requestsPerSecond(), 1e-9);
    assertEquals(13 / 10.4, statistics.global().requestsPerSecond(), 1e-9);
  }

  @Test
  void errorsAreGroupedByGatlingsMessage() {
    assertEquals(Map.of("status.find.is(200), but actually found 500", 1, "j.n.ConnectException: Connection refused", 1),
        statistics.errors());
  }

  @Test
  void usersAreCountedFromUserRecords() {
    assertEquals(2, statistics.usersStarted());
    assertEquals(2, statistics.usersEnded());
  }

  @Test
  void timeInRequestsPerUserComesFromTheUserVisitGroup() {
    assertEquals(new LoadStatistics.UserTime(2, 250, 100, 400, 400), statistics.userTime());
  }

  @Test
  void koAreSortedByCause() {
    assertEquals(Map.of("status 500", 1, "connection refused", 1), statistics.koCauses());
  }

  @Test
  void timeSeriesHasFiveSecondWindowsByEndTime() {
    assertEquals(3, statistics.timeSeries().size());
    assertEquals(new LoadStatistics.TimeWindow(0, 7, 1, 7 / 5.0, 100, 2), statistics.timeSeries().get(0));
    assertEquals(new LoadStatistics.TimeWindow(5, 5, 1, 1.0, 10, 2), statistics.timeSeries().get(1));
    assertEquals(new LoadStatistics.TimeWindow(10, 1, 0, 0.2, 300, 1), statistics.timeSeries().get(2));
  }

  @Test
  void logsOfSeveralLoadGeneratorsMerge() throws Exception {
    LoadStatistics merged = LoadStatistics.of(SimulationLog.read(knownLog(), knownLog()));
    assertEquals(26, merged.global().count());
    assertEquals(4, merged.global().ko());
    assertEquals(4, merged.usersStarted());
    assertEquals(request("Get all operations").p95(), merged.requests().get(0).p95());
  }
}

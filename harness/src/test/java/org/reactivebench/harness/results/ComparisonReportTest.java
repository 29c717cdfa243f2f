package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class ComparisonReportTest {

  static Summary summary(String label, LoadStatistics statistics, boolean saturated) {
    Environment environment = new Environment("Test CPU", 2, 24L << 30, "Linux", "OpenJDK 17", List.of("-Xmx1g"), "abc123");
    return new Summary(label, label, null, "20260101-000000-smoke", 1, "smoke", new Summary.LoadParameters(10, 2, 0.01),
        Instant.EPOCH, Instant.EPOCH, environment, "MariaDB 11.4.5", "3.12.0", 7500,
        new Summary.Cost(1000, 2.5, 300L << 20, 400L, 500, saturated ? 0.9 : 0.1, saturated), statistics);
  }

  @Test
  void rendersOneGlobalRowPerVariantAndOneRowPerRequestAndVariant() throws Exception {
    LoadStatistics statistics = LoadStatistics.of(SimulationLog.read(LoadStatisticsTest.knownLog()));
    String markdown = ComparisonReport.render(List.of(summary("mysql-spring4", statistics, false),
        summary("mysql-spring5", statistics, false)));

    assertTrue(markdown.contains("| ⚠ mysql-spring4 | 13 | 2 | 15.4 | 35.2 | 6 | 300 | 300 | 300 | 1.25 | 7.50 | 2.50 | 0.10 |"),
        markdown);
    assertTrue(markdown.contains("| Get all operations | ⚠ mysql-spring5 | 10 | 1 | 10 | 5.50 | 5 | 10 | 10 | 10 | 0.96 |"),
        markdown);
    assertEquals(2, markdown.lines().filter(l -> l.startsWith("| Authentication |")).count());
    assertTrue(markdown.contains("| ⚠ mysql-spring4 | 1 | j.n.ConnectException: Connection refused |"), markdown);
    assertTrue(markdown.contains("Profile: **smoke** (10 users over 2 s, pause factor 0.01)"), markdown);
    assertTrue(markdown.contains("Test CPU, 2 cores, 24 GiB"), markdown);
  }

  @Test
  void flagsOnlyRunsWithKoOrASaturatedLoadGenerator() {
    LoadStatistics clean = LoadStatistics.of(new SimulationLog("3.12.0", 0, List.of(0L), List.of(90L),
        List.of(new RequestRecord("Authentication", 0, 80, true, "")), List.of(new UserVisit(0, 90, 80, true))));
    String markdown = ComparisonReport.render(List.of(summary("calm", clean, false), summary("busy", clean, true)));
    assertTrue(markdown.contains("| calm | 1 | 0 |"), markdown);
    assertTrue(markdown.contains("| ⚠ busy | 1 | 0 |"), markdown);
    assertFalse(markdown.contains("KO by cause"), markdown);
  }

  @Test
  void numbersAreRoundedForReading() {
    assertEquals("3", ComparisonReport.number(3.0));
    assertEquals("3.14", ComparisonReport.number(3.14159));
    assertEquals("31.4", ComparisonReport.number(31.4159));
    assertEquals("314", ComparisonReport.number(314.159));
  }
}

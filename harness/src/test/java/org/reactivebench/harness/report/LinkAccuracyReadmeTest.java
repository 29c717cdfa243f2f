package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.LinkAccuracy;
import org.reactivebench.harness.results.LinkAccuracyLevel;
import org.reactivebench.harness.results.LinkAccuracyStore;
import org.reactivebench.harness.results.LinkAccuracyTimes;

/** The link-accuracy verdicts and {@code db-proxy/gatling-results/README.md}, on synthetic figures. */
class LinkAccuracyReadmeTest {

  private static final double TOLERANCE = 0.10;
  private static final Environment ENVIRONMENT = new Environment("Test CPU @ 3.00GHz", 2, 24L << 30,
      "Linux 6.1 (amd64)", "OpenJDK 17", List.of("-Xms256m", "-Xmx256m", "-XX:+UseG1GC"), "abc123");

  @TempDir
  Path root;

  @Test
  void aLevelPassesWhenTheAddedMeanIsWithinTenPercentOfTheLatency() {
    LinkAccuracyLevel within = level(5, 0.10, 5.55, null);
    assertEquals(5.45, within.addedMs(), 1e-9);
    assertEquals(9.0, within.errorPercent(), 1e-9);
    assertTrue(within.within());

    LinkAccuracyLevel over = level(5, 0.10, 5.65, null);
    assertEquals(11.0, over.errorPercent(), 1e-9);
    assertFalse(over.within());

    LinkAccuracyLevel under = level(20, 0.10, 17.90, null);
    assertEquals(-11.0, under.errorPercent(), 1e-9);
    assertFalse(under.within());
  }

  @Test
  void theZeroLevelIsTheControlWithoutAVerdictAndTheOthersSubtractIt() {
    LinkAccuracyLevel control = level(0, 0.10, 0.55, null);
    assertTrue(control.control());
    assertNull(control.within());
    assertNull(control.errorPercent());
    assertEquals(0.45, control.addedMs(), 1e-9);

    LinkAccuracyLevel five = level(5, 0.10, 5.65, control.addedMs());
    assertEquals(5.10, five.addedOverControlMs(), 1e-9);
    assertFalse(five.within(), "the verdict is on the added mean itself, hop included");
  }

  @Test
  void theReadmeListsTheRunsNewestFirstWithTheMachineTheVerdictsAndTheControl() throws IOException {
    LinkAccuracyStore.write(run("20261125-090000-link-accuracy", 5.45), root.resolve(LinkAccuracyReadme.FOLDER)
        .resolve("20261125-090000-link-accuracy"));
    LinkAccuracyStore.write(run("20261124-080000-link-accuracy", 5.65), root.resolve(LinkAccuracyReadme.FOLDER)
        .resolve("20261124-080000-link-accuracy"));

    List<LinkAccuracy> runs = LinkAccuracyReadme.under(root);
    assertEquals(List.of("20261125-090000-link-accuracy", "20261124-080000-link-accuracy"),
        runs.stream().map(LinkAccuracy::runId).toList());
    String readme = LinkAccuracyReadme.render(runs);

    assertTrue(readme.indexOf("## Run 20261125-090000-link-accuracy") < readme.indexOf(
        "## Run 20261124-080000-link-accuracy"), readme);
    assertTrue(readme.contains("- Machine: Test CPU @ 3.00GHz, 2 cores; OpenJDK 17, db-proxy flags "
        + "`-Xms256m -Xmx256m -XX:+UseG1GC`; commit `abc123`\n"), readme);
    assertTrue(readme.contains("- mysql: JDBC `SELECT 1` on MariaDB 11.4.5\n"), readme);
    assertTrue(readme.contains("- mongo: `{ping: 1}` on mongo-java-server 1.47.0\n"), readme);
    assertTrue(readme.contains("- Round trips: first 10 s straight and as long through the proxy on each database, "
        + "unmeasured; then per level and loop 2 s warm-up, then 10 s timed, straight and through the proxy; "
        + "a level passes within ±10 % of the latency\n"), readme);
    assertTrue(readme.contains("- **1 of 2 levels** added their latency within ±10 %"), readme);
    assertTrue(readme.contains("- **0 of 2 levels** added their latency within ±10 %"), readme);
    assertTrue(readme.contains("| database | connections | latency ms | direct rt/s | direct mean ms |"), readme);
    assertTrue(readme.contains("| mysql | 10 | 0 | 100000 | 0.100 | 0.090 | 0.300 | 18182 | 0.550 | 0.540 | 0.800 "
        + "| 0.450 | – | 0.420 | hop 0.450 ms | control |"), readme);
    assertTrue(readme.contains("| mysql | 10 | 5 | 100000 | 0.100 | 0.090 | 0.300 | 1835 | 5.450 | 5.440 | 5.700 "
        + "| 5.350 | 4.900 | 5.320 | +7.0 % | within ±10 % |"), readme);
    assertTrue(readme.contains("| mongo | 10 | 5 | 100000 | 0.100 | 0.090 | 0.300 | 1770 | 5.650 | 5.640 | 5.900 "
        + "| 5.550 | 5.100 | 5.520 | +11.0 % | **outside ±10 %** |"), readme);
  }

  @Test
  void theReportGeneratorWritesItBesideNoOtherReportAndTheSameBytesTwice() throws IOException {
    Path folder = root.resolve(LinkAccuracyReadme.FOLDER).resolve("20261125-090000-link-accuracy");
    LinkAccuracyStore.write(run("20261125-090000-link-accuracy", 5.45), folder);

    ReportGenerator.Result result = ReportGenerator.generate(root, root);
    Path readme = root.resolve("db-proxy/gatling-results/README.md");
    assertEquals(List.of(readme), result.written());
    assertEquals(0, result.summaries());
    byte[] once = Files.readAllBytes(readme);
    ReportGenerator.generate(root, root);
    assertArrayEquals(once, Files.readAllBytes(readme));
    assertEquals(run("20261125-090000-link-accuracy", 5.45), LinkAccuracyStore.read(folder.resolve(LinkAccuracy.FILE)));
  }

  /** A run at 0 and 5 ms on both databases; at 5 ms the MariaDB proxied mean is the argument, Mongo's 0.2 more. */
  private static LinkAccuracy run(String runId, double mysqlProxiedMs) {
    List<LinkAccuracyLevel> levels = new ArrayList<>();
    Map<String, Double> controls = new LinkedHashMap<>();
    for (double latency : List.of(0.0, 5.0)) {
      for (String database : List.of("mysql", "mongo")) {
        double proxied = latency == 0 ? 0.55 : mysqlProxiedMs + (database.equals("mongo") ? 0.2 : 0);
        LinkAccuracyLevel level = level(latency, 0.10, proxied, controls.get(database), database);
        if (level.control()) {
          controls.put(database, level.addedMs());
        }
        levels.add(level);
      }
    }
    Map<String, String> databases = new LinkedHashMap<>();
    databases.put("mysql", "MariaDB 11.4.5");
    databases.put("mongo", "mongo-java-server 1.47.0");
    return new LinkAccuracy(runId, Instant.parse("2026-11-25T09:00:00Z"), ENVIRONMENT, databases,
        10, 2, 10, TOLERANCE, levels);
  }

  private static LinkAccuracyLevel level(double latency, double directMs, double proxiedMs, Double control) {
    return level(latency, directMs, proxiedMs, control, "mysql");
  }

  private static LinkAccuracyLevel level(double latency, double directMs, double proxiedMs, Double control,
      String database) {
    LinkAccuracyTimes direct = new LinkAccuracyTimes(1_000_000, 10 / directMs * 1000, directMs, directMs - 0.01,
        directMs + 0.2, directMs + 1);
    LinkAccuracyTimes proxied = new LinkAccuracyTimes(10_000, 10 / proxiedMs * 1000, proxiedMs, proxiedMs - 0.01,
        proxiedMs + 0.25, proxiedMs + 2);
    return LinkAccuracyLevel.of(database, latency, 10, direct, proxied, proxiedMs - directMs - 0.03, 12_345, 12,
        control, TOLERANCE);
  }
}

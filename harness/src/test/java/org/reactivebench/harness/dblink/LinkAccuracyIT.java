package org.reactivebench.harness.dblink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.Matrix;
import org.reactivebench.harness.results.LinkAccuracy;
import org.reactivebench.harness.results.LinkAccuracyLevel;
import org.reactivebench.harness.results.LinkAccuracyStore;

/**
 * {@code ./matrix link-accuracy} on the embedded MariaDB and Mongo, one short level each at 5 ms: the JSON holds what
 * the proxy added, near 5 ms (a wide band: this asserts that it measures, not how well this machine does), and the
 * README is made from it.
 */
class LinkAccuracyIT {

  private static final double LATENCY_MS = 5;
  private static final int CONNECTIONS = 10;

  @TempDir
  Path output;

  @Test
  void measuresTheAddedRoundTripOnBothDatabasesAndWritesItsJsonAndReadme() throws Exception {
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream originalOut = System.out;
    int exitCode;
    try {
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      exitCode = Matrix.execute("link-accuracy", "--latencies", "5", "--connections", "10", "--seconds", "2",
          "--first-warm-up", "2", "--warm-up", "1", "--output", output.toString());
    } finally {
      System.setOut(originalOut);
    }
    String console = printed.toString(StandardCharsets.UTF_8);
    System.out.print(console);
    assertEquals(0, exitCode, console);
    assertTrue(console.contains("mysql +5 ms, 10 connections: direct"), console);
    assertTrue(console.contains("mongo +5 ms, 10 connections: direct"), console);

    Path folder = output.resolve("db-proxy/gatling-results");
    LinkAccuracy accuracy = LinkAccuracyStore.read(onlyRun(folder).resolve(LinkAccuracy.FILE));
    assertEquals(List.of("mysql", "mongo"), accuracy.levels().stream().map(LinkAccuracyLevel::database).toList());
    for (LinkAccuracyLevel level : accuracy.levels()) {
      assertEquals(LATENCY_MS, level.latencyMs());
      assertEquals(CONNECTIONS, level.connections());
      assertTrue(level.addedMs() >= 3 && level.addedMs() <= 9, "added near 5 ms: " + level);
      assertTrue(level.proxyMeasuredMs() >= 3 && level.proxyMeasuredMs() <= 9, "the proxy measured near 5 ms: "
          + level);
      assertTrue(level.proxyConnectionsPeak() >= CONNECTIONS, "every caller on a connection of its own: " + level);
      assertTrue(level.proxied().roundTrips() >= CONNECTIONS, level.toString());
      assertTrue(level.direct().perSecond() > level.proxied().perSecond(), "the latency slows a closed loop: "
          + level);
    }
    String readme = Files.readString(folder.resolve("README.md"));
    assertTrue(readme.contains("## Run " + accuracy.runId()), readme);
  }

  private static Path onlyRun(Path folder) throws Exception {
    try (Stream<Path> runs = Files.list(folder)) {
      List<Path> found = runs.filter(Files::isDirectory).toList();
      assertEquals(1, found.size(), found.toString());
      return found.get(0);
    }
  }
}

package org.reactivebench.harness.dblink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.MatrixCommand;
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
    String console = MatrixCommand.succeeds("link-accuracy", "--latencies", "5", "--connections", "10", "--seconds",
        "2", "--first-warm-up", "2", "--warm-up", "1", "--output", output.toString());
    System.out.print(console);
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

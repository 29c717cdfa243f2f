package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.results.LoadStatistics.TimeWindow;
import org.reactivebench.harness.results.Outage;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;

/**
 * The downstream service stopped for a few seconds in the middle of a passthrough load and started again, under one
 * variant of each client style: RestTemplate on the request thread (mysql-spring4), RestTemplate behind
 * {@code subscribeOn} (mysql-spring5-reactive-entity) and WebClient (mongo-spring5-reactive-repo). Every failed call
 * is a 502, 503 or 504 (never a 500, never a dropped connection), none takes longer than the clients' read timeout,
 * and the variant answers without errors again by the end of the run without being restarted.
 */
class DownstreamOutageIT {

  /** What a loaded 2-core machine may add to a client's timeout. */
  private static final long SCHEDULING_MARGIN_MS = 1500;

  @TempDir
  Path output;

  @Test
  void variantsAnswerADownstreamOutageWithGatewayErrorsAndRecoverByThemselves() throws Exception {
    List<String> variants = List.of("mysql-spring4", "mysql-spring5-reactive-entity", "mongo-spring5-reactive-repo");
    int exitCode = Matrix.execute(Stream.concat(Stream.of("run"), Stream.concat(variants.stream(), Stream.of(
        "--profile", "smoke", "--journey", "passthrough", "--model", "closed", "--concurrency", "30", "--duration",
        "40", "--pause-factor", "0.2", "--delay", "100", "--stop-downstream-after", "12", "--downstream-downtime",
        "5", "--output", output.toString()))).toArray(String[]::new));
    assertEquals(0, exitCode);
    MatrixIT.assertNoChildProcessLeft();

    for (String variant : variants) {
      Summary summary;
      try (Stream<Path> runs = Files.list(output.resolve(variant).resolve("gatling-results"))) {
        summary = SummaryStore.read(runs.map(run -> run.resolve(SummaryStore.SUMMARY_FILE)).filter(Files::isRegularFile)
            .findFirst().orElseThrow());
      }
      assertNotNull(summary.passthrough(), variant + ": a passthrough run");
      Outage outage = summary.passthrough().downstreamOutage();
      assertNotNull(outage, variant + ": the outage is in the summary");
      assertTrue(outage.downtimeMs() >= 5000, variant + ": " + outage);
      assertTrue(outage.ko() > 0, variant + ": calls made while the downstream was down fail: " + outage);
      assertTrue(Set.of("status 502", "status 503", "status 504").containsAll(outage.koCauses().keySet()),
          variant + " answers a missing downstream with a gateway error only: " + outage.koCauses());
      long timeoutMs = Stream.of("connect-timeout-ms", "pending-acquire-timeout-ms", "read-timeout-ms")
          .mapToLong(name -> Long.parseLong(summary.passthrough().clientSettings().get("bench.downstream." + name)))
          .max().orElseThrow();
      assertTrue(outage.longestKoMs() <= timeoutMs + SCHEDULING_MARGIN_MS,
          variant + " gives up within its client's longest timeout (" + timeoutMs + " ms): " + outage);
      assertTrue(outage.recoveryMs() >= outage.downtimeMs(), variant + ": " + outage);
      List<TimeWindow> series = summary.statistics().timeSeries();
      TimeWindow last = series.get(series.size() - 1);
      assertTrue(last.requests() > 0, variant + " is still served at the end: " + series);
      assertEquals(0, last.ko(), variant + " answers without errors again by the end of the run: " + series);
      assertTrue(summary.integrity().consistent(), variant + ": " + summary.integrity());
    }
  }
}

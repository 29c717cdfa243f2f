package org.reactivebench.harness.dblink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.MatrixCommand;
import org.reactivebench.harness.results.DbLink;
import org.reactivebench.harness.results.Summary;

/**
 * A run through the latency proxy, with a black hole on the database link mid-load: the summary records the link
 * (latency asked and measured, round trips per request, connections open and waiting) and what the black hole did
 * (when, the KO by cause, the longest, the recovery), and the variant, never restarted, answers well again after it.
 */
class DbLinkFaultIT {

  @TempDir
  Path output;

  @Test
  void aBlackHoleOnTheDatabaseLinkIsReportedAndTheVariantRecoversWithoutARestart() throws Exception {
    String console = run("--users", "100", "--ramp", "25", "--db-black-hole-after", "8", "--db-fault-seconds", "4");
    assertTrue(console.contains("fault injection: a black hole on the database link for 4 s"), console);

    Summary summary = MatrixCommand.onlySummary(output);
    DbLink link = summary.dbLink();
    assertNotNull(link, "the summary records the database link");
    assertEquals(1.0, link.latencyMs());
    assertTrue(link.roundTripsPerRequest() >= 1, "every request of the journey reaches the database at least once: "
        + link.roundTripsPerRequest());
    assertNotNull(link.outage(), "the black hole's outage is in the summary");
    assertTrue(link.outage().atSecond() >= 8, "8 s after the first request, not after the load generator's launch: "
        + link.outage());
    assertTrue(link.outage().recoveryMs() >= 4_000, "not over before the black hole was: " + link.outage());
    assertNotNull(link.recoveredAfterSeconds(), "answering well again (no KO, p95 within " + link.recoverySloMs()
        + " ms, 10 s in a row) before the end of the load, without a restart: " + link);
    assertEquals(link.outage().ko(), link.outage().koCauses().values().stream().mapToInt(Integer::intValue).sum(),
        "every KO has a cause: " + link.outage());
    assertEquals(link.connectionsPeak(), link.busyConnectionsPeak(),
        "the black hole held every connection of the pool waiting on the database: " + link);
    assertTrue(link.busyConnectionsMean() > 0 && link.busyConnectionsMean() < link.connectionsPeak(), link.toString());
    assertTrue(link.connectionsCarrying() >= 1 && link.connectionsCarrying() <= link.connectionsPeak(),
        "the connections that carried the load are counted, among those open: " + link);
    assertTrue(summary.statistics().global().ok() > 0, "requests were answered");
    assertTrue(summary.integrity().consistent(), "nothing lost: " + summary.integrity());
  }

  /**
   * A black hole longer than the pool's wait for a connection (Hikari's 30 s): requests that wait that long for one
   * are answered with an error, a KO with its cause, and the variant answers well again once the link is back,
   * without a restart.
   */
  @Test
  void aBlackHoleLongerThanThePoolsWaitYieldsKoOfAStatedCause() throws Exception {
    String console = run("--users", "240", "--ramp", "80", "--db-black-hole-after", "10", "--db-fault-seconds", "35");
    DbLink link = MatrixCommand.onlySummary(output).dbLink();
    assertNotNull(link.outage(), console);
    assertTrue(link.outage().ko() > 0, "requests that waited 30 s for a connection failed: " + link.outage());
    assertTrue(link.outage().koCauses().keySet().stream().allMatch(cause -> !cause.isBlank()),
        "every KO has a cause: " + link.outage());
    assertNotNull(link.recoveredAfterSeconds(), "answering well again without a restart: " + link);
  }

  /**
   * Runs mysql-spring5's smoke load at +1 ms with the contract's load checks and the given load and fault, and
   * returns what it printed, once it ended with exit code 0.
   */
  private String run(String... loadAndFault) {
    java.util.List<String> arguments = new java.util.ArrayList<>(List.of("run", "mysql-spring5", "--profile", "smoke",
        "--pause-factor", "0.05", "--db-latency", "1", "--contract-checks", "load", "--output", output.toString()));
    arguments.addAll(List.of(loadAndFault));
    return MatrixCommand.succeeds(arguments.toArray(String[]::new));
  }
}

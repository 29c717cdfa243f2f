package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.results.Integrity;
import org.reactivebench.harness.results.Overload;
import org.reactivebench.harness.results.Limit;
import org.reactivebench.harness.results.Summary;

/**
 * A short overload profile against one variant (phases of 10, 10 and 20 s around a given capacity, after a warm-up
 * of at most 20 s): the summary holds the three phases with their goodput and process figures, the recovery after
 * the overload, whether the variant stayed alive, and the integrity counts against what the clients were told.
 */
class OverloadIT {

  @TempDir
  Path output;

  @Test
  void theSummaryHoldsThePhasesTheRecoveryAndTheIntegrityCounts() throws Exception {
    String console = MatrixCommand.succeeds("run", "mysql-spring5", "--profile", "overload", "--capacity", "4", "--phase-seconds", "10",
        "--warm-up", "20", "--contract-checks", "load", "--variant-cpus", "shared", "--output", output.toString());
    assertTrue(console.contains("baseline 10 s at 2 users/s, overload 10 s at 8 users/s, recovery 20 s at 2 users/s"),
        console);

    Summary summary = MatrixCommand.onlySummary(output);
    assertNull(summary.stepping(), "phases, not steps: no capacity is looked for");
    Overload overload = summary.overload();
    assertNotNull(overload, "the summary holds the overload's phases");
    assertEquals(List.of("baseline", "overload", "recovery"), overload.phases().stream().map(Overload.Phase::name)
        .toList());
    assertEquals(4, overload.capacity(), 1e-9);
    assertEquals(List.of(2.0, 8.0, 2.0), overload.phases().stream().map(Overload.Phase::offered).toList());
    for (Overload.Phase phase : overload.phases()) {
      assertTrue(phase.requests() > 0 && phase.goodput() > 0, "the label answered in every phase: " + phase);
      assertTrue(phase.rssPeakBytes() > 0 && phase.threadsPeak() > 0, "the variant was sampled: " + phase);
    }
    assertTrue(overload.alive());
    // 8 journeys/s is below what mysql-spring5 carries on two cores: it answers well as soon as the 2x phase ends
    assertNotNull(overload.recoverySeconds(), "answering well again within the recovery phase: " + overload);
    assertEquals(overload.phases().get(2).endSeconds(), overload.goodPerSecond().size(), 1.0);

    Integrity integrity = summary.integrity();
    assertTrue(integrity.told(), "the integrity check counts what the clients were told: " + integrity);
    assertTrue(integrity.created() > 0 && integrity.deleted() > 0, integrity.toString());
    assertTrue(integrity.consistent(), "nothing lost or unexplained: " + integrity);

    // the limits that decide a KO, as the label ran: stated, and read back where the process shows them
    java.util.Map<String, Limit> limits = summary.limits().stream()
        .collect(java.util.stream.Collectors.toMap(Limit::name, limit -> limit));
    assertEquals("60 s", limits.get("request timeout of the load generator").value(), limits.toString());
    assertEquals("200", limits.get("request threads (maximum)").value());
    assertTrue(limits.get("accept queue").readBack() && limits.get("accept queue").value().matches("\\d+"),
        limits.toString());
    assertTrue(limits.get("request threads started").readBack(), limits.toString());
    // Hikari keeps its pool of 10 open once the load is over
    assertTrue(limits.get("database connections open after the load").value().startsWith("10 to :"),
        limits.toString());
    assertTrue(console.contains("limits: request timeout of the load generator 60 s"), console);
  }
}

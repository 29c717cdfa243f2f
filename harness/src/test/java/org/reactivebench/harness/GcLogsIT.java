package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.harness.results.Summary;

/**
 * A short stepped run of a Mongo variant: the variant, the embedded Mongo server and Gatling each write a GC log, and
 * every step records the longest pause of each of the three in its window, so that a stall can be told from a pause.
 */
class GcLogsIT {

  @TempDir
  Path output;

  @Test
  void everyStepHoldsTheLongestGcPauseOfTheVariantTheDatabaseAndTheLoadGenerator() throws Exception {
    MatrixCommand.succeeds("run", "mongo-spring5", "--journey", "crud", "--model", "open", "--levels", "4,8",
        "--level", "5", "--profile", "smoke", "--contract-checks", "load", "--variant-cpus", "shared", "--output",
        output.toString());

    Summary summary = MatrixCommand.onlySummary(output);
    assertNotNull(summary.stepping(), "a stepped load");
    List<StepResult> steps = summary.stepping().steps();
    assertEquals(2, steps.size(), steps.toString());
    for (StepResult step : steps) {
      assertEquals(Set.of(StepResult.VARIANT, StepResult.DATABASE, StepResult.LOAD_GENERATOR),
          step.longestGcPauseMs().keySet(), step.toString());
    }
    try (Stream<Path> files = Files.walk(output)) {
      List<Path> generatorLogs = files.filter(f -> f.getFileName().toString().equals("gatling-gc.log")).toList();
      assertFalse(generatorLogs.isEmpty(), "Gatling's JVM wrote its GC log beside its report");
      for (Path log : generatorLogs) {
        assertTrue(Files.readString(log).contains("] Using "), "-Xlog:gc names its collector in " + log);
      }
    }
  }
}

package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.results.DatabaseRestart;
import org.reactivebench.harness.results.LoadStatistics.TimeWindow;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;

/**
 * The database server restarted in the middle of a measured run, once under a MySQL and once under a Mongo variant:
 * each variant recovers by itself (no KO at the end of the run, nothing lost), and the summary says what it cost.
 */
class DatabaseRestartIT {

  @TempDir
  Path output;

  @Test
  void variantsRecoverFromADatabaseRestartWithoutBeingRestarted() throws Exception {
    int exitCode = Matrix.execute("run", "mysql-spring5", "mongo-spring5", "--profile", "smoke", "--users", "40",
        "--ramp", "30", "--pause-factor", "0.05", "--restart-database-after", "10", "--output", output.toString());
    assertEquals(0, exitCode);
    MatrixIT.assertNoChildProcessLeft();

    for (String variant : List.of("mysql-spring5", "mongo-spring5")) {
      Summary summary;
      try (Stream<Path> runs = Files.list(output.resolve(variant).resolve("gatling-results"))) {
        summary = SummaryStore.read(runs.map(run -> run.resolve(SummaryStore.SUMMARY_FILE)).filter(Files::isRegularFile)
            .findFirst().orElseThrow());
      }
      DatabaseRestart restart = summary.databaseRestart();
      assertNotNull(restart, variant + ": the restart is in the summary");
      assertTrue(restart.downtimeMs() > 0, variant + ": " + restart);
      assertTrue(restart.recoveryMs() >= restart.downtimeMs(), variant + ": " + restart);
      List<TimeWindow> series = summary.statistics().timeSeries();
      TimeWindow last = series.get(series.size() - 1);
      assertEquals(0, last.ko(), variant + " answers without errors again by the end of the run: " + series);
      assertTrue(summary.integrity().consistent(), variant + ": " + summary.integrity());
    }
  }
}

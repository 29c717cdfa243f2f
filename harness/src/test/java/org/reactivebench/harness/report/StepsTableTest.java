package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.variant.VariantCatalog;

/** The steps table of a stepped run: the host's reads per step where the run timed them, and no column where not. */
class StepsTableTest {

  @Test
  void theHostReadsOfEachStepAreTheirMedianOverTheRepetitions() throws IOException {
    Path root = Workspace.defaultRoot();
    // step i of repetition r read 200 + 10 × i + r ns: over r1 to r3 a median of 202 + 10 × i, from 201 to 203
    List<StoredSummary> summaries = SummaryFiles.under(ResultTree.reference(root)).summaries().stream()
        .filter(s -> s.summary().runId().equals(CostTablesTest.RUN))
        .map(s -> new StoredSummary(s.file(), Fixtures.withHostReads(s.summary(),
            index -> 200.0 + 10 * index + s.summary().repetition()))).toList();
    RunResults timed = RunResults.group(summaries, VariantCatalog.discover(root).all()).get(0);

    String table = CapacityTables.steps(timed).markdown();
    assertTrue(table.lines().findFirst().orElseThrow().contains(CapacityTables.HOST_READS), table);
    assertTrue(table.lines().anyMatch(line -> line.matches("\\| [^|]+ \\| 1 \\|.*\\| 202 \\(201–203\\) \\| [^|]+ \\|")),
        table);
  }

  @Test
  void aRunThatDidNotTimeTheHostHasNoColumnForIt() throws IOException {
    Path root = Workspace.defaultRoot();
    List<StoredSummary> summaries = SummaryFiles.under(ResultTree.reference(root)).summaries().stream()
        .filter(s -> s.summary().runId().equals(CostTablesTest.RUN)).toList();
    RunResults run = RunResults.group(summaries, VariantCatalog.discover(root).all()).get(0);

    assertFalse(CapacityTables.steps(run).markdown().contains(CapacityTables.HOST_READS));
  }
}

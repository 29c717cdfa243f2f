package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.CostPerRequest;
import org.reactivebench.harness.results.HostSpeed;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.variant.VariantCatalog;

/**
 * The cost table of a stepped run, read from the committed capacity reference run (four labels, three interleaved
 * repetitions): the baseline, the ratios paired by repetition, and a verdict only where the intervals allow one.
 */
class CostTablesTest {

  static final String RUN = "20261124-162735-capacity";

  static RunResults run;

  @BeforeAll
  static void readTheReferenceRun() throws IOException {
    Path root = Workspace.defaultRoot();
    List<StoredSummary> summaries = SummaryFiles.under(ResultTree.reference(root)).summaries();
    run = RunResults.group(summaries, VariantCatalog.discover(root).all()).stream()
        .filter(r -> r.runId().equals(RUN)).findFirst().orElseThrow(() -> new AssertionError(RUN + " is committed"));
  }

  @Test
  void mysqlSpring5IsTheBaselineWhereTheRunHasIt() {
    assertTrue(CostTables.applies(run));
    assertEquals("mysql-spring5", CostTables.baseline(run).label());
    String table = CostTables.table(run).markdown();
    assertTrue(table.contains("| 1 (baseline) |"), table);
    assertEquals(run.labels().size(), table.lines().filter(l -> l.contains("| 1 (baseline) |")
        || l.contains("not distinguishable") || l.contains("distinguishable:")).count(), "a verdict in every row");
  }

  @Test
  void aBaselineTheCommandChoseReplacesTheDefault() throws IOException {
    Path root = Workspace.defaultRoot();
    String chosen = "mysql-spring4";
    List<StoredSummary> summaries = SummaryFiles.under(ResultTree.reference(root)).summaries().stream()
        .filter(s -> s.summary().runId().equals(RUN))
        .map(s -> new StoredSummary(s.file(), Fixtures.withBaseline(s.summary(), chosen))).toList();
    RunResults chosenRun = RunResults.group(summaries, VariantCatalog.discover(root).all()).get(0);

    assertEquals(chosen, CostTables.baseline(chosenRun).label());
    String table = CostTables.table(chosenRun).markdown();
    assertTrue(table.contains("× " + chosen), table);
    assertTrue(table.lines().anyMatch(l -> l.startsWith("| " + chosen + " ") && l.contains("| 1 (baseline) |")),
        table);
  }

  @Test
  void theRatioPairsEachRepetitionWithTheBaselinesOfTheSameRepetition() {
    LabelResult baseline = CostTables.baseline(run);
    for (LabelResult label : run.labels()) {
      List<Double> paired = new ArrayList<>();
      for (int repetition = 1; repetition <= 3; repetition++) {
        paired.add(perCpu(label, repetition) / perCpu(baseline, repetition));
      }
      Interval ratio = CostTables.ratio(label, baseline);
      assertEquals(Interval.of(paired), ratio, label.label());
      double ofMeans = CostTables.interval(label, CostPerRequest::requestsPerSecondPerCpu).mean()
          / CostTables.interval(baseline, CostPerRequest::requestsPerSecondPerCpu).mean();
      if (label != baseline) {
        assertNotEquals(ofMeans, ratio.mean(), 1e-6, "the mean of paired ratios, not the ratio of the means");
      }
    }
  }

  @Test
  void aVerdictOnlyWhereTheCostIntervalsDoNotOverlap() {
    LabelResult baseline = CostTables.baseline(run);
    LabelResult other = run.labels().stream().filter(l -> l != baseline).findFirst().orElseThrow();
    Interval around1000 = Interval.of(List.of(990.0, 1000.0, 1010.0));
    Interval around700 = Interval.of(List.of(690.0, 700.0, 710.0));
    Interval wide = Interval.of(List.of(600.0, 1000.0, 1400.0));

    assertEquals("baseline", CostTables.verdict(baseline, baseline, around1000, around1000));
    assertEquals("**distinguishable: cheaper**", CostTables.verdict(other, baseline, around700, around1000));
    assertEquals("**distinguishable: dearer**", CostTables.verdict(other, baseline, around1000, around700));
    assertEquals("not distinguishable", CostTables.verdict(other, baseline, wide, around1000));
    assertEquals("one repetition: no verdict",
        CostTables.verdict(other, baseline, Interval.of(List.of(700.0)), around1000));
    assertEquals("no baseline cost", CostTables.verdict(other, baseline, around700, null));
  }

  @Test
  void theCostInTheHostsOwnSpeedDividesEachRepetitionsCheckTimeByItsCost() throws IOException {
    Path root = Workspace.defaultRoot();
    // repetition r's CPU was timed at 50 × r ms a check (a host twice as slow in r2 as in r1), 90 + r ns a read;
    // during its load at 100 + r ns a read, except r3's, which was not timed during its load
    List<StoredSummary> summaries = SummaryFiles.under(ResultTree.reference(root)).summaries().stream()
        .filter(s -> s.summary().runId().equals(RUN))
        .map(s -> new StoredSummary(s.file(), Fixtures.withHostSpeed(s.summary(),
            during(new HostSpeed(1, 50.0 * s.summary().repetition(), 0, 40, 9, true,
                90.0 + s.summary().repetition(), 80.0, null, null), s.summary().repetition())))).toList();
    RunResults timed = RunResults.group(summaries, VariantCatalog.discover(root).all()).get(0);
    LabelResult label = timed.labels().get(0);

    List<Double> expected = label.summaries().stream()
        .map(s -> 50.0 * s.repetition() * 1000 / s.stepping().cost().stackMicros()).toList();
    assertEquals(Interval.of(expected), CostTables.perCheck(label));
    assertEquals(null, CostTables.perCheck(run.labels().get(0)), "the reference run did not time its CPUs");
    assertTrue(CostTables.table(timed).markdown().contains(CostTables.format(Interval.of(expected))));
    String warmUps = CostTables.warmUps(timed).markdown();
    assertTrue(warmUps.contains("| 50, 100, 150 | 91, 92, 93 | 101, 102, – |"), warmUps);
  }

  private static HostSpeed during(HostSpeed before, int repetition) {
    return repetition == 3 ? before : before.during(100.0 + repetition, 60);
  }

  private static double perCpu(LabelResult label, int repetition) {
    Summary summary = label.summaries().stream().filter(s -> s.repetition() == repetition).findFirst().orElseThrow();
    return summary.stepping().cost().requestsPerSecondPerCpu();
  }
}

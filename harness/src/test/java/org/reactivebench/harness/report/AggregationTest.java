package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.reactivebench.harness.report.Fixtures.stored;
import static org.reactivebench.harness.report.Fixtures.summary;
import static org.reactivebench.harness.report.Fixtures.withCpu;
import static org.reactivebench.harness.report.Fixtures.withGlobal;
import static org.reactivebench.harness.report.Fixtures.withKo;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.loadspec.OperationJourney;

/** Repetitions of a label aggregate into median (min–max), noisy figures marked, runs and labels in a stable order. */
class AggregationTest {

  static final String RUN = "20260102-090000-quick";

  @Test
  void repetitionsOfALabelGiveMedianAndRangeAndAMarkWhenNoisy() {
    List<StoredSummary> summaries = List.of(
        stored(withCpu(withGlobal(summary(RUN, "mysql-spring5", null, 1, "quick", 1), 100, 50), 10)),
        stored(withCpu(withGlobal(summary(RUN, "mysql-spring5", null, 2, "quick", 1), 130, 52), 12)),
        stored(withCpu(withGlobal(summary(RUN, "mysql-spring5", null, 3, "quick", 1), 110, 51), 11)));
    RunResults run = RunResults.group(summaries, Fixtures.mysqlVariants()).get(0);

    assertEquals(1, run.labels().size());
    assertEquals(3, run.repetitions());
    // mean 100, 130, 110: median 110, spread 30 / 110 = 27 %: noisy; req/s 50..52: 2 / 51 = 4 %; CPU 10..12: 18 %
    String row = RunTables.global(run).markdown().lines().filter(l -> l.startsWith("| mysql-spring5 ")).findFirst()
        .orElseThrow();
    assertTrue(row.startsWith("| mysql-spring5 | 260 | 0 | 110 (100–130)~ | "), row);
    assertTrue(row.contains("| 51 (50–52) | 11 (10–12)~ |"), row);
    assertTrue(ResultsReadme.render(List.of(run), Map.of(), Reference2017.empty(), Map.of(), false)
        .contains("a trailing ~ marks a noisy figure, whose spread (max − min) / median exceeds 15 %"));
  }

  @Test
  void perRequestFiguresAggregateTheSameWay() {
    List<StoredSummary> summaries = List.of(stored(summary(RUN, "mysql-spring4", null, 1, "quick", 1.0)),
        stored(summary(RUN, "mysql-spring4", null, 2, "quick", 1.5)),
        stored(summary(RUN, "mysql-spring4", null, 3, "quick", 2.0)));
    RunResults run = RunResults.group(summaries, Fixtures.mysqlVariants()).get(0);
    // Authentication: mean 80 x 1, 1.5, 2 = 80, 120, 160; p95 twice that
    assertTrue(RunTables.perRequest(run).markdown().contains(
        "| Authentication | mysql-spring4 | 10 | 0 | 0 | 120 (80–160)~ | 120 (80–160)~ | 240 (160–320)~ |"),
        RunTables.perRequest(run).markdown());
  }

  @Test
  void runsAreNewestFirstAndLabelsInTheMatrixOrder() {
    List<StoredSummary> summaries = List.of(
        stored(summary("20260101-080000-quick", "mysql-spring4", null, 1, "quick", 1)),
        stored(summary(RUN, "mysql-spring5-reactive-entity", "parallel", 1, "quick", 1)),
        stored(summary(RUN, "mysql-spring5-reactive-entity", "bounded-elastic", 1, "quick", 1)),
        stored(summary(RUN, "mysql-spring5", null, 1, "quick", 1)),
        stored(summary(RUN, "unknown-variant", null, 1, "quick", 1)),
        stored(summary(RUN, "mysql-spring4", null, 1, "quick", 1)));
    List<RunResults> runs = RunResults.group(summaries, Fixtures.mysqlVariants());

    assertEquals(List.of(RUN, "20260101-080000-quick"), runs.stream().map(RunResults::runId).toList());
    assertEquals(List.of("mysql-spring4", "mysql-spring5", "mysql-spring5-reactive-entity[bounded-elastic]",
        "mysql-spring5-reactive-entity[parallel]", "unknown-variant"),
        runs.get(0).labels().stream().map(LabelResult::label).toList());
    assertEquals(OperationJourney.REQUEST_NAMES, runs.get(0).requestNames());
  }

  @Test
  void koIsFlaggedAndCountedByCauseOverTheRepetitions() {
    List<StoredSummary> summaries = List.of(
        stored(withKo(summary(RUN, "mysql-spring4", null, 1, "quick", 1), "Get created operation", 2, "timeout")),
        stored(withKo(summary(RUN, "mysql-spring4", null, 2, "quick", 1), "Get created operation", 3, "timeout")),
        stored(summary(RUN, "mysql-spring5", null, 1, "quick", 1)));
    RunResults run = RunResults.group(summaries, Fixtures.mysqlVariants()).get(0);
    String markdown = ResultsReadme.render(List.of(run), Map.of(), Reference2017.empty(), Map.of(), false);

    assertTrue(markdown.contains("| ⚠ mysql-spring4 | 260 | 0.96 (0.77–1.15)~ |"), markdown);
    assertTrue(markdown.contains("| mysql-spring5 | 260 | 0 |"), markdown);
    assertTrue(markdown.contains("| ⚠ mysql-spring4 | timeout | 5 |"), markdown);
    assertTrue(markdown.contains("⚠ marks a label whose run had KO requests or a saturated load generator"), markdown);
  }
}

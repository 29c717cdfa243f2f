package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.results.Summary;

/** The capacity profile's reference gathered over the committed runs that measured it in slices. */
class CapacityProfileTest {

  private static final CommittedRuns COMMITTED = CommittedRuns.read();
  private static final List<StoredSummary> summaries = COMMITTED.summaries();
  private static final List<RunResults> runs = COMMITTED.runs();
  private static final Map<String, Integer> colors = COMMITTED.colors();

  @Test
  void eachLabelComesFromTheNewestRunThatRepeatedItWithACostWithoutTheJitOnASteadyHost() {
    List<List<Summary>> repeated = summaries.stream().map(StoredSummary::summary)
        .filter(s -> s.profile().equals(CapacityProfile.PROFILE) && s.stepping() != null)
        .collect(Collectors.groupingBy(s -> s.runId() + " " + s.label())).values().stream()
        .filter(group -> group.size() >= 3 && group.stream().allMatch(s -> s.stepping().cost() != null
            && s.stepping().cost().jitMicros() != null)).toList();
    Map<String, String> newestSteady = new TreeMap<>();
    Map<String, String> newest = new TreeMap<>();
    for (List<Summary> group : repeated) {
      if (hostSpread(group) <= 0.10) {
        newestSteady.merge(group.get(0).label(), group.get(0).runId(), (a, b) -> a.compareTo(b) >= 0 ? a : b);
      }
      newest.merge(group.get(0).label(), group.get(0).runId(), (a, b) -> a.compareTo(b) >= 0 ? a : b);
    }
    newest.putAll(newestSteady);
    CapacityProfile profile = CapacityProfile.of(runs, colors);
    Map<String, String> gathered = new TreeMap<>();
    profile.rows().forEach((label, row) -> gathered.put(label, row.run().runId()));
    assertEquals(newest, gathered);
    assertTrue(profile.applies(), "the committed reference was measured in several runs");
  }

  /** The larger spread of the BCrypt check timed on either CPU before each repetition; 0 where not timed. */
  private static double hostSpread(List<Summary> repetitions) {
    List<Summary> timed = repetitions.stream().filter(s -> s.hostSpeed() != null).toList();
    if (timed.size() < 2) {
      return 0;
    }
    return Math.max(percentOfMedian(timed.stream().map(s -> s.hostSpeed().variantMsPerCheck()).toList()),
        percentOfMedian(timed.stream().map(s -> s.hostSpeed().otherMsPerCheck()).toList())) / 100;
  }

  @Test
  void aNewerRunOnAHostThatMovedIsPassedOverAndNamedWithItsSpreads() {
    // A later steady re-run replaces a run on a host that moved, so the reference as it stood up to some run holds one.
    CapacityProfile profile = runs.stream().map(RunResults::runId).distinct().sorted(Comparator.reverseOrder())
        .map(last -> CapacityProfile.of(runs.stream().filter(run -> run.runId().compareTo(last) <= 0).toList(), colors))
        .filter(upTo -> !upTo.passedOver().isEmpty()).findFirst().orElse(null);
    assertNotNull(profile, "the committed runs hold a label repeated on a host that moved, with an older steady run");
    StringBuilder md = new StringBuilder();
    profile.section(md);
    for (CapacityProfile.Row row : profile.passedOver()) {
      CapacityProfile.Row taken = profile.rows().get(row.label().label());
      assertTrue(row.run().runId().compareTo(taken.run().runId()) > 0, row.run().runId() + " is the newer");
      assertTrue(CapacityProfile.hostSpread(row.label()) > CapacityProfile.STEADY_HOST);
      assertTrue(md.toString().contains("- " + RunTables.label(row.label()) + " in [" + row.run().runId() + "]"),
          row.run().runId() + " is named as passed over");
    }
  }

  @Test
  void theTableHasARowALabelAndNamesEveryRunItCameFrom() {
    CapacityProfile profile = CapacityProfile.of(runs, colors);
    String table = profile.table().markdown();
    assertEquals(profile.rows().size() + 2, table.lines().count(), "a header, its rule, one row a label");
    StringBuilder md = new StringBuilder();
    profile.section(md);
    for (RunResults source : profile.sources()) {
      assertTrue(table.contains("| " + profile.letter(source) + " |"), source.runId() + " gave a row");
      assertTrue(md.toString().contains("(" + profile.letter(source) + ") [" + source.runId() + "]"));
    }
  }

  @Test
  void theRatioIsToTheBaselineOfTheLabelsOwnRun() {
    CapacityProfile profile = CapacityProfile.of(runs, colors);
    List<String> lines = profile.table().markdown().lines().skip(2).toList();
    List<CapacityProfile.Row> rows = List.copyOf(profile.rows().values());
    for (int i = 0; i < rows.size(); i++) {
      LabelResult baseline = CostTables.baseline(rows.get(i).run());
      String expected = rows.get(i).label() == baseline ? "| 1 (baseline) |" : " × " + baseline.label() + " |";
      assertTrue(lines.get(i).contains(expected), lines.get(i) + " should hold " + expected);
    }
  }

  @Test
  void theCapacitySpreadsInJourneysAndInRequestsPerSecondAsTheRunsCostTableDoes() {
    CapacityProfile profile = CapacityProfile.of(runs, colors);
    List<String> lines = profile.table().markdown().lines().skip(2).toList();
    List<CapacityProfile.Row> rows = List.copyOf(profile.rows().values());
    for (int i = 0; i < rows.size(); i++) {
      List<Summary> repetitions = rows.get(i).label().summaries();
      String journeys = percentSpread(repetitions.stream().map(s -> s.stepping().capacity().throughput()).toList());
      String requests = percentSpread(repetitions.stream().map(s -> s.stepping().cost().requestsPerSecond())
          .toList());
      assertTrue(lines.get(i).contains("(" + journeys + " %; " + requests + " % in req/s) |"),
          lines.get(i) + " should give the spreads " + journeys + " % and " + requests + " % in req/s");
    }
    assertTrue(lines.stream().anyMatch(line -> !line.contains("(0 %; 0 % in req/s)")), "the spreads are measured");
  }

  private static String percentSpread(List<Double> values) {
    return Format.number(percentOfMedian(values));
  }

  private static double percentOfMedian(List<Double> values) {
    Spread spread = Spread.of(values);
    return 100 * (spread.max() - spread.min()) / spread.median();
  }

  @Test
  void aReferenceMeasuredInOneRunNeedsNoGathering() {
    RunResults one = CapacityProfile.of(runs, colors).sources().get(0);
    assertFalse(CapacityProfile.of(List.of(one), colors).applies());
    assertFalse(CapacityProfile.of(runs.stream().filter(run -> !run.profile().equals(CapacityProfile.PROFILE))
        .toList(), colors).applies());
  }
}

package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.DbLink;
import org.reactivebench.harness.results.Summary;

/** The db-latency profile gathered over the committed runs that measured it in slices. */
class DbLatencyProfileTest {

  private static final CommittedRuns COMMITTED = CommittedRuns.read();
  private static final List<StoredSummary> summaries = COMMITTED.summaries();
  private static final List<RunResults> runs = COMMITTED.runs();
  private static final Map<String, Integer> colors = COMMITTED.colors();

  @Test
  void eachLabelAndLatencyComesFromTheNewestRunThatMeasuredIt() {
    Map<String, String> newest = new TreeMap<>();
    for (StoredSummary stored : summaries) {
      Summary s = stored.summary();
      if (s.profile().equals(DbLatencyProfile.PROFILE) && s.dbLink() != null && s.stepping() != null) {
        newest.merge(DbLinkTables.withoutLatency(s.label()) + " at " + s.dbLink().latencyMs(), s.runId(),
            (a, b) -> a.compareTo(b) >= 0 ? a : b);
      }
    }
    DbLatencyProfile profile = DbLatencyProfile.of(runs, colors);
    Map<String, String> gathered = new TreeMap<>();
    profile.lines().forEach((line, cells) -> cells.forEach((latency, cell) ->
        gathered.put(line + " at " + latency, cell.run().runId())));
    assertEquals(newest, gathered);
    assertTrue(profile.applies(), "the committed profile was measured in several runs");
  }

  @Test
  void theChartAndTheTableShowEveryMeasuredCell() {
    DbLatencyProfile profile = DbLatencyProfile.of(runs, colors);
    Chart.Lines chart = profile.chart(colors);
    profile.lines().forEach((line, cells) -> {
      List<double[]> expected = cells.entrySet().stream().filter(e -> e.getValue().throughput() != null)
          .map(e -> new double[] {e.getKey(), e.getValue().throughput()}).toList();
      List<double[]> drawn = chart.series().stream().filter(s -> s.name().equals(line)).findFirst()
          .map(Chart.LineSeries::points).orElse(List.of());
      assertEquals(expected.size(), drawn.size(), line);
      for (int i = 0; i < expected.size(); i++) {
        assertEquals(expected.get(i)[0], drawn.get(i)[0], 1e-9, line);
        assertEquals(expected.get(i)[1], drawn.get(i)[1], 1e-9, line);
      }
    });
    String table = profile.table().markdown();
    assertEquals(profile.lines().size() + 2, table.lines().count(), "a header, its rule, one row a label");
    StringBuilder md = new StringBuilder();
    profile.section(md, List.of(chart));
    for (RunResults source : profile.sources()) {
      assertTrue(table.contains("(" + profile.letter(source) + ")"), source.runId() + " gave a figure");
      assertTrue(md.toString().contains("(" + profile.letter(source) + ") [" + source.runId() + "]"));
    }
    assertTrue(md.toString().contains("charts/" + DbLatencyProfile.CHART + ".png"));
  }

  @Test
  void theDashboardDrawsTheGatheredChartInItsOwnSection() throws IOException {
    DbLatencyProfile profile = DbLatencyProfile.of(runs, colors);
    String html = Dashboard.render(List.of(), Map.of(DbLatencyProfile.SECTION, List.of(profile.chart(colors))));
    assertTrue(html.contains("<section id=\"" + DbLatencyProfile.SECTION + "\">"), "its section");
    assertTrue(html.contains("id=\"" + DbLatencyProfile.CHART + "\"><canvas>"), "its chart");
    assertFalse(Dashboard.render(List.of(), Map.of()).contains(DbLatencyProfile.SECTION), "none without it");
  }

  @Test
  void aBoundThatDividedByEveryOpenConnectionIsNotShown() {
    List<Bound> bounds = List.of(new Bound("database connections", 17.7, "20 connections ÷ (56 round trips × 20 ms)"));
    DbLink before = new DbLink(20, 20.03, 5600, 2400, null, null, null, 20, bounds, null, null, 11L, 6.0, null);
    DbLink since = new DbLink(20, 20.03, 5600, 2400, null, null, null, 20, bounds, null, null, 11L, 6.0, 10L);
    assertNull(new DbLatencyProfile.Cell(null, null, before).lowestBound(), "counted before carrying connections");
    assertEquals(17.7, new DbLatencyProfile.Cell(null, null, since).lowestBound(), 1e-9);
  }

  @Test
  void aProfileMeasuredInOneRunNeedsNoGathering() {
    RunResults one = runs.stream().filter(run -> run.profile().equals(DbLatencyProfile.PROFILE)).findFirst()
        .orElseThrow();
    assertFalse(DbLatencyProfile.of(List.of(one), colors).applies());
    assertFalse(DbLatencyProfile.of(runs.stream().filter(run -> !run.profile().equals(DbLatencyProfile.PROFILE))
        .toList(), colors).applies());
  }
}

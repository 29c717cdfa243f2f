package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.Overload;
import org.reactivebench.harness.results.Soak;
import org.reactivebench.harness.results.SteadyState;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.variant.VariantCatalog;

/**
 * The overload and soak tables say beside each label whether its warm-up reached steady state before the phases, so
 * that a label measured on a JIT still compiling is not read like one that settled.
 */
class PhasedTablesTest {

  @Test
  void theOverloadTableSaysWhenEachWarmUpSettledAndFlagsOneThatNever() throws IOException {
    String table = OverloadTables.phases(run(
        Fixtures.withPhases(Fixtures.summary("r1", "mysql-spring5", null, 1, "overload", 1), overload(), null,
            warmUp(12, 7)),
        Fixtures.withPhases(Fixtures.summary("r1", "mysql-spring4", null, 1, "overload", 1), overload(), null,
            warmUp(18, null)))).markdown();
    assertTrue(row(table, "mysql-spring5").endsWith("| 80 |"), table);
    assertTrue(row(table, "mysql-spring4").endsWith("| **never** (ran 180) |"), table);
  }

  @Test
  void theSoakTableFlagsAWarmUpThatNeverSettledAndLeavesOneWithoutWindowsBlank() throws IOException {
    String table = SoakTables.minutes(run(
        Fixtures.withPhases(Fixtures.summary("r1", "mysql-spring5", null, 1, "soak", 1), null, soak(), null),
        Fixtures.withPhases(Fixtures.summary("r1", "mysql-spring4", null, 1, "soak", 1), null, soak(),
            warmUp(30, null)))).markdown();
    assertTrue(row(table, "mysql-spring5").endsWith("| no | – |"), table);
    assertTrue(row(table, "mysql-spring4").endsWith("| no | **never** (ran 300) |"), table);
  }

  private static RunResults run(Summary... summaries) throws IOException {
    return RunResults.group(List.of(summaries).stream().map(Fixtures::stored).toList(),
        VariantCatalog.discover(Workspace.defaultRoot()).all()).get(0);
  }

  private static String row(String table, String label) {
    return table.lines().filter(l -> l.startsWith("| " + label + " |")).findFirst().orElseThrow();
  }

  /** {@code count} windows of 10 s, settled at window {@code settledAt} (null: never). */
  private static SteadyState warmUp(int count, Integer settledAt) {
    List<SteadyState.Window> windows = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      windows.add(new SteadyState.Window(10.0 * i, 1000, 80, 1500, 2000, 100, 0.3, 8));
    }
    return new SteadyState(10, 0.05, windows, settledAt, null);
  }

  private static Overload overload() {
    List<Overload.Phase> phases = List.of(phase("baseline", 0.5, 0), phase(Overload.OVERLOAD, 2, 60),
        phase("recovery", 0.5, 120));
    return new Overload(30, 360, 250, phases, 10, 12L, true, List.of());
  }

  private static Overload.Phase phase(String name, double factor, double start) {
    return new Overload.Phase(name, factor, 30 * factor, start, 60, 1000, 1000, 15, Map.of(), 5, 9, 20, 900L << 20,
        900L << 20, 40, 40, 0.9, 0.3);
  }

  private static Soak soak() {
    Soak.Minute minute = new Soak.Minute(1200, 20, 900L << 20, 120, 40);
    return new Soak(30, 21, 600, 12000, 0, Map.of(), minute, minute, 40, 120, 9, false, false, false, true);
  }
}

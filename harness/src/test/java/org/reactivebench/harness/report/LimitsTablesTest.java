package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.Limit;
import org.reactivebench.harness.variant.VariantCatalog;

/** The limits section: one row a label, one column a limit, read-back values in italics, the sources below. */
class LimitsTablesTest {

  private static final Limit TIMEOUT = new Limit("request timeout of the load generator", "60 s", false,
      "Gatling's gatling-defaults.conf");

  @Test
  void eachLabelIsARowAndEachLimitAColumn() throws IOException {
    RunResults run = RunResults.group(List.of(
        Fixtures.stored(Fixtures.withLimits(Fixtures.summary("r1", "mysql-spring5", null, 1, "overload", 1), List.of(
            TIMEOUT, new Limit("request threads (maximum)", "200", false, "Spring Boot 2.7.18's default"),
            new Limit("accept queue", "100", true, "the kernel's listen backlog")))),
        Fixtures.stored(Fixtures.withLimits(Fixtures.summary("r1", "mysql-spring5-reactive-rest", "bounded-elastic",
            1, "overload", 1), List.of(TIMEOUT, new Limit("accept queue", "4096", true,
            "the kernel's listen backlog"))))),
        VariantCatalog.discover(Workspace.defaultRoot()).all()).get(0);
    assertTrue(LimitsTables.applies(run));
    String table = LimitsTables.table(run).markdown();
    assertTrue(table.startsWith("| label | request timeout of the load generator | request threads (maximum) | "
        + "accept queue |"), table);
    assertTrue(table.contains("| mysql-spring5 | 60 s | 200 | *100* |"), table);
    assertTrue(table.contains("| mysql-spring5-reactive-rest[bounded-elastic] | 60 s | – | *4096* |"), table);
    StringBuilder md = new StringBuilder();
    LimitsTables.section(md, run);
    assertTrue(md.toString().contains("- request threads (maximum): Spring Boot 2.7.18's default\n"), md.toString());
    assertEquals(1, md.toString().lines().filter(l -> l.startsWith("- accept queue:")).count(), "sources said once");
  }

  @Test
  void summariesWithoutLimitsHaveNoSection() throws IOException {
    RunResults run = RunResults.group(List.of(Fixtures.stored(Fixtures.summary("r1", "mysql-spring5", null, 1,
        "quick", 1))), VariantCatalog.discover(Workspace.defaultRoot()).all()).get(0);
    assertFalse(LimitsTables.applies(run));
  }
}

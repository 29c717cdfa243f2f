package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.reactivebench.harness.report.Fixtures.stored;
import static org.reactivebench.harness.report.Fixtures.summary;
import static org.reactivebench.harness.report.Fixtures.withCpu;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.variant.Variant;

/** Each variant against the baseline its manifest names; requests its axis leaves alone are controls. */
class BaselineComparisonTest {

  static final String RUN = "20260102-090000-quick";

  static Map<String, Variant> manifests() {
    Map<String, Variant> manifests = new LinkedHashMap<>();
    Fixtures.mysqlVariants().forEach(v -> manifests.put(v.name(), v));
    manifests.put("mongo-spring5-reactive-repo", Fixtures.variant("mongo-spring5-reactive-repo", "repository",
        "mongo-spring5-reactive-rest", "bounded-elastic"));
    return manifests;
  }

  static RunResults run() {
    return RunResults.group(List.of(
        stored(withCpu(summary(RUN, "mysql-spring4", null, 1, "quick", 1.0), 8)),
        stored(withCpu(summary(RUN, "mysql-spring5", null, 1, "quick", 2.0), 10)),
        stored(withCpu(summary(RUN, "mysql-spring5-reactive-entity", "bounded-elastic", 1, "quick", 3.0), 15)),
        stored(withCpu(summary(RUN, "mysql-spring5-reactive-rest", "parallel", 1, "quick", 1.0), 5))),
        Fixtures.mysqlVariants()).get(0);
  }

  static BaselineComparison.Row row(List<BaselineComparison.Row> rows, String label, String request) {
    return rows.stream().filter(r -> r.variant().label().equals(label) && r.request().equals(request)).findFirst()
        .orElseThrow();
  }

  @Test
  void ratiosAreVariantOverBaselineForEachRequestNameAndCpu() {
    List<BaselineComparison.Row> rows = BaselineComparison.of(run(), manifests());

    BaselineComparison.Row spring5 = row(rows, "mysql-spring5", "Authentication");
    assertEquals("mysql-spring4", spring5.baseline().label());
    assertEquals(2.0, spring5.mean().value(), 1e-9, "80 x 2 / 80 x 1");
    assertEquals(2.0, spring5.p95().value(), 1e-9);
    assertEquals(1.0, spring5.requestsPerSecond().value(), 1e-9, "the same number of requests in the same window");
    assertNull(spring5.cpuPerRequest(), "CPU is a whole-run figure");
    assertEquals(1.25, row(rows, "mysql-spring5", BaselineComparison.ALL_REQUESTS).cpuPerRequest().value(), 1e-9);

    BaselineComparison.Row entity = row(rows, "mysql-spring5-reactive-entity[bounded-elastic]", "Get all operations");
    assertEquals("mysql-spring5", entity.baseline().label(), "a scheduler label against the scheduler-less baseline");
    assertEquals(1.5, entity.mean().value(), 1e-9);
    assertEquals(1.5, row(rows, "mysql-spring5-reactive-entity[bounded-elastic]", BaselineComparison.ALL_REQUESTS)
        .cpuPerRequest().value(), 1e-9);
    assertTrue(rows.stream().noneMatch(r -> r.variant().label().equals("mysql-spring4")), "no baseline, no row");
  }

  @Test
  void onlyTheOperationOnlyAxesHaveControlsAndTheyAreTheRequestsNotAboutOperations() {
    List<BaselineComparison.Row> rows = BaselineComparison.of(run(), manifests());
    List<String> entityControls = rows.stream()
        .filter(r -> r.variant().variant().equals("mysql-spring5-reactive-entity") && r.control())
        .map(BaselineComparison.Row::request).toList();

    assertEquals(List.of("First unauthenticated request", "Authentication", "Authenticated request"), entityControls);
    assertTrue(rows.stream().filter(r -> !r.variant().variant().equals("mysql-spring5-reactive-entity"))
        .noneMatch(BaselineComparison.Row::control), "spring5 and reactive-rest touch every request");

    Variant repository = manifests().get("mongo-spring5-reactive-repo");
    assertTrue(BaselineComparison.isControl(repository, "Authenticated request"));
    assertFalse(BaselineComparison.isControl(repository, "Delete created OPERATION"));
    assertFalse(BaselineComparison.isControl(manifests().get("mysql-spring5-reactive-rest"), "Authentication"));
  }

  @Test
  void theTableMarksControlsAndExplainsThem() {
    String markdown = ResultsReadme.render(List.of(run()), manifests(), Reference2017.empty(), Map.of(), false);

    assertTrue(markdown.contains("| mysql-spring5-reactive-entity[bounded-elastic] | mysql-spring5 | Authentication "
        + "| **control** | 1.50 | 1.50 |  |"), markdown);
    assertTrue(markdown.contains("| mysql-spring5-reactive-entity[bounded-elastic] | mysql-spring5 | "
        + "Get created operation | axis | 1.50 | 1.50 |  |"), markdown);
    assertTrue(markdown.contains("| mysql-spring5-reactive-rest[parallel] | mysql-spring5 | All requests |  | 0.50 "
        + "| 0.50 | 0.50 |"), markdown);
    assertTrue(markdown.contains("a control far from 1.0 means the setup is unfair"), markdown);
    assertFalse(markdown.contains("req/s ×"), "an open load the variants keep up with sets req/s: no ratio of it");
  }

  @Test
  void aBaselineWithSchedulersIsMatchedOnTheSameScheduler() {
    RunResults run = RunResults.group(List.of(
        stored(summary(RUN, "mysql-spring5-reactive-rest", "parallel", 1, "quick", 1.0)),
        stored(summary(RUN, "mysql-spring5-reactive-rest", "bounded-elastic", 1, "quick", 1.0))),
        Fixtures.mysqlVariants()).get(0);
    assertEquals("mysql-spring5-reactive-rest[bounded-elastic]",
        BaselineComparison.baselineOf(run, "mysql-spring5-reactive-rest", "bounded-elastic").label());
    assertEquals("mysql-spring5-reactive-rest[bounded-elastic]",
        BaselineComparison.baselineOf(run, "mysql-spring5-reactive-rest", "elastic").label(), "first in matrix order");
    assertNull(BaselineComparison.baselineOf(run, "mysql-spring5", null));
  }
}

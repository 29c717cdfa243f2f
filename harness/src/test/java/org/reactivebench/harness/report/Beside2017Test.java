package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.reactivebench.harness.report.Fixtures.stored;
import static org.reactivebench.harness.report.Fixtures.summary;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.loadspec.OperationJourney;

/** A paper run is set beside the figures the 2017 study published for the same variant and request name. */
class Beside2017Test {

  @TempDir
  Path root;

  @Test
  void aPaperRunGetsTheTableOfTheSameVariantsAndRequestNames() throws IOException {
    Fixtures.writeReference(root);
    Reference2017 reference = Reference2017.read(root.resolve(Reference2017.FILE));
    RunResults paper = RunResults.group(List.of(stored(summary("20260101-080000-paper", "mysql-spring4", null, 1,
        "paper", 50)), stored(summary("20260101-080000-paper", "mysql-spring5-reactive-rest", "bounded-elastic", 1,
        "paper", 70))), Fixtures.mysqlVariants()).get(0);

    String markdown = ResultsReadme.render(List.of(paper), Map.of(), reference, Map.of(), false);

    assertTrue(markdown.contains("### Beside the 2017 study"), markdown);
    assertTrue(markdown.contains("2017 hardware and versions (Spring Boot 1.5.4 and 2.0.0.M2 on Undertow, "
        + "application and database on one 4-core i7-4790K, Gatling on a separate machine)"), markdown);
    // the 2017 file has mysql-spring4's ALL row twice (one per folder), with the same figures: shown once
    assertEquals(1, markdown.lines().filter(l -> l.startsWith("| mysql-spring4 | All requests |")).count(), markdown);
    // fixture: all-requests mean = 50 x (sum of count x mean) / 260 = 50 x 2200 / 260
    assertTrue(markdown.contains("| mysql-spring4 | All requests | defaultSpring4 | 423 | 975 | 8000 | 5766 | 4.33 "
        + "| 734 | 0 | 0 |"), markdown);
    assertTrue(markdown.contains("| mysql-spring4 | Authentication | defaultSpring4 | 4000 | 4191 | 8000 | 6940 | "
        + "0.17 | 28.3 | 0 | 0 |"), markdown);
    // bounded-elastic did not exist in 2017: both of 2017's schedulers are shown
    assertTrue(markdown.contains("| mysql-spring5-reactive-rest[bounded-elastic] | All requests | reactiveMysql (parallel) "
        + "|"), markdown);
    assertTrue(markdown.contains("| mysql-spring5-reactive-rest[bounded-elastic] | All requests | reactiveMysql (elastic) "
        + "|"), markdown);
    assertTrue(markdown.contains("| 1.52 |"), "2017's KO % of the parallel run: 1502 / 98968");
  }

  @Test
  void otherProfilesHaveNoSuchTable() throws IOException {
    Fixtures.writeReference(root);
    RunResults quick = RunResults.group(List.of(stored(summary("20260101-080000-quick", "mysql-spring4", null, 1,
        "quick", 1))), Fixtures.mysqlVariants()).get(0);
    assertFalse(ResultsReadme.render(List.of(quick), Map.of(), Reference2017.read(root.resolve(Reference2017.FILE)),
        Map.of(), false).contains("2017"));
  }

  @Test
  void theCommittedReferenceFileReadsWithEveryVariantAndRequestName() throws IOException {
    Path committed = Path.of(System.getProperty("matrix.root", "..")).resolve(Reference2017.FILE);
    Reference2017 reference = Reference2017.read(committed);
    for (String request : OperationJourney.REQUEST_NAMES) {
      assertEquals(1, reference.matching("mysql-spring4", null, request).size(), request);
      assertEquals(2, reference.matching("mongo-spring5-reactive-entity", "bounded-elastic", request).size(), request);
      assertEquals(1, reference.matching("mongo-spring5-reactive-rest", "parallel", request).size(), request);
    }
    assertEquals(975, reference.matching("mysql-spring4", null, Reference2017.ALL).get(0).mean());
  }
}

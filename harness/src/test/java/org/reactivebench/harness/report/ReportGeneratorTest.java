package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.Matrix;
import org.reactivebench.harness.results.SummaryStore;

/** The reports on disk: what is written, where, and that the same summaries always give the same bytes. */
class ReportGeneratorTest {

  @TempDir
  Path first;

  @TempDir
  Path second;

  @Test
  void theSameSummariesGiveTheSameBytesInEveryFile() throws IOException {
    Fixtures.writeMatrix(first);
    Fixtures.writeMatrix(second);

    ReportGenerator.generate(first, first);
    ReportGenerator.generate(second, second);
    Map<String, byte[]> once = files(first);
    Map<String, byte[]> other = files(second);

    assertEquals(once.keySet(), other.keySet());
    once.forEach((file, bytes) -> assertArrayEquals(bytes, other.get(file), file + " differs between two roots"));

    ReportGenerator.generate(first, first);
    Map<String, byte[]> again = files(first);
    assertEquals(once.keySet(), again.keySet());
    once.forEach((file, bytes) -> assertArrayEquals(bytes, again.get(file), file + " differs when regenerated"));
  }

  @Test
  void writesTheComparisonItsChartsTheDashboardAndEachVariantsList() throws IOException {
    Fixtures.writeMatrix(first);
    ReportGenerator.Result result = ReportGenerator.generate(first, first);

    assertEquals(3 * 5 + 3, result.summaries());
    List<String> written = result.written().stream().map(f -> first.relativize(f).toString()).toList();
    assertTrue(written.containsAll(List.of("gatling-results/README.md", "gatling-results/index.html",
        "mysql-spring4/gatling-results/README.md", "mysql-spring5-reactive-rest/gatling-results/README.md")), written.toString());
    for (String run : List.of("20260102-090000-quick", "20260101-080000-paper")) {
      for (String chart : List.of("p95-by-request", "cpu-per-request", "throughput-over-time", "p95-over-time")) {
        Path png = first.resolve("gatling-results/charts/" + run + "-" + chart + ".png");
        assertTrue(written.contains(first.relativize(png).toString()), png.toString());
        byte[] bytes = Files.readAllBytes(png);
        assertEquals("PNG", new String(bytes, 1, 3, java.nio.charset.StandardCharsets.US_ASCII), png + " is a PNG");
      }
    }

    String readme = Files.readString(first.resolve("gatling-results/README.md"));
    assertTrue(written.contains("gatling-results/charts/20260102-090000-quick-ko-percent.png"), "a run with KO");
    assertFalse(Files.exists(first.resolve("gatling-results/charts/20260101-080000-paper-ko-percent.png")),
        "an all-zero KO chart gives way to one line");
    assertTrue(readme.contains("No KO in any label."), readme);
    assertTrue(readme.indexOf("## Run 20260102-090000-quick") < readme.indexOf("## Run 20260101-080000-paper"),
        "newest run first");
    assertTrue(readme.contains("![p95 response time per request name (20260102-090000-quick)]"
        + "(charts/20260102-090000-quick-p95-by-request.png)"), readme);
    assertTrue(readme.contains("- Machine: Test CPU @ 3.00GHz, 2 cores, 24 GiB, Linux 6.1 (amd64)"), readme);
    assertTrue(readme.contains("- Profile: **quick**, 10 users over 60 s, pause factor 0.2; 3 repetitions"), readme);
    assertTrue(readme.contains("- Warm-up: 100 users over 20 s, pause factor 0.05, not measured"), readme);
    assertTrue(readme.contains("| label | requests | KO % | mean ms | p50 ms | p95 ms |"), "units in the header: " + readme);
    assertTrue(readme.contains("*Reference run, committed.*"), readme);
    assertEquals(1, readme.lines().filter(l -> l.startsWith("| ⚠ mysql-spring5-reactive-rest[bounded-elastic] | timeout |")).count(), readme);

    String variantReadme = Files.readString(first.resolve("mysql-spring5-reactive-entity/gatling-results/README.md"));
    assertTrue(variantReadme.contains("| [20260102-090000-quick-bounded-elastic-r2](20260102-090000-quick-bounded-elastic-r2/summary.json) "
        + "| mysql-spring5-reactive-entity[bounded-elastic] | 2 | quick | 260 | 0 |"), variantReadme);
    assertEquals(6, variantReadme.lines().filter(l -> l.startsWith("| [2026")).count(), variantReadme);
  }

  @Test
  void chartsOfRunsThatAreGoneAreRemovedAndIncompleteRunsSkipped() throws IOException {
    Fixtures.writeMatrix(first);
    Path stale = Files.createDirectories(first.resolve("gatling-results/charts")).resolve("20250101-000000-quick-ko-percent.png");
    Files.write(stale, new byte[] {1});
    Path incomplete = Fixtures.store(first, Fixtures.summary("20260103-000000-quick", "mysql-spring4", null, 1, "quick", 1),
        false);
    Files.writeString(incomplete.resolveSibling(SummaryStore.INCOMPLETE_MARKER), "");

    ReportGenerator.Result result = ReportGenerator.generate(first, first);

    assertFalse(Files.exists(stale));
    assertEquals(1, result.unreadable().size(), result.unreadable().toString());
    assertFalse(Files.readString(first.resolve("gatling-results/README.md")).contains("20260103-000000-quick"));
  }

  @Test
  void theReportCommandSaysSoWhenThereIsNothingToReport() throws IOException {
    assertEquals(1, Matrix.execute("report", "--output", first.toString()));
    try (Stream<Path> files = Files.list(first)) {
      assertEquals(0, files.count(), "nothing written");
    }
    Fixtures.writeMatrix(second);
    assertEquals(0, Matrix.execute("report", "--output", second.toString()));
    assertTrue(Files.isRegularFile(second.resolve("gatling-results/index.html")));
  }

  /** Every file under a root (but the summaries' folders' own content), by relative path. */
  static Map<String, byte[]> files(Path root) throws IOException {
    Map<String, byte[]> files = new TreeMap<>();
    try (Stream<Path> walk = Files.walk(root)) {
      for (Path file : walk.filter(Files::isRegularFile).toList()) {
        files.put(root.relativize(file).toString(), Files.readAllBytes(file));
      }
    }
    return files;
  }
}

package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.Headroom;
import org.reactivebench.harness.results.SummaryStore;

/**
 * The committed reports are exactly what {@code ./matrix report} makes of the committed summaries: nobody edited
 * a number by hand, and no report is stale.
 */
class CommittedReportIT {

  @TempDir
  Path copy;

  @Test
  void committedReportsRegenerateByteForByte() throws IOException {
    Path root = Workspace.defaultRoot();
    List<Path> committed = committedResultFiles(root);
    assertTrue(committed.stream().anyMatch(p -> p.endsWith(SummaryStore.SUMMARY_FILE)), "reference summaries are committed");
    for (Path file : committed) {
      if (isInput(file)) {
        Path target = copy.resolve(root.relativize(file));
        Files.createDirectories(target.getParent());
        Files.copy(file, target);
      }
    }
    ReportGenerator.generate(root, copy);
    for (Path file : committed) {
      Path regenerated = copy.resolve(root.relativize(file));
      assertTrue(Files.exists(regenerated), "not regenerated: " + root.relativize(file));
      assertArrayEquals(Files.readAllBytes(file), Files.readAllBytes(regenerated),
          "differs from what ./matrix report makes: " + root.relativize(file));
    }
    assertFalse(committed.isEmpty());
  }

  /** A run's own record (a measured summary, a headroom summary) or the study's reference figures: what reports are made from. */
  private static boolean isInput(Path file) {
    String name = file.getFileName().toString();
    return name.equals(SummaryStore.SUMMARY_FILE) || name.equals(Headroom.FILE)
        || name.equals(org.reactivebench.harness.results.LinkAccuracy.FILE) || file.toString().contains("reference");
  }

  /** The variant's thread dump kept beside a summary: raw, like Gatling's logs, and not committed. */
  private static final String RAW_THREAD_DUMP = "threads.txt";

  /** Every file under a gatling-results folder of the project, except Gatling's own (uncommitted) reports. */
  private static List<Path> committedResultFiles(Path root) throws IOException {
    try (Stream<Path> files = Files.walk(root, 6)) {
      return files.filter(Files::isRegularFile)
          .filter(p -> root.relativize(p).toString().contains("gatling-results/"))
          .filter(p -> !root.relativize(p).toString().contains("/gatling/"))
          .filter(p -> !p.getFileName().toString().equals(RAW_THREAD_DUMP))
          .filter(p -> !root.relativize(p).startsWith(".matrix") && !p.toString().contains("/target/"))
          .sorted().toList();
    }
  }
}

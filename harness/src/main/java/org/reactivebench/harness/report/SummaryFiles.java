package org.reactivebench.harness.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.reactivebench.harness.results.SummaryStore;

/** Finds and reads the stored results: {@code <root>/<variant>/gatling-results/<run>/summary.json}. */
final class SummaryFiles {

  static final String RESULTS_FOLDER = "gatling-results";

  /** What was found: the summaries in path order, and the files left out (unreadable, incomplete run), with why. */
  record Found(List<StoredSummary> summaries, List<String> unreadable) {}

  private SummaryFiles() {}

  static Found under(ResultTree tree) throws IOException {
    Path root = tree.root();
    List<Path> files = new ArrayList<>();
    for (Path folder : children(root)) {
      Path results = folder.resolve(RESULTS_FOLDER);
      if (!folder.getFileName().toString().startsWith(".") && Files.isDirectory(results)) {
        children(results).stream().map(run -> run.resolve(SummaryStore.SUMMARY_FILE)).filter(Files::isRegularFile)
            .forEach(files::add);
      }
    }
    files.sort(null);
    List<StoredSummary> summaries = new ArrayList<>();
    List<String> unreadable = new ArrayList<>();
    for (Path file : files) {
      if (Files.exists(file.resolveSibling(SummaryStore.INCOMPLETE_MARKER))) {
        unreadable.add(root.relativize(file) + ": its run did not finish (" + SummaryStore.INCOMPLETE_MARKER + ")");
        continue;
      }
      try {
        summaries.add(new StoredSummary(file, SummaryStore.read(file), tree.reference()));
      } catch (IOException | UncheckedIOException e) {
        unreadable.add(root.relativize(file) + ": " + e.getMessage().lines().findFirst().orElse(""));
      }
    }
    return new Found(summaries, unreadable);
  }

  private static List<Path> children(Path folder) throws IOException {
    if (!Files.isDirectory(folder)) {
      return List.of();
    }
    try (Stream<Path> list = Files.list(folder)) {
      return list.filter(Files::isDirectory).sorted().toList();
    }
  }
}

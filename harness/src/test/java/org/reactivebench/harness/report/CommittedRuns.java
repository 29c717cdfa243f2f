package org.reactivebench.harness.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;

/** The project's committed reference runs, read once, for the tests of the sections that gather them. */
record CommittedRuns(List<StoredSummary> summaries, List<RunResults> runs, Map<String, Integer> colors) {

  static CommittedRuns read() {
    try {
      Path root = Workspace.defaultRoot();
      List<Variant> catalog = VariantCatalog.discover(root).all();
      List<StoredSummary> summaries = SummaryFiles.under(ResultTree.reference(root)).summaries();
      List<RunResults> runs = RunResults.group(summaries, catalog);
      return new CommittedRuns(summaries, runs, RunResults.labelNumbers(runs, catalog));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

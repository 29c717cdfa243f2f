package org.reactivebench.harness.cli;

import java.nio.file.Path;
import java.util.List;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.report.ReportGenerator;

/** Regenerates the reports a command's results feed, and says where they are. */
final class Reports {

  private Reports() {}

  static void regenerate(Workspace workspace, Console console) throws java.io.IOException {
    List<ReportGenerator.Result> results = ReportGenerator.regenerateFor(workspace.root(),
        workspace.workFolder().resolve(Workspace.LOCAL_RESULTS), workspace.results());
    for (ReportGenerator.Result result : results) {
      result.unreadable().forEach(problem -> console.say("report: skipped " + problem));
      Path readme = result.readme();
      if (readme != null) {
        console.say("report regenerated from " + result.summaries() + " summaries: " + workspace.display(readme)
            + " and " + workspace.display(readme.resolveSibling("index.html")));
      }
    }
  }
}

package org.reactivebench.harness.cli;

import java.nio.file.Path;
import java.util.List;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.report.ReportGenerator;

/** Publishes a run's results, regenerates the reports they feed, and says where they are. */
final class Reports {

  private Reports() {}

  /** Moves a published run's result folders into the project, once the run has ended, and says how many. */
  static void publish(Workspace workspace, Console console) throws java.io.IOException {
    List<Path> moved = workspace.publish();
    if (!moved.isEmpty()) {
      console.say("published " + moved.size() + " result folder(s) into " + workspace.display(workspace.results()));
    }
  }

  /**
   * @return the report that leads with this command's results, to name on the last line: the committed one for a
   *     published run; null if none was made
   */
  static String regenerate(Workspace workspace, Console console) throws java.io.IOException {
    List<ReportGenerator.Result> results = ReportGenerator.regenerateFor(workspace.root(),
        workspace.workFolder().resolve(Workspace.LOCAL_RESULTS), workspace.results());
    String open = null;
    for (ReportGenerator.Result result : results) {
      result.unreadable().forEach(problem -> console.say("report: skipped " + problem));
      Path readme = result.readme();
      if (readme != null) {
        console.say("report regenerated from " + result.summaries() + " summaries: " + workspace.display(readme)
            + " and " + workspace.display(readme.resolveSibling("index.html")));
        open = open == null ? workspace.display(readme) : open;
      }
    }
    return open;
  }
}

package org.reactivebench.harness.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.report.ReportGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "report", description = {
    "Regenerate the reports from the stored summaries alone; the same summaries always give the same bytes.",
    "The committed reference runs (<variant>/gatling-results/<run>/summary.json) give gatling-results/README.md",
    "with its PNG charts, the dashboard gatling-results/index.html and each variant's gatling-results/README.md;",
    "the local runs (.matrix/local/) give the same files under .matrix/local/, reference runs listed first.",
    "Exit code 1 if there is no summary."})
public final class ReportCommand implements Callable<Integer> {

  @Option(names = "--output", paramLabel = "DIR", hidden = true,
      description = "Read results from and write reports under DIR instead (used by the tests).")
  Path output;

  @Override
  public Integer call() throws Exception {
    Path root = Workspace.defaultRoot();
    Path results = output == null ? root : output.toAbsolutePath().normalize();
    List<ReportGenerator.Result> reports = ReportGenerator.regenerateFor(root,
        root.resolve(".matrix").resolve(Workspace.LOCAL_RESULTS), results);
    int summaries = 0;
    for (ReportGenerator.Result report : reports) {
      report.unreadable().forEach(problem -> System.out.println("report: skipped " + problem));
      summaries += report.summaries();
      if (report.summaries() > 0) {
        System.out.println("report: " + report.summaries() + " summaries read, " + report.written().size()
            + " files written:");
        report.written().forEach(file -> System.out.println("  " + display(root, file)));
      }
    }
    if (summaries == 0) {
      System.out.println("report: no summaries under " + results + " (looked for */gatling-results/*/summary.json); "
          + "./matrix run measures the variants and writes them.");
      return 1;
    }
    return 0;
  }

  private static String display(Path root, Path file) {
    return file.startsWith(root) ? root.relativize(file).toString() : file.toString();
  }
}

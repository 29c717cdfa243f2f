package org.reactivebench.harness.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.report.ReportGenerator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "report", description = {
    "Regenerate the reports from the stored summaries (<variant>/gatling-results/<run>/summary.json) alone:",
    "gatling-results/README.md with its PNG charts, the dashboard gatling-results/index.html, and each variant's",
    "gatling-results/README.md. The same summaries always give the same bytes. Exit code 1 if there is no summary."})
public final class ReportCommand implements Callable<Integer> {

  @Option(names = "--output", paramLabel = "DIR", hidden = true,
      description = "Read results from and write reports under DIR instead of the project root (used by the tests).")
  Path output;

  @Override
  public Integer call() throws Exception {
    Path root = Workspace.defaultRoot();
    Path outputRoot = output == null ? root : output.toAbsolutePath().normalize();
    ReportGenerator.Result result = ReportGenerator.generate(root, outputRoot);
    result.unreadable().forEach(problem -> System.out.println("report: skipped unreadable summary " + problem));
    if (result.summaries() == 0) {
      System.out.println("report: no summaries under " + outputRoot + " (looked for */gatling-results/*/summary.json); "
          + "./matrix run measures the variants and writes them.");
      return 1;
    }
    System.out.println("report: " + result.summaries() + " summaries read, " + result.written().size()
        + " files written:");
    result.written().forEach(file -> System.out.println("  " + display(outputRoot, file)));
    return 0;
  }

  private static String display(Path outputRoot, Path file) {
    return file.startsWith(outputRoot) ? outputRoot.relativize(file).toString() : file.toString();
  }
}

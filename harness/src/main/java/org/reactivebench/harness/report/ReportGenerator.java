package org.reactivebench.harness.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.reactivebench.harness.results.Headroom;
import org.reactivebench.harness.results.LinkAccuracy;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;

/**
 * Writes every report from the stored summaries alone, the same bytes for the same summaries:
 * {@code gatling-results/README.md}, its PNG charts in {@code gatling-results/charts/}, the dashboard
 * {@code gatling-results/index.html}, and each variant's {@code gatling-results/README.md}.
 */
public final class ReportGenerator {

  static final String CHARTS_FOLDER = "charts";

  /**
   * What a generation did.
   *
   * @param summaries how many summaries it read
   * @param written the files it wrote, in the order written
   * @param unreadable summary files it skipped, each with the reason
   * @param readme the comparison it wrote ({@code gatling-results/README.md}), or null if there was nothing to compare
   */
  public record Result(int summaries, List<Path> written, List<String> unreadable, Path readme) {}

  /**
   * Regenerates every report that the results tree {@code results} feeds. The project root's tree (published,
   * reference runs) feeds the committed reports, and the local report too, which lists the reference runs first
   * and then the local ones; the local tree feeds the local report only; any other tree (the tests' --output)
   * only its own reports.
   *
   * @param localRoot the local results tree, {@code .matrix/local}
   * @return what was written, per report: the committed one first when it was regenerated
   */
  public static List<Result> regenerateFor(Path projectRoot, Path localRoot, Path results) throws IOException {
    List<Result> written = new ArrayList<>();
    if (results.equals(projectRoot) || results.equals(localRoot)) {
      if (results.equals(projectRoot)) {
        written.add(generate(projectRoot, List.of(ResultTree.reference(projectRoot)), projectRoot));
      }
      if (Files.isDirectory(localRoot)) {
        written.add(generate(projectRoot, List.of(ResultTree.reference(projectRoot), ResultTree.local(localRoot)),
            localRoot));
      }
    } else {
      written.add(generate(projectRoot, List.of(ResultTree.local(results)), results));
    }
    return written;
  }

  private ReportGenerator() {}

  /** The reports of one results tree, marked as reference runs: the committed reports when it is the project root. */
  public static Result generate(Path projectRoot, Path outputRoot) throws IOException {
    return generate(projectRoot, List.of(ResultTree.reference(outputRoot)), outputRoot);
  }

  /**
   * @param projectRoot where the variant manifests and the 2017 reference are
   * @param trees the results to report on: reference runs are listed before local ones
   * @param target where the reports go: {@code <target>/gatling-results/}, and each variant's README for the runs
   *     of the tree rooted at {@code target}
   */
  public static Result generate(Path projectRoot, List<ResultTree> trees, Path target) throws IOException {
    List<StoredSummary> summaries = new ArrayList<>();
    List<String> unreadable = new ArrayList<>();
    for (ResultTree tree : trees) {
      SummaryFiles.Found found = SummaryFiles.under(tree);
      summaries.addAll(found.summaries());
      unreadable.addAll(found.unreadable());
    }
    List<Path> written = new ArrayList<>();
    List<Headroom> headroom = HeadroomReadme.under(target);
    if (!headroom.isEmpty()) {
      written.add(write(target.resolve(HeadroomReadme.FOLDER).resolve("README.md"), HeadroomReadme.render(headroom)));
    }
    List<LinkAccuracy> linkAccuracy = LinkAccuracyReadme.under(target);
    if (!linkAccuracy.isEmpty()) {
      written.add(write(target.resolve(LinkAccuracyReadme.FOLDER).resolve("README.md"),
          LinkAccuracyReadme.render(linkAccuracy)));
    }
    if (summaries.isEmpty()) {
      return new Result(0, written, unreadable, null);
    }
    Map<String, Variant> manifests = new LinkedHashMap<>();
    VariantCatalog.discover(projectRoot).all().forEach(v -> manifests.put(v.name(), v));
    Path referenceFile = projectRoot.resolve(Reference2017.FILE);
    Reference2017 reference = Files.isRegularFile(referenceFile) ? Reference2017.read(referenceFile)
        : Reference2017.empty();
    List<Variant> catalog = List.copyOf(manifests.values());
    List<RunResults> runs = RunResults.group(summaries, catalog);
    Map<String, Integer> colors = RunResults.labelNumbers(runs, catalog);

    Path results = target.resolve(SummaryFiles.RESULTS_FOLDER);
    Path chartsFolder = results.resolve(CHARTS_FOLDER);
    Map<String, List<Chart>> chartsByRun = new LinkedHashMap<>();
    List<Path> pngs = new ArrayList<>();
    for (RunResults run : runs) {
      List<Chart> charts = ChartSet.of(run, colors);
      chartsByRun.put(run.runId(), charts);
      for (Chart chart : charts) {
        Path png = chartsFolder.resolve(chart.name() + ".png");
        write(png, PngCharts.png(chart));
        pngs.add(png);
      }
    }
    DbLatencyProfile dbLatency = DbLatencyProfile.of(runs, colors);
    Chart.Lines dbLatencyChart = dbLatency.chart(colors);
    if (dbLatency.applies() && !dbLatencyChart.series().isEmpty()) {
      chartsByRun.put(DbLatencyProfile.SECTION, List.of(dbLatencyChart));
      Path png = chartsFolder.resolve(dbLatencyChart.name() + ".png");
      write(png, PngCharts.png(dbLatencyChart));
      pngs.add(png);
    }
    removeStaleCharts(chartsFolder, pngs);
    written.addAll(pngs);
    boolean local = runs.stream().anyMatch(run -> !run.reference());
    IoStudies ioStudies = IoStudies.read(projectRoot.resolve(IoStudies.FILE));
    Path readme = write(results.resolve("README.md"), ResultsReadme.render(runs, manifests, reference, ioStudies,
        chartsByRun, local));
    written.add(readme);
    written.add(write(results.resolve("index.html"), Dashboard.render(runs, chartsByRun)));

    Map<Path, List<StoredSummary>> byVariantFolder = new TreeMap<>();
    for (StoredSummary stored : summaries) {
      if (stored.file().startsWith(target)) {
        byVariantFolder.computeIfAbsent(stored.file().getParent().getParent(), f -> new ArrayList<>()).add(stored);
      }
    }
    for (Map.Entry<Path, List<StoredSummary>> variant : byVariantFolder.entrySet()) {
      String name = variant.getKey().getParent().getFileName().toString();
      written.add(write(variant.getKey().resolve("README.md"), VariantReadme.render(name, variant.getValue())));
    }
    return new Result(summaries.size(), written, unreadable, readme);
  }

  /** Charts of runs whose summaries are gone, so that the folder holds exactly what the README shows. */
  private static void removeStaleCharts(Path chartsFolder, List<Path> current) throws IOException {
    if (!Files.isDirectory(chartsFolder)) {
      return;
    }
    try (Stream<Path> files = Files.list(chartsFolder)) {
      for (Path file : files.filter(f -> f.getFileName().toString().endsWith(".png")).toList()) {
        if (!current.contains(file)) {
          Files.delete(file);
        }
      }
    }
  }

  private static Path write(Path file, String text) throws IOException {
    return write(file, text.getBytes(StandardCharsets.UTF_8));
  }

  /** Whole or not at all: a temporary file, then a move. */
  private static Path write(Path file, byte[] bytes) throws IOException {
    Files.createDirectories(file.getParent());
    Path partial = file.resolveSibling(file.getFileName() + ".partial");
    Files.write(partial, bytes);
    Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    return file;
  }
}

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
   */
  public record Result(int summaries, List<Path> written, List<String> unreadable) {}

  private ReportGenerator() {}

  /**
   * @param projectRoot where the variant manifests and the 2017 reference are
   * @param outputRoot where the results are ({@code <outputRoot>/<variant>/gatling-results/<run>/summary.json}) and
   *     the reports go; the project root unless a command was given --output
   */
  public static Result generate(Path projectRoot, Path outputRoot) throws IOException {
    SummaryFiles.Found found = SummaryFiles.under(outputRoot);
    List<Path> written = new ArrayList<>();
    if (found.summaries().isEmpty()) {
      return new Result(0, written, found.unreadable());
    }
    Map<String, Variant> manifests = new LinkedHashMap<>();
    VariantCatalog.discover(projectRoot).all().forEach(v -> manifests.put(v.name(), v));
    Path referenceFile = projectRoot.resolve(Reference2017.FILE);
    Reference2017 reference = Files.isRegularFile(referenceFile) ? Reference2017.read(referenceFile)
        : Reference2017.empty();
    List<Variant> catalog = List.copyOf(manifests.values());
    List<RunResults> runs = RunResults.group(found.summaries(), catalog);
    Map<String, Integer> colors = RunResults.labelNumbers(runs, catalog);

    Path results = outputRoot.resolve(SummaryFiles.RESULTS_FOLDER);
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
    removeStaleCharts(chartsFolder, pngs);
    written.addAll(pngs);
    written.add(write(results.resolve("README.md"), ResultsReadme.render(runs, manifests, reference, chartsByRun)));
    written.add(write(results.resolve("index.html"), Dashboard.render(runs, chartsByRun)));

    Map<Path, List<StoredSummary>> byVariantFolder = new TreeMap<>();
    for (StoredSummary stored : found.summaries()) {
      byVariantFolder.computeIfAbsent(stored.file().getParent().getParent(), f -> new ArrayList<>()).add(stored);
    }
    for (Map.Entry<Path, List<StoredSummary>> variant : byVariantFolder.entrySet()) {
      String name = variant.getKey().getParent().getFileName().toString();
      written.add(write(variant.getKey().resolve("README.md"), VariantReadme.render(name, variant.getValue())));
    }
    return new Result(found.summaries().size(), written, found.unreadable());
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

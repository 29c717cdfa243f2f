package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The dashboard as a reader sees it: generated from fixture summaries, opened from file:// in headless Chromium
 * (installed by src/test/scripts/ensure-chromium.sh before the integration tests) with the network of no use.
 * Every chart must have drawn points; a screenshot is kept in target/ to look at.
 */
class DashboardBrowserIT {

  static final Path CHROMIUM = Path.of("/usr/bin/chromium");
  static final Path SCREENSHOT = Path.of("target", "dashboard-screenshot.png").toAbsolutePath();
  static final Pattern CHART = Pattern.compile("<div class=\"chart\" id=\"([^\"]+)\"([^>]*)>");
  static final Pattern RENDERED = Pattern.compile("data-rendered-points=\"(\\d+)\"");

  @TempDir
  static Path root;

  static Path dashboard;

  @BeforeAll
  static void generate() throws IOException {
    assertTrue(Files.isExecutable(CHROMIUM), CHROMIUM + " is missing: run harness/src/test/scripts/ensure-chromium.sh");
    Fixtures.writeMatrix(root);
    ReportGenerator.generate(root, root);
    dashboard = root.resolve("gatling-results/index.html");
  }

  @Test
  void everyChartIsDrawnWithData() throws Exception {
    String generated = Files.readString(dashboard);
    assertFalse(Pattern.compile("<(script|img|iframe)[^>]+src=|<link").matcher(generated).find(),
        "everything is inline: nothing to load, from the network or beside the page");
    int charts = count(CHART.matcher(generated));
    assertEquals(9, charts, "five charts for the quick fixture run; four for the paper run, which has no KO");
    assertTrue(generated.contains("id=\"20260102-090000-quick-ko-percent\""), "the run with KO has its KO chart");
    assertFalse(generated.contains("id=\"20260101-080000-paper-ko-percent\""), "an all-zero KO chart is left out");

    String dom = chromium("--dump-dom");

    List<String> notDrawn = new ArrayList<>();
    Matcher chart = CHART.matcher(dom);
    int seen = 0;
    while (chart.find()) {
      seen++;
      Matcher rendered = RENDERED.matcher(chart.group(2));
      if (!rendered.find() || Integer.parseInt(rendered.group(1)) <= 0) {
        notDrawn.add(chart.group(1) + chart.group(2));
      }
    }
    assertEquals(charts, seen, "every chart container is in the rendered page");
    assertTrue(notDrawn.isEmpty(), "charts without drawn points: " + notDrawn);
    assertTrue(dom.contains("data-rendered-points=\"35\""), "p95 per request: 7 request names x 5 labels");
  }

  @Test
  void aScreenshotShowsTheDashboard() throws Exception {
    Files.createDirectories(SCREENSHOT.getParent());
    Files.deleteIfExists(SCREENSHOT);
    chromium("--screenshot=" + SCREENSHOT, "--window-size=1400,3000");
    assertTrue(Files.size(SCREENSHOT) > 50_000, "a screenshot with content: " + SCREENSHOT);
  }

  /** Runs headless Chromium on the dashboard with a fresh profile and returns what it printed. */
  static String chromium(String... arguments) throws Exception {
    Path run = Files.createTempDirectory(root, "chromium");
    List<String> command = new ArrayList<>(List.of(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--user-data-dir=" + run.resolve("profile"), "--virtual-time-budget=10000"));
    command.addAll(List.of(arguments));
    command.add(dashboard.toUri().toString());
    Path output = run.resolve("stdout.txt");
    Path errors = run.resolve("stderr.txt");
    Process process = new ProcessBuilder(command).redirectOutput(output.toFile()).redirectError(errors.toFile()).start();
    if (!process.waitFor(120, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      throw new AssertionError("Chromium did not finish in 120 s: " + Files.readString(errors));
    }
    assertEquals(0, process.exitValue(), "Chromium failed: " + Files.readString(errors));
    return Files.readString(output, StandardCharsets.UTF_8);
  }

  static int count(Matcher matcher) {
    int count = 0;
    while (matcher.find()) {
      count++;
    }
    return count;
  }
}

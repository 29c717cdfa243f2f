package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.results.RequestStats;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;

/**
 * The matrix end to end on the embedded database, through the same entry point as {@code ./matrix}: the contract
 * suite against every variant, then a smoke run of the MySQL MVC variants. Results go to a temporary folder.
 */
class MatrixIT {

  static final List<String> SMOKE_VARIANTS = List.of("mysql-spring4", "mysql-spring5");

  @TempDir
  Path output;

  @Test
  void everyVariantPassesTheContract() {
    assertEquals(0, Matrix.execute("verify", "--output", output.toString()));
    assertNoChildProcessLeft();
  }

  /**
   * A user's own run, as the README shows it: its results go to the local tree, and it changes no file that git
   * tracks (or would newly track).
   */
  @Test
  void smokeRunMeasuresEachVariantWithoutKoAndChangesNoCommittedFile() throws Exception {
    Path root = Workspace.defaultRoot();
    List<String> statusBefore = gitStatus(root);
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream originalOut = System.out;
    int exitCode;
    try {
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      exitCode = Matrix.execute(concat(List.of("run"), SMOKE_VARIANTS, List.of("--profile", "smoke")));
    } finally {
      System.setOut(originalOut);
    }
    String console = printed.toString(StandardCharsets.UTF_8);
    originalOut.println(console);
    assertEquals(0, exitCode);
    assertNoChildProcessLeft();
    assertEquals(statusBefore, gitStatus(root), "a run without --publish changes no committed file");
    Process ignored = new ProcessBuilder("git", "-C", root.toString(), "check-ignore", "-q",
        "mysql-spring4/gatling-results/operationsimulation-20260101000000000/index.html").start();
    assertEquals(0, ignored.waitFor(), "the report of a by-hand gatling:test run is ignored too");

    Matcher run = Pattern.compile("run (\\S+-smoke\\S*): 2 label").matcher(console);
    assertTrue(run.find(), console);
    Path local = root.resolve(".matrix").resolve(Workspace.LOCAL_RESULTS);
    String comparison = Files.readString(local.resolve("gatling-results/README.md"));
    assertTrue(comparison.contains("**Local report**"), comparison);
    assertTrue(comparison.contains(run.group(1) + "): local, profile smoke (smoke: not a measurement)"), comparison);
    for (String variant : SMOKE_VARIANTS) {
      Path summaryFile = local.resolve(variant).resolve("gatling-results").resolve(run.group(1))
          .resolve(SummaryStore.SUMMARY_FILE);
      Summary summary = SummaryStore.read(summaryFile);
      RequestStats global = summary.statistics().global();
      assertEquals(10 * 26, global.count(), variant + ": 10 users x 26 requests");
      assertEquals(0, global.ko(), variant + ": " + summary.statistics().errors());
      assertEquals(7, summary.statistics().requests().size(), variant + ": the 7 request names of the scenario");
      assertTrue(summary.cost().variantCpuMs() > 0, variant + ": CPU of the variant is measured");
      assertTrue(summary.database().startsWith("MariaDB 11.4"), summary.database());
      assertTrue(comparison.contains("| " + variant + " | 260 | 0 |"), comparison);
      assertTrue(comparison.contains("| Get created operation | " + variant + " | 160 | 0 |"), comparison);
      assertNoSecretsIn(summaryFile.getParent());
    }
  }

  /** Tokens and passwords never appear in what a run leaves behind (Gatling's output, the summary). */
  static void assertNoSecretsIn(Path folder) throws java.io.IOException {
    try (var files = Files.walk(folder)) {
      for (Path file : files.filter(f -> List.of("simulation.log", "gatling.out", SummaryStore.SUMMARY_FILE)
          .contains(f.getFileName().toString())).toList()) {
        String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
        assertTrue(!text.contains("eyJhbGciOi"), "a JWT in " + file);
        assertTrue(!text.contains("\"password\"") && !text.contains("password_hash"), "a password in " + file);
      }
    }
  }

  /** What git says of the work tree: modified and untracked files, ignored ones left out. */
  static List<String> gitStatus(Path root) throws Exception {
    Process git = new ProcessBuilder("git", "-C", root.toString(), "status", "--porcelain").redirectErrorStream(true)
        .start();
    List<String> lines = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8)
        .lines().toList();
    assertEquals(0, git.waitFor());
    return lines;
  }

  static void assertNoChildProcessLeft() {
    List<ProcessHandle> alive = ProcessHandle.current().children().filter(ProcessHandle::isAlive).toList();
    assertTrue(alive.isEmpty(), "processes left running: " + alive.stream().map(p -> p.info().command()).toList());
  }

  @SafeVarargs
  static String[] concat(List<String>... parts) {
    return java.util.Arrays.stream(parts).flatMap(List::stream).toArray(String[]::new);
  }
}

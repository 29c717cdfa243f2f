package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.results.SummaryStore;

/** The harness under faults: a variant that will not start, and Ctrl-C in the middle of a measured run. */
class HarnessFaultsIT {

  @TempDir
  Path folder;

  @Test
  void aVariantThatFailsIsReportedWithItsLogAndTheOthersStillRun() throws Exception {
    Path root = Files.createDirectories(folder.resolve("root"));
    Files.createSymbolicLink(root.resolve("mysql-spring4"), Workspace.defaultRoot().resolve("mysql-spring4"));
    Files.createSymbolicLink(root.resolve("downstream"), Workspace.defaultRoot().resolve("downstream"));
    Path broken = Files.createDirectories(root.resolve("broken-variant/target"));
    Files.writeString(root.resolve("broken-variant/variant.properties"), String.join("\n", "name=broken-variant",
        "database=mysql", "spring-boot=2.7.18", "spring=5.3", "server=tomcat", "reactive=none"));
    Manifest manifest = new Manifest();
    manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
    manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, "does.not.Exist");
    new JarOutputStream(Files.newOutputStream(broken.resolve("broken-variant.jar")), manifest).close();

    ByteArrayOutputStream output = new ByteArrayOutputStream();
    PrintStream originalOut = System.out;
    String originalRoot = System.getProperty("matrix.root");
    int exitCode;
    try {
      System.setOut(new PrintStream(output, true, StandardCharsets.UTF_8));
      System.setProperty("matrix.root", root.toString());
      exitCode = Matrix.execute("verify", "broken-variant", "mysql-spring4", "--output", folder.resolve("out").toString());
    } finally {
      System.setOut(originalOut);
      System.setProperty("matrix.root", originalRoot);
    }
    String printed = output.toString(StandardCharsets.UTF_8);
    originalOut.println(printed);

    assertEquals(1, exitCode, "the exit code says a variant failed");
    assertTrue(printed.contains("broken-variant: FAILED: broken-variant exited with code 1 while starting"), printed);
    assertTrue(printed.contains("Could not find or load main class does.not.Exist"), "the log tail is shown: " + printed);
    assertTrue(printed.contains("mysql-spring4: contract verified"), "the other variant still ran: " + printed);
    assertTrue(printed.contains("verify: FAILED: [broken-variant]"), printed);
    MatrixIT.assertNoChildProcessLeft();
  }

  @Test
  void aVariantThatCrashesDuringTheLoadIsMarkedFailedAndTheNextStillRuns() throws Exception {
    Path output = folder.resolve("out");
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream originalOut = System.out;
    java.util.concurrent.atomic.AtomicInteger exitCode = new java.util.concurrent.atomic.AtomicInteger(-1);
    Thread run = new Thread(() -> exitCode.set(Matrix.execute("run", "mysql-spring5", "mysql-spring4", "--profile",
        "smoke", "--users", "40", "--ramp", "30", "--output", output.toString())));
    try {
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      run.start();
      ProcessHandle victim = null;
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(240);
      while (victim == null && System.nanoTime() < deadline) {
        if (printed.toString(StandardCharsets.UTF_8).contains("mysql-spring5: measured load")) {
          Thread.sleep(5000);
          victim = ProcessHandle.current().children()
              .filter(p -> p.info().commandLine().orElse("").contains("mysql-spring5.jar")).findFirst().orElse(null);
        } else {
          Thread.sleep(200);
        }
      }
      assertTrue(victim != null, "mysql-spring5 reached its measured load:\n" + printed);
      victim.destroyForcibly();
      run.join(TimeUnit.SECONDS.toMillis(400));
    } finally {
      System.setOut(originalOut);
    }
    String output1 = printed.toString(StandardCharsets.UTF_8);
    originalOut.println(output1);
    assertEquals(1, exitCode.get(), "the exit code says a variant failed");
    assertTrue(output1.contains("mysql-spring5: FAILED: mysql-spring5 died during the load"), output1);
    assertTrue(output1.contains("mysql-spring4: 1040 requests, 0 KO"), "the next variant still ran: " + output1);
    assertTrue(output1.contains("FAILED: [mysql-spring5]"), output1);
    MatrixIT.assertNoChildProcessLeft();
  }

  @Test
  void ctrlCStopsEveryProcessWithinSecondsAndLeavesTheRunMarkedIncomplete() throws Exception {
    Path output = folder.resolve("out");
    List<String> command = new ArrayList<>(List.of(
        // Background jobs of a non-interactive shell inherit an ignored SIGINT; give the harness a real terminal's.
        "perl", "-e", "$SIG{INT} = 'DEFAULT'; exec @ARGV or die $!",
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Dmatrix.root=" + Workspace.defaultRoot(), "-cp", System.getProperty("java.class.path"),
        Matrix.class.getName(), "run", "mysql-spring5", "--profile", "smoke", "--users", "40", "--ramp", "60",
        "--output", output.toString()));
    Process harness = new ProcessBuilder(command).redirectErrorStream(true).start();
    List<ProcessHandle> started = new ArrayList<>();
    StringBuilder printed = new StringBuilder();
    try (BufferedReader lines = new BufferedReader(new InputStreamReader(harness.getInputStream(), StandardCharsets.UTF_8))) {
      String line;
      while ((line = lines.readLine()) != null) {
        printed.append(line).append('\n');
        if (line.contains("measured load")) {
          break;
        }
      }
      assertTrue(printed.toString().contains("measured load"), "the run reached its measured load:\n" + printed);
      Thread.sleep(3000);
      harness.descendants().forEach(started::add);
      assertTrue(started.size() >= 3, "database, variant and Gatling are running: " + started.size());

      new ProcessBuilder("kill", "-INT", Long.toString(harness.pid())).start().waitFor();
      while ((line = lines.readLine()) != null) {
        printed.append(line).append('\n');
      }
      assertTrue(harness.waitFor(60, TimeUnit.SECONDS), "the harness exits after Ctrl-C");
    } finally {
      harness.destroyForcibly();
    }
    String output1 = printed.toString();
    assertEquals(1, output1.lines().filter(l -> l.contains("interrupted: stopping")).count(), output1);
    assertTrue(output1.contains("interrupted: every process the harness started is stopped; the measured run in "
        + "progress is left marked INCOMPLETE"), output1);
    assertFalse(output1.contains("FAILED") || output1.contains("Gatling exited with code")
        || output1.contains("no RUN line") || output1.contains("Exception"),
        "the interrupt is reported once, not as failures it causes:\n" + output1);
    java.util.regex.Matcher runId = java.util.regex.Pattern.compile("run (\\S+): 1 label").matcher(output1);
    assertTrue(runId.find(), output1);
    Path runFolder = Workspace.defaultRoot().resolve(".matrix/runs").resolve(runId.group(1));
    assertTrue(Files.isRegularFile(runFolder.resolve("mysql-spring5.log")), "the logs are kept");
    assertFalse(Files.exists(runFolder.resolve("mysql/mariadb-data")), "the database files are deleted");
    for (ProcessHandle child : started) {
      assertFalse(child.isAlive(), "still running after Ctrl-C: " + child.info().commandLine().orElse("?"));
    }
    Path resultFolder;
    try (Stream<Path> runs = Files.list(output.resolve("mysql-spring5/gatling-results"))) {
      resultFolder = runs.findFirst().orElseThrow();
    }
    assertTrue(Files.exists(resultFolder.resolve(SummaryStore.INCOMPLETE_MARKER)), "the partial run is marked incomplete");
    assertFalse(Files.exists(resultFolder.resolve(SummaryStore.SUMMARY_FILE)), "no summary for an interrupted run");
  }
}

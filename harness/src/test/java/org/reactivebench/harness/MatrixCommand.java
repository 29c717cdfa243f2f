package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;

/** The matrix command run in the test's JVM, the way the integration tests that read its console and summary do. */
public final class MatrixCommand {

  private MatrixCommand() {}

  /** Runs the command and returns what it printed, once it ended with exit code 0 (else fails with the console). */
  public static String succeeds(String... arguments) {
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream originalOut = System.out;
    int exitCode;
    try {
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      exitCode = Matrix.execute(arguments);
    } finally {
      System.setOut(originalOut);
    }
    String console = printed.toString(StandardCharsets.UTF_8);
    assertEquals(0, exitCode, console);
    return console;
  }

  /** The one summary a run wrote under {@code output}; fails if there is none or more than one. */
  public static Summary onlySummary(Path output) throws IOException {
    return SummaryStore.read(onlySummaryFile(output));
  }

  /** Where the one summary a run wrote under {@code output} is. */
  public static Path onlySummaryFile(Path output) throws IOException {
    try (Stream<Path> files = Files.walk(output)) {
      List<Path> summaries = files.filter(f -> f.getFileName().toString().equals(SummaryStore.SUMMARY_FILE)).toList();
      assertEquals(1, summaries.size(), summaries.toString());
      return summaries.get(0);
    }
  }
}

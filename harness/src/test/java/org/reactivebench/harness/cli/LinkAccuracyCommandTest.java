package org.reactivebench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.reactivebench.harness.Matrix;

/** {@code ./matrix link-accuracy}: its help, and wrong options answered before any server starts. */
class LinkAccuracyCommandTest {

  @Test
  void theHelpSaysWhatItMeasuresAndWhereItWrites() {
    Printed printed = execute("link-accuracy", "--help");
    assertEquals(0, printed.exitCode(), printed.out());
    assertEquals("", printed.err(), "picocli could not format the help (an unescaped %?)");
    assertTrue(printed.out().startsWith("Usage: matrix link-accuracy"), printed.out());
    assertTrue(printed.out().contains("within ±10 %"), printed.out());
    assertTrue(printed.out().contains("db-proxy/gatling-results/<run>/link-accuracy.json"), printed.out());
    printed.out().lines().forEach(line -> assertTrue(line.length() <= 120, "wider than 120 columns: " + line));
    assertTrue(execute("--help").out().contains("link-accuracy"), "listed among the commands");
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "link-accuracy --latencies -1 | --latencies must be numbers of milliseconds from 0 to 2000, was -1.0",
      "link-accuracy --latencies 5,2001 | --latencies must be numbers of milliseconds from 0 to 2000, was 2001.0",
      "link-accuracy --connections 0 | --connections must be at least 1, was 0",
      "link-accuracy --connections 10,401 | --connections must be at most 400 (the embedded MariaDB takes 500)",
      "link-accuracy --seconds 0 | --seconds must be more than 0, was 0.0",
      "link-accuracy --warm-up -1 | --warm-up must be at least 0, was -1.0",
      "link-accuracy --first-warm-up -1 | --first-warm-up must be at least 0, was -1.0"})
  void aWrongOptionIsNamed(String commandLine, String message) {
    Printed printed = execute(commandLine.split(" "));
    assertEquals(2, printed.exitCode(), printed.err());
    assertTrue(printed.err().contains(message), printed.err());
  }

  private record Printed(int exitCode, String out, String err) {}

  private static Printed execute(String... arguments) {
    PrintStream originalOut = System.out;
    PrintStream originalErr = System.err;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exitCode;
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      exitCode = Matrix.execute(arguments);
    } finally {
      System.setOut(originalOut);
      System.setErr(originalErr);
    }
    return new Printed(exitCode, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}

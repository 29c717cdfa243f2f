package org.reactivebench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.reactivebench.harness.Matrix;
import picocli.CommandLine;

class HelpTest {

  @ParameterizedTest
  @ValueSource(strings = {"list", "serve", "verify", "run", "report", "headroom", "link-accuracy", "clean", "generate"})
  void everyCommandExplainsItselfWithHelp(String command) {
    PrintStream originalOut = System.out;
    PrintStream originalErr = System.err;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    ByteArrayOutputStream warnings = new ByteArrayOutputStream();
    int exitCode;
    try {
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
      exitCode = Matrix.execute(command, "--help");
    } finally {
      System.setOut(originalOut);
      System.setErr(originalErr);
    }
    String usage = printed.toString(StandardCharsets.UTF_8);
    assertEquals(0, exitCode, usage);
    assertEquals("", warnings.toString(StandardCharsets.UTF_8), "picocli could not format the help (an unescaped %?)");
    assertTrue(usage.startsWith("Usage: matrix " + command), usage);
    assertTrue(usage.contains("-h, --help"), usage);
    usage.lines().forEach(line -> assertTrue(line.length() <= 120, "wider than 120 columns: " + line));
  }

  /** The command list of ./matrix --help shows each command's first description line: a whole sentence. */
  @Test
  void everyCommandSummaryIsAWholeSentence() {
    CommandLine matrix = new CommandLine(new Matrix());
    matrix.getSubcommands().forEach((name, command) -> {
      String[] description = command.getCommandSpec().usageMessage().description();
      assertTrue(description.length > 0, name);
      String summary = description[0];
      assertTrue(summary.endsWith("."), name + ": the summary line is not a whole sentence: " + summary);
      assertTrue(("  " + name + "  " + summary).length() <= 120, name + ": the summary line is wider than 120 columns");
    });
  }
}

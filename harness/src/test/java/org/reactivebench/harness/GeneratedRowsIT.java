package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The generated JHipster rows are what the pinned generator makes of {@code jhipster/operations.jdl} plus the edits
 * in {@code jhipster/edits/}: {@code ./matrix generate} regenerates them into a temporary folder and compares (the
 * first run installs Node 22 and generator-jhipster 9.4.0 from the npm registry into .matrix/jhipster/, about a
 * minute; then 30 to 70 s).
 */
class GeneratedRowsIT {

  @Test
  void regeneratingGivesTheCommittedRows() {
    assumeTrue(onPath("npm"), "npm is not on the PATH: jhipster/generate.sh needs it (any Node.js from 18) to fetch the "
        + "pinned Node 22 and generator-jhipster 9.4.0, so the regeneration of the generated rows is not checked here");

    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    PrintStream console = System.out;
    int exitCode;
    try {
      System.setOut(new PrintStream(printed, true, StandardCharsets.UTF_8));
      exitCode = Matrix.execute("generate");
    } finally {
      System.setOut(console);
      console.print(printed.toString(StandardCharsets.UTF_8));
    }
    String said = (exitCode == 1 ? "the committed jhipster-* rows differ from a regeneration"
        : "could not regenerate the jhipster-* rows (npm registry, npm install, the generator or an edit)")
        + "; the end of its output:\n" + lastLines(printed.toString(StandardCharsets.UTF_8), 40);
    assertEquals(0, exitCode, "./matrix generate: " + said);
  }

  private static String lastLines(String text, int count) {
    List<String> lines = text.lines().toList();
    return String.join("\n", lines.subList(Math.max(0, lines.size() - count), lines.size()));
  }

  private static boolean onPath(String command) {
    return Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
        .filter(folder -> !folder.isBlank())
        .map(folder -> Path.of(folder, command))
        .anyMatch(Files::isExecutable);
  }
}

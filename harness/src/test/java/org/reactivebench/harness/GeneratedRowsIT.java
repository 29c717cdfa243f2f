package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
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

    assertEquals(0, Matrix.execute("generate"), "./matrix generate: the committed jhipster-* rows differ from a "
        + "regeneration (its output above lists the files)");
  }

  private static boolean onPath(String command) {
    return Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
        .filter(folder -> !folder.isBlank())
        .map(folder -> Path.of(folder, command))
        .anyMatch(Files::isExecutable);
  }
}

package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * The matrix script does not rebuild the jars another matrix command is running on: replacing them under it would
 * crash it with a NoClassDefFoundError. Another command is stood for by a process holding the shared lock every
 * command holds while it runs.
 */
class BuildLockIT {

  @Test
  void aChangedModuleIsNotRebuiltUnderARunningCommand() throws Exception {
    assumeTrue(new ProcessBuilder("flock", "--version").start().waitFor() == 0, "flock (util-linux) is not here");
    Path root = Workspace.defaultRoot();
    Path lock = root.resolve(".matrix").resolve("build.lock");
    Files.createDirectories(lock.getParent());
    Process running = new ProcessBuilder("flock", "-s", lock.toString(), "-c", "echo locked; read line")
        .redirectErrorStream(true).start();
    Path pom = root.resolve("db-proxy").resolve("pom.xml");
    FileTime changed = Files.getLastModifiedTime(pom);
    try {
      BufferedReader holder = new BufferedReader(new InputStreamReader(running.getInputStream(),
          StandardCharsets.UTF_8));
      assertEquals("locked", holder.readLine(), "the stand-in command holds the lock");
      Files.setLastModifiedTime(pom, FileTime.from(Instant.now().plusSeconds(60)));

      Process matrix = new ProcessBuilder(root.resolve("matrix").toString(), "--version").directory(root.toFile())
          .redirectErrorStream(true).redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
          .start();
      String output = new String(matrix.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      assertEquals(1, matrix.waitFor(), output);
      assertTrue(output.contains("db-proxy") && output.contains("another matrix command is running on that build"),
          output);
      assertFalse(output.contains("matrix: building"), output);
    } finally {
      Files.setLastModifiedTime(pom, changed);
      running.getOutputStream().close();
      running.waitFor();
    }
  }
}

package org.reactivebench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.Matrix;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.EmbeddedMariaDb;

/** ./matrix clean deletes the database files finished runs left, keeps their logs, and leaves running ones alone. */
class CleanCommandTest {

  @TempDir
  Path root;

  private Path run(String id, long ownerPid) throws Exception {
    Path run = Files.createDirectories(root.resolve(".matrix/runs").resolve(id));
    Files.createDirectories(run.resolve("mysql/mariadb-data/mysql"));
    Files.writeString(run.resolve("mysql/mariadb-data/mysql/user.frm"), "x".repeat(1000));
    Files.writeString(run.resolve("mysql-spring5.log"), "log");
    Files.writeString(run.resolve(Workspace.OWNER_FILE), ownerPid + "\n");
    return run;
  }

  private int clean(String... options) {
    String originalRoot = System.getProperty("matrix.root");
    try {
      System.setProperty("matrix.root", root.toString());
      String[] arguments = new String[options.length + 1];
      arguments[0] = "clean";
      System.arraycopy(options, 0, arguments, 1, options.length);
      return Matrix.execute(arguments);
    } finally {
      System.setProperty("matrix.root", originalRoot);
    }
  }

  @Test
  void deletesTheDatabaseFilesOfFinishedRunsAndKeepsTheirLogs() throws Exception {
    Path finished = run("20260101-000000-serve", Long.MAX_VALUE);
    Path running = run("20260101-000001-serve", ProcessHandle.current().pid());
    assertEquals(0, clean());
    assertFalse(Files.exists(finished.resolve("mysql/mariadb-data")));
    assertTrue(Files.exists(finished.resolve("mysql-spring5.log")), "logs are kept");
    assertTrue(Files.exists(running.resolve("mysql/mariadb-data")), "a run in progress is left alone");
  }

  @Test
  void logsGoToo() throws Exception {
    Path finished = run("20260101-000000-serve", Long.MAX_VALUE);
    assertEquals(0, clean("--logs"));
    assertFalse(Files.exists(finished));
  }

  @Test
  void aHalfUnpackedServerGoesOnlyWhenNoRunIsInProgress() throws Exception {
    Path unpacking = Files.createDirectories(root.resolve(".matrix/mariadb-11.4.5" + EmbeddedMariaDb.PARTIAL + "123/bin"));
    Path running = run("20260101-000001-serve", ProcessHandle.current().pid());
    assertEquals(0, clean());
    assertTrue(Files.exists(unpacking), "another run may be unpacking it");
    Files.delete(running.resolve(Workspace.OWNER_FILE));
    assertEquals(0, clean());
    assertFalse(Files.exists(unpacking.getParent()));
  }
}

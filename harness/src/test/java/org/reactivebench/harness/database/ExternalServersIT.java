package org.reactivebench.harness.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.Matrix;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.launch.FreePorts;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;

/**
 * The matrix against database servers it did not start itself, given by URL: Debian's own MariaDB server package
 * (installed with apt when missing) through {@code --mysql-url}, and mongo-java-server started as a plain process
 * through {@code --mongo-uri}. Each is verified and smoke-run, and the summaries name the external server.
 */
class ExternalServersIT {

  @TempDir
  Path folder;

  @Test
  void debiansMariaDbServerByUrl() throws Exception {
    Process ensure = new ProcessBuilder("bash", Workspace.defaultRoot()
        .resolve("harness/src/test/scripts/ensure-mariadb-server.sh").toString()).redirectErrorStream(true).start();
    String said = new String(ensure.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    int installed = ensure.waitFor();
    assumeTrue(installed != 3, said.strip());
    assertEquals(0, installed, said);

    Path data = Files.createDirectories(folder.resolve("data"));
    Path log = folder.resolve("mariadb.log");
    run(List.of("mariadb-install-db", "--no-defaults", "--user=root", "--datadir=" + data,
        "--auth-root-authentication-method=normal", "--skip-test-db", "--skip-name-resolve"), log);
    int port = FreePorts.find();
    Process server = new ProcessBuilder("/usr/sbin/mariadbd", "--no-defaults", "--user=root", "--datadir=" + data,
        "--port=" + port, "--bind-address=127.0.0.1", "--socket=" + folder.resolve("mariadb.sock"),
        "--pid-file=" + folder.resolve("mariadb.pid"), "--skip-name-resolve", "--max-connections=500")
        .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
    try {
      String url = "jdbc:mysql://127.0.0.1:" + port + "/?user=root&password=";
      awaitConnection(url, server, log);
      Path output = folder.resolve("out");
      assertEquals(0, Matrix.execute("verify", "mysql-spring4", "mysql-spring5", "--mysql-url", url, "--output",
          output.toString()));
      assertEquals(0, Matrix.execute("run", "mysql-spring4", "mysql-spring5", "--profile", "smoke", "--mysql-url", url,
          "--output", output.toString()));
      for (Summary summary : summaries(output)) {
        assertTrue(summary.database().startsWith("MariaDB 10.11") && summary.database().contains("external, 127.0.0.1:"
            + port), summary.database());
        assertEquals(0, summary.statistics().global().ko(), summary.label());
      }
    } finally {
      server.destroy();
      server.waitFor(30, TimeUnit.SECONDS);
      server.destroyForcibly();
    }
  }

  @Test
  void mongoJavaServerStartedOutsideTheHarnessByUri() throws Exception {
    int port = FreePorts.find();
    Process server = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
        System.getProperty("java.class.path"), MongoServerMain.class.getName(), Integer.toString(port),
        folder.resolve("external.mv").toString()).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.appendTo(folder.resolve("mongo.log").toFile())).start();
    try {
      String uri = "mongodb://127.0.0.1:" + port + "/";
      Path output = folder.resolve("out");
      assertEquals(0, Matrix.execute("verify", "mongo-spring5", "--mongo-uri", uri, "--output", output.toString()));
      assertEquals(0, Matrix.execute("run", "mongo-spring5", "--profile", "smoke", "--mongo-uri", uri, "--output",
          output.toString()));
      List<Summary> summaries = summaries(output);
      assertEquals(1, summaries.size());
      assertTrue(summaries.get(0).database().startsWith("external MongoDB, 127.0.0.1:" + port),
          summaries.get(0).database());
      assertEquals(0, summaries.get(0).statistics().global().ko());
    } finally {
      server.destroy();
      server.waitFor(30, TimeUnit.SECONDS);
      server.destroyForcibly();
    }
  }

  private static void run(List<String> command, Path log) throws Exception {
    Process process = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.appendTo(log.toFile())).start();
    assertEquals(0, process.waitFor(), String.join(" ", command) + " failed:\n" + Files.readString(log));
  }

  private static void awaitConnection(String url, Process server, Path log) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (true) {
      try (Connection connection = DriverManager.getConnection(url + "&useSSL=false&allowPublicKeyRetrieval=true")) {
        return;
      } catch (java.sql.SQLException notYet) {
        assertTrue(server.isAlive(), "mariadbd exited:\n" + Files.readString(log));
        assertTrue(System.nanoTime() < deadline, "mariadbd did not accept connections:\n" + Files.readString(log));
        Thread.sleep(200);
      }
    }
  }

  private static List<Summary> summaries(Path output) throws IOException {
    List<Summary> summaries = new ArrayList<>();
    try (Stream<Path> files = Files.walk(output)) {
      for (Path file : files.filter(f -> f.getFileName().toString().equals(SummaryStore.SUMMARY_FILE)).toList()) {
        summaries.add(SummaryStore.read(file));
      }
    }
    return summaries;
  }
}

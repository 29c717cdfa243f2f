package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Two {@code ./matrix serve} started at the same moment each get their own run (no shared database folder), serve,
 * and on Ctrl-C report the interrupt once, stop everything and delete their database files.
 */
class ServeIT {

  /** One {@code serve} in its own JVM, with a real terminal's SIGINT, and what it printed. */
  static final class Serve {

    final Process process;
    final StringBuilder printed = new StringBuilder();
    final Thread reader;

    Serve(String variant) throws Exception {
      process = new ProcessBuilder("perl", "-e", "$SIG{INT} = 'DEFAULT'; exec @ARGV or die $!",
          Path.of(System.getProperty("java.home"), "bin", "java").toString(),
          "-Dmatrix.root=" + Workspace.defaultRoot(), "-cp", System.getProperty("java.class.path"),
          Matrix.class.getName(), "serve", variant).redirectErrorStream(true).start();
      reader = new Thread(() -> {
        try (BufferedReader lines = new BufferedReader(new InputStreamReader(process.getInputStream(),
            StandardCharsets.UTF_8))) {
          String line;
          while ((line = lines.readLine()) != null) {
            synchronized (printed) {
              printed.append(line).append('\n');
            }
          }
        } catch (java.io.IOException closed) {
          // the process ended
        }
      });
      reader.start();
    }

    String printed() {
      synchronized (printed) {
        return printed.toString();
      }
    }

    String runId() {
      Matcher run = Pattern.compile("logs are kept in \\.matrix/runs/(\\S+)").matcher(printed());
      if (run.find()) {
        return run.group(1);
      }
      Matcher log = Pattern.compile("\\(log: \\.matrix/runs/([^/]+)/").matcher(printed());
      assertTrue(log.find(), printed());
      return log.group(1);
    }
  }

  private static void interrupt(Serve serve) throws Exception {
    new ProcessBuilder("kill", "-INT", Long.toString(serve.process.pid())).start().waitFor();
  }

  @Test
  void twoServesStartedAtOnceRunSideBySideAndStopCleanlyOnCtrlC() throws Exception {
    List<Serve> serves = List.of(new Serve("mysql-spring5"), new Serve("mysql-spring5"));
    List<ProcessHandle> started = new ArrayList<>();
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
      while (serves.stream().anyMatch(s -> !s.printed().contains("serving mysql-spring5 at"))
          && serves.stream().allMatch(s -> s.process.isAlive()) && System.nanoTime() < deadline) {
        Thread.sleep(200);
      }
      for (Serve serve : serves) {
        assertTrue(serve.printed().contains("serving mysql-spring5 at"), "first serve:\n" + serves.get(0).printed()
            + "second serve:\n" + serves.get(1).printed());
        serve.process.descendants().forEach(started::add);
      }
      assertNotEquals(serves.get(0).runId(), serves.get(1).runId(), "each serve has its own run");
      for (Serve serve : serves) {
        interrupt(serve);
      }
      for (Serve serve : serves) {
        assertTrue(serve.process.waitFor(60, TimeUnit.SECONDS), "serve exits after Ctrl-C");
        serve.reader.join(5000);
      }
    } finally {
      for (Serve serve : serves) {
        // a serve still running after a failed assertion stops its database and variant on Ctrl-C, not on a kill
        if (serve.process.isAlive()) {
          interrupt(serve);
          serve.process.waitFor(60, TimeUnit.SECONDS);
        }
        serve.process.destroyForcibly();
      }
    }
    for (ProcessHandle child : started) {
      assertFalse(child.isAlive(), "still running after Ctrl-C: " + child.info().commandLine().orElse("?"));
    }
    for (Serve serve : serves) {
      String printed = serve.printed();
      assertEquals(1, printed.lines().filter(l -> l.contains("interrupted: stopping")).count(), printed);
      assertFalse(printed.contains("FAILED") || printed.contains("Exception"), printed);
      Path run = Workspace.defaultRoot().resolve(".matrix/runs").resolve(serve.runId());
      assertTrue(Files.isRegularFile(run.resolve("mysql-spring5.log")), "the variant's log is kept");
      assertFalse(Files.exists(run.resolve("mysql/mariadb-data")), "the database files are deleted:\n" + printed);
    }
  }
}

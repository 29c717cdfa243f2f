package org.reactivebench.harness.load;

import java.time.Duration;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.process.ServerProcess;

/**
 * Fault injection: restarts the database server once, a given time into the measured load, to show whether a
 * variant recovers by itself (its pool reconnects) and how long that takes.
 */
final class DatabaseRestarter implements AutoCloseable {

  /** When the restart began and when the server accepted connections again, in epoch ms; 0 if it never ran. */
  record Outcome(long startedAt, long readyAt) {}

  private final Thread thread;
  private volatile Outcome outcome = new Outcome(0, 0);
  private volatile Exception failure;

  DatabaseRestarter(Database database, Duration after, Console console, String label) {
    ServerProcess server = database.server().orElseThrow(() -> new IllegalArgumentException(
        "--restart-database-after needs a database the harness runs itself, not an external one"));
    thread = new Thread(() -> {
      try {
        Thread.sleep(after.toMillis());
        console.step(label, "fault injection: restarting " + database.product());
        long startedAt = System.currentTimeMillis();
        server.restart();
        outcome = new Outcome(startedAt, System.currentTimeMillis());
        console.step(label, "fault injection: the database is back after " + (outcome.readyAt() - startedAt) + " ms");
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (Exception e) {
        failure = e;
      }
    }, "database-restarter");
    thread.setDaemon(true);
    thread.start();
  }

  Outcome outcome() throws Exception {
    thread.join();
    if (failure != null) {
      throw failure;
    }
    return outcome;
  }

  @Override
  public void close() {
    thread.interrupt();
  }
}

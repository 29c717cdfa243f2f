package org.reactivebench.harness.load;

import java.time.Duration;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.process.ServerProcess;

/**
 * Fault injection: stops a server the variants depend on (the database, the downstream service) once, a given time
 * into the measured load, keeps it down for a while, and starts it again, to show whether a variant fails cleanly
 * meanwhile and recovers by itself (its pool reconnects), and how long that takes.
 */
final class ServerRestarter implements AutoCloseable {

  /** When the restart began and when the server accepted connections again, in epoch ms; 0 if it never ran. */
  record Outcome(long startedAt, long readyAt) {}

  private final Thread thread;
  private volatile Outcome outcome = new Outcome(0, 0);
  private volatile Exception failure;

  /**
   * @param name what the server is, for the progress lines
   * @param after how long into the load the server is stopped
   * @param downtime how long it stays down before it is started again
   */
  ServerRestarter(ServerProcess server, String name, Duration after, Duration downtime, Console console,
      String label) {
    thread = new Thread(() -> {
      try {
        Thread.sleep(after.toMillis());
        console.step(label, "fault injection: stopping " + name + (downtime.isZero() ? " and starting it again"
            : " for " + downtime.toSeconds() + " s"));
        long startedAt = System.currentTimeMillis();
        server.restart(downtime);
        outcome = new Outcome(startedAt, System.currentTimeMillis());
        console.step(label, "fault injection: " + name + " is back after " + (outcome.readyAt() - startedAt) + " ms");
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (Exception e) {
        failure = e;
      }
    }, "server-restarter");
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

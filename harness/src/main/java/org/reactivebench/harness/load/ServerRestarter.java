package org.reactivebench.harness.load;

import java.util.function.Consumer;

/**
 * Fault injection: stops a server the variants depend on (the database, the downstream service) once, a given time
 * into the measured load, keeps it down for a while, and starts it again, to show whether a variant fails cleanly
 * meanwhile and recovers by itself (its pool reconnects), and how long that takes.
 */
final class ServerRestarter implements AutoCloseable {

  private final Thread thread;
  /** 0 and 0 if the restart never ran. */
  private volatile Fault.Window outcome = new Fault.Window(0, 0);
  private volatile Exception failure;

  ServerRestarter(Fault fault, Consumer<String> progress) {
    thread = new Thread(() -> {
      try {
        Thread.sleep(fault.after().toMillis());
        progress.accept("fault injection: stopping " + fault.name() + (fault.downtime().isZero()
            ? " and starting it again" : " for " + fault.downtime().toSeconds() + " s"));
        long startedAt = System.currentTimeMillis();
        fault.server().restart(fault.downtime());
        outcome = new Fault.Window(startedAt, System.currentTimeMillis());
        progress.accept("fault injection: " + fault.name() + " is back after " + (outcome.readyAt() - startedAt)
            + " ms");
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (Exception e) {
        failure = e;
      }
    }, "server-restarter");
    thread.setDaemon(true);
    thread.start();
  }

  Fault.Window outcome() throws Exception {
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

package org.reactivebench.harness.load;

import java.util.function.Consumer;

/**
 * Fault injection: disrupts what the variants depend on once, a given time into the measured load (stops a server
 * and starts it again, stalls or slows the database link), to show whether a variant fails cleanly meanwhile and
 * recovers by itself (its pool reconnects), and how long that takes.
 */
final class FaultInjector implements AutoCloseable {

  private final Thread thread;
  /** 0 and 0 if the restart never ran. */
  private volatile Fault.Window outcome = new Fault.Window(0, 0);
  private volatile Exception failure;

  FaultInjector(Fault fault, Consumer<String> progress) {
    thread = new Thread(() -> {
      try {
        Thread.sleep(fault.after().toMillis());
        progress.accept("fault injection: " + fault.description());
        long startedAt = System.currentTimeMillis();
        fault.disruption().run();
        outcome = new Fault.Window(startedAt, System.currentTimeMillis());
        progress.accept("fault injection: over after " + (outcome.readyAt() - startedAt) + " ms");
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (Exception e) {
        failure = e;
      }
    }, "fault-injector");
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

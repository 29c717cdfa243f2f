package org.reactivebench.harness.load;

import java.io.IOException;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Consumer;

/**
 * Fault injection: disrupts what the variants depend on once, a given time after the load's first request (stops a
 * server and starts it again, stalls or slows the database link), to show whether a variant fails cleanly meanwhile
 * and recovers by itself (its pool reconnects), and how long that takes.
 */
final class FaultInjector implements AutoCloseable {

  /** When the load began, once that is known, in epoch ms. */
  @FunctionalInterface
  interface Origin {
    OptionalLong poll() throws IOException;
  }

  /** How often the origin is asked while the load has not begun. */
  static final long POLL_MS = 100;

  private final Thread thread;
  private final Object lock = new Object();
  private boolean started;
  private boolean cancelled;
  private volatile Fault.Window outcome;
  private volatile Exception failure;

  FaultInjector(Fault fault, Origin origin, Consumer<String> progress) {
    thread = new Thread(() -> {
      try {
        long at = await(origin) + fault.after().toMillis();
        long wait = at - System.currentTimeMillis();
        if (wait > 0) {
          Thread.sleep(wait);
        }
        synchronized (lock) {
          if (cancelled) {
            return;
          }
          started = true;
        }
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

  private static long await(Origin origin) throws IOException, InterruptedException {
    OptionalLong at = origin.poll();
    while (at.isEmpty()) {
      Thread.sleep(POLL_MS);
      at = origin.poll();
    }
    return at.getAsLong();
  }

  /**
   * Called once the load has ended: waits for a fault under way to be over, and cancels one that has not begun.
   *
   * @return when the fault began and was over; empty if it never began (the load ended first)
   */
  Optional<Fault.Window> outcome() throws Exception {
    synchronized (lock) {
      if (!started) {
        cancelled = true;
        thread.interrupt();
      }
    }
    thread.join();
    if (failure != null) {
      throw failure;
    }
    return Optional.ofNullable(outcome);
  }

  @Override
  public void close() {
    thread.interrupt();
  }
}

package org.reactivebench.harness.load;

import java.time.Duration;

/**
 * One disruption of what the variant depends on, {@code after} the first request of a load: a server stopped and
 * started again, or the database link stalled or slowed. It returns when the disruption is over (the server accepts
 * connections again, the link is back to normal).
 *
 * @param role what was disrupted, the key of its window in the measurement (database, downstream, db-link)
 * @param description what happens, for the progress lines, e.g. "stopping the downstream service for 5 s"
 */
public record Fault(String role, String description, Duration after, Disruption disruption) {

  /** The disruption itself: blocks until it is over. */
  @FunctionalInterface
  public interface Disruption {
    void run() throws Exception;
  }

  /** When the disruption began and when it was over, in epoch ms. */
  public record Window(long startedAt, long readyAt) {}
}

package org.reactivebench.harness.load;

import java.time.Duration;
import org.reactivebench.harness.process.ServerProcess;

/**
 * A server the variant depends on, stopped once during a load and started again: {@code after} into the load, for
 * {@code downtime} (zero: at once).
 *
 * @param role the server's role in the samples and the measurement (database, downstream)
 * @param name what the server is, for the progress lines
 */
public record Fault(String role, String name, ServerProcess server, Duration after, Duration downtime) {

  /** When the server was stopped and when it accepted connections again, in epoch ms. */
  public record Window(long startedAt, long readyAt) {}
}

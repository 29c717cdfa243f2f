package org.reactivebench.harness.dblink;

import org.reactivebench.harness.process.ProcessFailure;

/** The database latency proxy would not start: no variant runs with {@code --db-latency} without it. */
public final class DbProxyStartException extends ProcessFailure {

  public DbProxyStartException(String message, String logTail) {
    super(message, logTail);
  }
}

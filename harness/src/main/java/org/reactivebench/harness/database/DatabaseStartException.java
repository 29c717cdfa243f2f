package org.reactivebench.harness.database;

import org.reactivebench.harness.process.ProcessFailure;

/** A database server that would not start: nothing can run without it. */
public final class DatabaseStartException extends ProcessFailure {

  public DatabaseStartException(String message, String logTail) {
    super(message, logTail);
  }
}

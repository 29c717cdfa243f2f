package org.reactivebench.harness.database;

/** A database server that would not start; carries the end of its log for the user. */
public final class DatabaseStartException extends RuntimeException {

  private final String logTail;

  public DatabaseStartException(String message, String logTail) {
    super(message);
    this.logTail = logTail;
  }

  public String logTail() {
    return logTail;
  }
}

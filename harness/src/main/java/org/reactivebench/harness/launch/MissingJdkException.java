package org.reactivebench.harness.launch;

/** A label needs a JDK that is not installed: it is skipped with this message, and the others still run. */
public final class MissingJdkException extends RuntimeException {

  public MissingJdkException(String message) {
    super(message);
  }
}

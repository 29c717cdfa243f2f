package org.reactivebench.harness.launch;

/** A variant that would not start, failed verification or died; carries the end of its log. */
public final class VariantFailedException extends RuntimeException {

  private final String logTail;

  public VariantFailedException(String message, String logTail) {
    super(message);
    this.logTail = logTail;
  }

  public String logTail() {
    return logTail;
  }
}

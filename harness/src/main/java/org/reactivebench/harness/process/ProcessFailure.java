package org.reactivebench.harness.process;

/** A process the harness started that failed; carries the end of its log, to show the user why. */
public abstract class ProcessFailure extends RuntimeException {

  private final String logTail;

  protected ProcessFailure(String message, String logTail) {
    super(message);
    this.logTail = logTail;
  }

  public String logTail() {
    return logTail;
  }
}

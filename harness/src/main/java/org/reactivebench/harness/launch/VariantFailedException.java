package org.reactivebench.harness.launch;

import org.reactivebench.harness.process.ProcessFailure;

/** A variant that would not start, failed verification or died: it is reported, and the others still run. */
public final class VariantFailedException extends ProcessFailure {

  public VariantFailedException(String message, String logTail) {
    super(message, logTail);
  }
}

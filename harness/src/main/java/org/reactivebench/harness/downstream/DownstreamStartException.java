package org.reactivebench.harness.downstream;

import org.reactivebench.harness.process.ProcessFailure;

/** The downstream service would not start: no variant can be verified or loaded without it. */
public final class DownstreamStartException extends ProcessFailure {

  public DownstreamStartException(String message, String logTail) {
    super(message, logTail);
  }
}

package org.reactivebench.harness.load;

import org.reactivebench.harness.results.StepCriteria;

/** What watches a load while it runs, and may stop it early. */
public sealed interface LoadWatch {

  /** Nothing: the load runs to its end. */
  record None() implements LoadWatch {}

  /** Each step of a stepped load is judged as it ends; the load stops once a break is confirmed ({@code SearchEnd}). */
  record Steps(StepCriteria criteria) implements LoadWatch {}

  /**
   * A warm-up is cut into windows of {@code windowSeconds}; it stops once the variant's CPU per request changed by
   * less than {@code tolerance} between consecutive windows twice in a row, with the JIT's share of its CPU under
   * {@code quietJitShare}; or once it offers more
   * than the variant answers (its mean response time above {@code sloMs} and growing window after window).
   */
  record SteadyState(double windowSeconds, double tolerance, double quietJitShare, double sloMs) implements LoadWatch {}

  LoadWatch NONE = new None();
}

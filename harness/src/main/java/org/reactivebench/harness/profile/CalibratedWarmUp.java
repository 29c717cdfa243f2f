package org.reactivebench.harness.profile;

import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SteadyState;

/**
 * The warm-up of a {@link LoadPlan.Calibrated calibrated plan}.
 *
 * @param calibration the constant, unmeasured load whose CPU predicts the first ceiling (the warm-up's first stage,
 *     stopped at steady state)
 * @param windowSeconds the length of the windows steady state is judged on
 * @param tolerance the largest change of the cost per request between consecutive windows that counts as stable
 * @param loadedFactor the warm-up's second stage runs at this multiple of the first ceiling (0: no second stage)
 * @param loadedSeconds the longest the second stage runs after its ramp
 */
public record CalibratedWarmUp(LoadParameters calibration, double windowSeconds, double tolerance, double loadedFactor,
    double loadedSeconds) {

  /**
   * The longest ramp the second stage starts with, up to its rate from a quarter of it, unmeasured: started at once at
   * 0.8 times a found capacity, three of the six second stages of run 20261126-224802-capacity were found overloaded
   * after 40 s, the JIT still compiling, and two of those repetitions then cost a quarter more (docs/design.md).
   */
  public static final double RAMP_SECONDS = 60;

  /** The second stage's ramp: {@value #RAMP_SECONDS} s, or a third of the stage where that is shorter. */
  public double rampSeconds() {
    return Math.min(RAMP_SECONDS, loadedSeconds / 3);
  }

  /** The longest the whole warm-up runs: each stage to its time bound, the second after its ramp. */
  public double longestSeconds() {
    return calibration.levelSeconds() + (loadedFactor > 0 ? rampSeconds() + loadedSeconds : 0);
  }

  /**
   * The shortest it runs: each stage settled in the fewest windows the steady-state rule takes ({@value
   * SteadyState#STABLE_CHANGES} stable changes, so one window more), the second after its ramp.
   */
  public double soonestSeconds() {
    double settled = (SteadyState.STABLE_CHANGES + 1) * windowSeconds;
    return Math.min(settled, calibration.levelSeconds())
        + (loadedFactor > 0 ? rampSeconds() + Math.min(settled, loadedSeconds) : 0);
  }
}

package org.reactivebench.harness.profile;

import java.util.List;

/**
 * The levels of one label's capacity run, as its {@link LoadPlan.Calibrated calibration} chose them.
 *
 * @param levels users per second of each step
 * @param calibratedCeiling the ceiling the calibration predicted, in journeys/s
 * @param description how they were chosen, with the calibration's figures
 * @param lower whether these are the finer levels below a plan whose first step broke
 */
public record LevelPlan(List<Double> levels, double calibratedCeiling, String description, boolean lower) {

  /** Two decimals: a level is an arrival rate in users/s. */
  static double round(double value) {
    return Math.max(0.01, Math.round(value * 100) / 100.0);
  }
}

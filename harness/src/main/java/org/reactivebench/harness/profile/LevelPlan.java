package org.reactivebench.harness.profile;

import java.util.ArrayList;
import java.util.List;

/**
 * The levels of one label's capacity run, as its {@link LoadPlan.Calibrated calibration} chose them.
 *
 * @param levels users per second of each step
 * @param calibratedCeiling the ceiling the calibration predicted, in journeys/s
 * @param description how they were chosen, with the calibration's figures
 * @param lower whether these are the finer levels below a plan whose first step broke
 * @param nearKnee whether these are a later repetition's finer, longer steps from below the first's knee
 */
public record LevelPlan(List<Double> levels, double calibratedCeiling, String description, boolean lower,
    boolean nearKnee) {

  /** {@code count} levels from {@code from}, {@code by} apart, each rounded as a level is. */
  static List<Double> spaced(double from, double by, int count) {
    double step = round(by);
    double start = round(from);
    List<Double> levels = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      levels.add(round(start + i * step));
    }
    return levels;
  }

  /** Two decimals: a level is an arrival rate in users/s. */
  static double round(double value) {
    return Math.max(0.01, Math.round(value * 100) / 100.0);
  }
}

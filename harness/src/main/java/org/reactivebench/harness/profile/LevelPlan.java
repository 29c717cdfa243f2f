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
 */
public record LevelPlan(List<Double> levels, double calibratedCeiling, String description, boolean lower) {

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

  /**
   * Its levels from {@code index} on, more added past its last, each {@code growth} above the one before, until there
   * are {@code count}: a later repetition that starts below the first's knee climbs as many steps as the first could.
   */
  public LevelPlan from(int index, int count, double growth) {
    List<Double> kept = new ArrayList<>(levels.subList(index, levels.size()));
    while (kept.size() < count) {
      kept.add(round(kept.get(kept.size() - 1) * (1 + growth)));
    }
    return new LevelPlan(kept, calibratedCeiling, description, lower);
  }

  /** Two decimals: a level is an arrival rate in users/s. */
  static double round(double value) {
    return Math.max(0.01, Math.round(value * 100) / 100.0);
  }
}

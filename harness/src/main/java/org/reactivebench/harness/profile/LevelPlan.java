package org.reactivebench.harness.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
    int own = kept.size();
    while (kept.size() < count) {
      kept.add(round(kept.get(kept.size() - 1) * (1 + growth)));
    }
    if (index == 0 && kept.size() == own) {
      return this;
    }
    String added = kept.size() == own ? ""
        : String.format(Locale.ROOT, ", and %d more past its top, each %.0f %% above the one before",
            kept.size() - own, 100 * growth);
    return new LevelPlan(kept, calibratedCeiling, String.format(Locale.ROOT,
        "%s; this repetition: its levels from the %d%s (%s users/s)%s", description, index + 1, ordinal(index + 1),
        levels.get(index), added), lower);
  }

  private static String ordinal(int n) {
    int tens = n % 100;
    return tens >= 11 && tens <= 13 ? "th" : switch (n % 10) {
      case 1 -> "st";
      case 2 -> "nd";
      case 3 -> "rd";
      default -> "th";
    };
  }

  /** Two decimals: a level is an arrival rate in users/s. */
  static double round(double value) {
    return Math.max(0.01, Math.round(value * 100) / 100.0);
  }
}

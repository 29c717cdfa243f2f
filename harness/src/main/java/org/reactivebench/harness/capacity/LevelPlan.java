package org.reactivebench.harness.capacity;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The levels of a capacity run, chosen from a calibration so that a label reaches its limit in about 6 to 10 steps:
 * fourteen equally spaced arrival rates from 0.6 to 3.2 times the CPU ceiling the calibration predicts. The
 * calibration is the warm-up, whose CPU per journey includes the JIT compiling the code and the fixed cost of idle
 * processes; on this project's machine the labels that broke carried 2.0 to 2.5 times the prediction, at steps 10 to
 * 13 of 14 when the top step was 2.7 times, and six held every step up to 2.7 times (runs 20261123-132751-capacity
 * and 20261123-161025-capacity). The top is 3.2 times, so that they break near the 9th step. A label far below the
 * prediction breaks early, which is its result; the load stops after the break, so the upper steps cost nothing
 * unless reached.
 *
 * @param levels users per second of each step
 * @param calibratedCeiling the ceiling the calibration predicted, in journeys/s
 * @param description how it was chosen, with the calibration's figures
 * @param lower whether these are the finer levels below a plan whose first step broke
 */
public record LevelPlan(List<Double> levels, double calibratedCeiling, String description, boolean lower) {

  static final int STEPS = 14;
  static final double FIRST = 0.6;
  static final double INCREMENT = 0.2;

  /**
   * @param cpuMsPerJourney the CPU all processes spent per journey during the calibration
   * @param calibrationRate the calibration's arrival rate, users/s
   */
  public static LevelPlan calibrated(double cpuMsPerJourney, int cores, double calibrationRate) {
    double ceiling = cores * 1000 / cpuMsPerJourney;
    double increment = round(INCREMENT * ceiling);
    double first = round(FIRST * ceiling);
    List<Double> levels = new ArrayList<>();
    for (int i = 0; i < STEPS; i++) {
      levels.add(round(first + i * increment));
    }
    return new LevelPlan(levels, ceiling, String.format(Locale.ROOT,
        "calibrated: at %s users/s the warm-up cost %.1f CPU ms per journey, a CPU ceiling of %.2f journeys/s on %d "
            + "cores; %d steps from %s by %s users/s (%.1f to %.1f times that ceiling)",
        format(calibrationRate), cpuMsPerJourney, ceiling, cores, STEPS, format(first), format(increment), FIRST,
        FIRST + (STEPS - 1) * INCREMENT), false);
  }

  /**
   * Finer levels below a plan whose first step already broke: fourteen steps from 0.05 to 0.57 times the same
   * ceiling, so that a label far below the CPU ceiling still finds its capacity.
   */
  public LevelPlan below() {
    double increment = round(0.04 * calibratedCeiling);
    double first = round(0.05 * calibratedCeiling);
    List<Double> finer = new ArrayList<>();
    for (int i = 0; i < STEPS; i++) {
      finer.add(round(first + i * increment));
    }
    return new LevelPlan(finer, calibratedCeiling, description + "; its first step broke, so the steps were "
        + "run again below it: " + STEPS + " steps from " + format(first) + " by " + format(increment) + " users/s",
        true);
  }

  /** Two decimals: a level is an arrival rate in users/s. */
  static double round(double value) {
    return Math.max(0.01, Math.round(value * 100) / 100.0);
  }

  private static String format(double value) {
    return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%.2f", value);
  }
}

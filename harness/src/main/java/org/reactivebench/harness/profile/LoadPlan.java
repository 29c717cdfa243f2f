package org.reactivebench.harness.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.loadspec.Journey;

/**
 * How a profile chooses the measured load of each label: the same fixed load for every label, or levels calibrated
 * per label from the CPU its warm-up cost.
 */
public sealed interface LoadPlan {

  /** The load the options start from: the fixed load, or the calibration's. */
  LoadParameters base();

  /** In words, for {@code --help} and the start of a run. */
  String describe();

  /** The same load for every label. */
  record Fixed(LoadParameters load) implements LoadPlan {

    @Override
    public LoadParameters base() {
      return load;
    }

    @Override
    public String describe() {
      String logins = load.stepped() || load.journey() != Journey.OPERATION ? ""
          : String.format(Locale.ROOT, " (about %.0f logins/s)", load.users() / load.rampSeconds());
      return load.describe() + logins;
    }
  }

  /**
   * Levels chosen per label so that it reaches its limit in about 6 to 10 steps: {@code steps} equally spaced
   * arrival rates from {@code first} to {@code first + (steps - 1) × increment} times the CPU ceiling its
   * calibration predicts, each held {@code levelSeconds} with {@code rampSeconds} of ramp between them. A label whose
   * first step already broke steps again below it, from {@code belowFirst} by {@code belowIncrement} times the same
   * ceiling.
   *
   * <p>The calibration is the warm-up, whose CPU per journey includes the JIT compiling the code and the fixed cost
   * of idle processes; on this project's machine the labels that broke carried 2.0 to 2.5 times the prediction, at
   * steps 10 to 13 of 14 when the top step was 2.7 times, and six held every step up to 2.7 times (runs
   * 20261123-132751-capacity and 20261123-161025-capacity). The top is 3.2 times, so that they break near the 9th
   * step. A label far below the prediction breaks early, which is its result; the load stops after the break, so
   * the upper steps cost nothing unless reached.
   *
   * @param calibration the constant, unmeasured load whose CPU sets the levels (it is the warm-up too)
   */
  record Calibrated(LoadParameters calibration, int steps, double first, double increment, double belowFirst,
      double belowIncrement, double levelSeconds, double rampSeconds) implements LoadPlan {

    @Override
    public LoadParameters base() {
      return calibration;
    }

    /** The same plan, its calibration and steps at another pause factor. */
    public Calibrated withPauseFactor(double pauseFactor) {
      LoadParameters c = calibration;
      return new Calibrated(LoadParameters.stepped(c.journey(), c.model(), c.shapeName(), c.levels(), c.levelSeconds(),
          c.stepRampSeconds(), pauseFactor, c.delayMs()), steps, first, increment, belowFirst, belowIncrement,
          levelSeconds, rampSeconds);
    }

    /**
     * @param cpuMsPerJourney the CPU all processes spent per journey during the calibration
     * @param cores the cores that CPU is spread over
     */
    public LevelPlan levels(double cpuMsPerJourney, int cores) {
      double ceiling = cores * 1000 / cpuMsPerJourney;
      List<Double> levels = spaced(first * ceiling, increment * ceiling);
      return new LevelPlan(levels, ceiling, String.format(Locale.ROOT,
          "calibrated: at %s users/s the warm-up cost %.1f CPU ms per journey, a CPU ceiling of %.2f journeys/s on %d "
              + "cores; %d steps from %s by %s users/s (%.1f to %.1f times that ceiling)",
          Numbers.plain(calibration.levels().get(0)), cpuMsPerJourney, ceiling, cores, steps,
          Numbers.plain(levels.get(0)), Numbers.plain(LevelPlan.round(increment * ceiling)), first,
          first + (steps - 1) * increment), false);
    }

    /** Finer levels below a plan whose first step already broke, so that a label far below its ceiling is found. */
    public LevelPlan below(LevelPlan broken) {
      List<Double> finer = spaced(belowFirst * broken.calibratedCeiling(), belowIncrement * broken.calibratedCeiling());
      return new LevelPlan(finer, broken.calibratedCeiling(), broken.description() + "; its first step broke, so the "
          + "steps were run again below it: " + steps + " steps from " + Numbers.plain(finer.get(0)) + " by "
          + Numbers.plain(LevelPlan.round(belowIncrement * broken.calibratedCeiling())) + " users/s", true);
    }

    /** The measured load of a label: its levels, open model, at the calibration's pause factor. */
    public LoadParameters load(LevelPlan levels) {
      return LoadParameters.stepped(calibration.journey(), "open", "steps", levels.levels(), levelSeconds,
          rampSeconds, calibration.pauseFactor(), calibration.delayMs());
    }

    @Override
    public String describe() {
      return String.format(Locale.ROOT, "the %s journey (pause factor %s) stepped up in arrival rate until the label "
              + "breaks: %d steps of %s s (%s s ramps) from %.1f to %.1f times the CPU ceiling that a warm-up of %s "
              + "calibrates", calibration.journey().id(), Numbers.plain(calibration.pauseFactor()), steps,
          Numbers.plain(levelSeconds), Numbers.plain(rampSeconds), first, first + (steps - 1) * increment,
          calibration.describe());
    }

    private List<Double> spaced(double from, double by) {
      double step = LevelPlan.round(by);
      double start = LevelPlan.round(from);
      List<Double> levels = new ArrayList<>();
      for (int i = 0; i < steps; i++) {
        levels.add(LevelPlan.round(start + i * step));
      }
      return levels;
    }
  }
}

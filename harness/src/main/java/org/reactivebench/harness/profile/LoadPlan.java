package org.reactivebench.harness.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SteadyState;
import org.reactivebench.loadspec.Journey;

/**
 * How a profile chooses the measured load of each label: the same fixed load for every label, or levels calibrated
 * per label from the CPU its warm-up cost.
 */
public sealed interface LoadPlan {

  /**
   * A plan whose levels follow, per label, from the ceiling its warm-up calibrates: the warm-up runs until the
   * label's cost per request settles, and its settled windows predict the ceiling.
   */
  sealed interface Calibrating extends LoadPlan permits Calibrated, PhasedPlan {

    /** The warm-up and its steady-state rule. */
    Calibrated rule();

    /** The levels around {@code ceiling} journeys/s, and how they were chosen in words ({@code basis}). */
    LevelPlan levels(double ceiling, String basis);

    /** The measured load at {@code levels}. */
    LoadParameters load(LevelPlan levels);

    /** The same plan on another journey of several requests, or at another pause factor. */
    Calibrating with(Journey journey, double pauseFactor);

    /** The same plan with a warm-up of at most {@code seconds}. */
    Calibrating withWarmUp(double seconds);

    /** Whether the load steps up until the label breaks (and may stop early), rather than following fixed phases. */
    boolean findsCapacity();
  }

  /** The load the options start from: the fixed load, or the calibration's. */
  LoadParameters base();

  /** In words, for {@code --help} and the start of a run. */
  String describe();

  /** Seconds the measured load (and a calibrated plan's warm-up) take a label, typically: for {@code --help}. */
  double typicalSeconds();

  /** The same load for every label. */
  record Fixed(LoadParameters load) implements LoadPlan {

    @Override
    public LoadParameters base() {
      return load;
    }

    @Override
    public double typicalSeconds() {
      return load.expectedSeconds();
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
   * <p>The calibration is the warm-up, run until it reaches steady state (the variant's CPU per request changed by
   * less than {@code tolerance} between consecutive windows of {@code windowSeconds}, twice in a row) or until its
   * constant load ends. Its CPU per journey in the settled windows predicts the ceiling. Without steady state the
   * JIT compiling the code made the prediction 2 to 2.5 times too low (runs 20261123-132751-capacity and
   * 20261123-161025-capacity), and the steps had to span 0.6 to 3.2 times it. A label far below the prediction
   * breaks early, which is its result; the load stops after the break, so the upper steps cost nothing unless
   * reached.
   *
   * @param calibration the constant, unmeasured load whose CPU sets the levels (it is the warm-up too, stopped at
   *     steady state)
   */
  record Calibrated(LoadParameters calibration, double windowSeconds, double tolerance, int steps, double first,
      double increment, double belowFirst, double belowIncrement, double levelSeconds, double rampSeconds)
      implements Calibrating {

    @Override
    public LoadParameters base() {
      return calibration;
    }

    @Override
    public Calibrated rule() {
      return this;
    }

    @Override
    public boolean findsCapacity() {
      return true;
    }

    @Override
    public Calibrated with(Journey journey, double pauseFactor) {
      return withCalibration(journey, pauseFactor, calibration.levelSeconds());
    }

    @Override
    public Calibrated withWarmUp(double seconds) {
      return withCalibration(calibration.journey(), calibration.pauseFactor(), seconds);
    }

    private Calibrated withCalibration(Journey journey, double pauseFactor, double seconds) {
      LoadParameters c = calibration;
      return new Calibrated(LoadParameters.stepped(journey, c.model(), c.shapeName(), c.levels(), seconds,
          c.stepRampSeconds(), pauseFactor, c.delayMs()), windowSeconds, tolerance, steps, first, increment,
          belowFirst, belowIncrement, levelSeconds, rampSeconds);
    }

    /**
     * @param cpuMsPerJourney the CPU spent per journey during the calibration, by the processes judged
     * @param cpus the CPUs that CPU is spread over, in words ("the variant's 1 CPU", "2 cores") and in number
     */
    public LevelPlan levels(double cpuMsPerJourney, int cpus, String onWhat) {
      return levels(cpus * 1000 / cpuMsPerJourney, String.format(Locale.ROOT,
          "at %s users/s the warm-up cost %.2f CPU ms per journey, a CPU ceiling of %.2f journeys/s on %s",
          Numbers.plain(calibration.levels().get(0)), cpuMsPerJourney, cpus * 1000 / cpuMsPerJourney, onWhat));
    }

    /**
     * @param ceiling the rate the calibration predicts the label breaks at, in journeys/s
     * @param basis how the calibration predicted it, in words
     */
    @Override
    public LevelPlan levels(double ceiling, String basis) {
      List<Double> levels = spaced(first * ceiling, increment * ceiling);
      return new LevelPlan(levels, ceiling, String.format(Locale.ROOT,
          "calibrated: %s; %d steps from %s by %s users/s (%.2f to %.2f times that ceiling)", basis, steps,
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

    /**
     * A warm-up that runs to its bound (on one CPU the JIT rarely settles sooner: run 20261124-162735-capacity), the
     * lead-in and about 12 steps (a Gatling start and the token clients' logins each).
     */
    @Override
    public double typicalSeconds() {
      return 15 + calibration.levelSeconds() + 15 + LEAD_IN_SECONDS + 12 * (levelSeconds + rampSeconds);
    }

    /**
     * The measured load of a label: its levels, open model, at the calibration's pause factor, after a lead-in of
     * {@value #LEAD_IN_SECONDS} s at the first level: the measured load starts a new load generator, whose own JIT
     * made its CPUs more than 85 % busy for the first one or two steps of run 20261124-162735-capacity.
     */
    @Override
    public LoadParameters load(LevelPlan levels) {
      return LoadParameters.stepped(calibration.journey(), "open", "steps", levels.levels(), levelSeconds,
          rampSeconds, calibration.pauseFactor(), calibration.delayMs()).withLeadIn(LEAD_IN_SECONDS);
    }

    /** The unmeasured lead-in of a label's steps. */
    public static final double LEAD_IN_SECONDS = 12;

    @Override
    public String describe() {
      return String.format(Locale.ROOT, "the %s journey (pause factor %s) stepped up in arrival rate until the label "
              + "breaks: %d steps of %s s (%s s ramps) from %.2f to %.2f times the CPU ceiling that the warm-up "
              + "calibrates (%s, stopped at steady state: the variant's CPU per request within %.0f %% over %d "
              + "windows of %s s)", calibration.journey().id(), Numbers.plain(calibration.pauseFactor()), steps,
          Numbers.plain(levelSeconds), Numbers.plain(rampSeconds), first, first + (steps - 1) * increment,
          calibration.describe(), 100 * tolerance, SteadyState.STABLE_CHANGES + 1, Numbers.plain(windowSeconds));
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

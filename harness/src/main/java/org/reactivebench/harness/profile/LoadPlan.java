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

  /** A plan whose levels follow, per label, from the ceiling its warm-up's settled windows predict. */
  sealed interface Calibrating extends LoadPlan permits Calibrated, PhasedPlan {

    /** The warm-up and its steady-state rule. */
    Calibrated rule();

    /** The levels around {@code ceiling} journeys/s, and how they were chosen in words ({@code basis}). */
    LevelPlan levels(double ceiling, String basis);

    /** The measured load at {@code levels}. */
    LoadParameters load(LevelPlan levels);

    /** The same plan on another journey of several requests, or at another pause factor. */
    Calibrating with(Journey journey, double pauseFactor);

    /** The same plan with a warm-up bounded by {@code seconds} (see {@link Calibrated#withWarmUp}). */
    Calibrating withWarmUp(double seconds);

    /** Whether the load steps up until the label breaks (and may stop early), rather than following fixed phases. */
    boolean findsCapacity();
  }

  /** The load the options start from: the fixed load, or the calibration's. */
  LoadParameters base();

  /** In words, for {@code --help} and the start of a run. */
  String describe();

  /** Seconds the measured load (and a calibrated plan's warm-up, to its bounds) take a label, typically. */
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
   * Levels chosen per label so that it reaches its limit ({@link Ladder}): up to {@code steps} arrival rates from
   * {@code first} times the ceiling its calibration predicts, each {@code growth} above the one before (a geometric
   * series: every step resolves the capacity to the same share of it), each held {@code levelSeconds} with {@code
   * rampSeconds} of ramp between them. The load stops one step after the label broke, so a label found where it was
   * predicted runs a dozen steps, and one that carries far more than predicted still finds its knee (an event-loop
   * stack does more per wake-up as its rate grows). A label whose first step already broke steps again below it, from
   * {@code belowFirst} by {@code belowIncrement} times the same ceiling.
   *
   * <p>The warm-up ({@link WarmUp}) has two stages, each run until it reaches steady state (the variant's CPU per
   * request changed by less than {@code tolerance} between consecutive windows of {@code windowSeconds}, twice in a
   * row) or until its constant load ends. The first, the calibration, runs at a low rate that a cold JVM carries; its
   * CPU per journey predicts a first ceiling. The second runs at {@code loadedFactor} times that ceiling, near the
   * rates the steps measure, and its CPU per journey predicts the ceiling the levels are spaced on; in a label's later
   * repetitions it runs at {@code loadedFactor} times the capacity the first found; a warm-up at the low rate alone
   * left the JIT compiling through the steps (docs/design.md). A label far below the prediction breaks early, which is
   * its result; the load stops after the break, so the upper steps cost nothing unless reached.
   *
   * @param warmUp the warm-up's two stages and the rule that stops each
   * @param ladder the measured steps
   */
  record Calibrated(CalibratedWarmUp warmUp, Ladder ladder) implements Calibrating {

    /** The warm-up's first stage. */
    public LoadParameters calibration() {
      return warmUp.calibration();
    }

    public double windowSeconds() {
      return warmUp.windowSeconds();
    }

    public double tolerance() {
      return warmUp.tolerance();
    }

    /** The longest the warm-up's second stage runs. */
    public double loadedSeconds() {
      return warmUp.loadedSeconds();
    }

    @Override
    public LoadParameters base() {
      return calibration();
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
      return withCalibration(journey, pauseFactor, calibration().levelSeconds(), loadedSeconds());
    }

    /**
     * The same plan whose warm-up's second stage runs at most {@code seconds}, and its first stage no longer than
     * that either; without a second stage, the first runs at most {@code seconds}.
     */
    @Override
    public Calibrated withWarmUp(double seconds) {
      if (!warmsUpAtLoad()) {
        return withCalibration(calibration().journey(), calibration().pauseFactor(), seconds, 0);
      }
      return withCalibration(calibration().journey(), calibration().pauseFactor(),
          Math.min(seconds, calibration().levelSeconds()), seconds);
    }

    private Calibrated withCalibration(Journey journey, double pauseFactor, double seconds, double loaded) {
      LoadParameters c = calibration();
      LoadParameters calibration = LoadParameters.stepped(journey, c.model(), c.shapeName(), c.levels(), seconds,
          c.stepRampSeconds(), pauseFactor, c.delayMs());
      return new Calibrated(new CalibratedWarmUp(calibration, warmUp.windowSeconds(), warmUp.tolerance(),
          warmUp.loadedFactor(), loaded), ladder);
    }

    /** Whether the warm-up has a second stage near the measured rates. */
    public boolean warmsUpAtLoad() {
      return warmUp.loadedFactor() > 0;
    }

    /**
     * The warm-up's second stage: a constant load of {@code loadedFactor} times {@code ceiling} journeys/s, open
     * model, at the calibration's pause factor, for at most {@code loadedSeconds} after its ramp.
     */
    public LoadParameters atLoad(double ceiling) {
      return stageAt(warmUp.loadedFactor() * ceiling).withLeadIn(warmUp.rampSeconds());
    }

    /** A later warm-up stage: {@code usersPerSecond}, open model, the calibration's pauses, {@code loadedSeconds}. */
    public LoadParameters stageAt(double usersPerSecond) {
      LoadParameters c = calibration();
      return LoadParameters.stepped(c.journey(), "open", "constant", List.of(LevelPlan.round(usersPerSecond)),
          loadedSeconds(), 0, c.pauseFactor(), c.delayMs());
    }

    /** The longest the whole warm-up runs, both stages. */
    public double warmUpSeconds() {
      return warmUp.longestSeconds();
    }

    /**
     * @param ceiling the rate the calibration predicts the label breaks at, in journeys/s
     * @param basis how the calibration predicted it, in words
     */
    @Override
    public LevelPlan levels(double ceiling, String basis) {
      List<Double> levels = new ArrayList<>();
      for (int i = 0; i < ladder.steps(); i++) {
        levels.add(LevelPlan.round(ladder.first() * ceiling * Math.pow(1 + ladder.growth(), i)));
      }
      return new LevelPlan(levels, ceiling, String.format(Locale.ROOT,
          "calibrated: %s; up to %d steps from %s users/s, each %s %% above the one before (%.2f to %.2f times that "
              + "ceiling)", basis, ladder.steps(), Numbers.plain(levels.get(0)), Numbers.plain(100 * ladder.growth()),
          ladder.first(), top()),
          false, false);
    }

    /**
     * Finer levels below a plan whose first step already broke, so that a label far below its ceiling is found: from
     * {@code belowFirst} times the ceiling by {@code belowIncrement} times it, up to below the broken first level.
     */
    public LevelPlan below(LevelPlan broken) {
      double ceiling = broken.calibratedCeiling();
      int count = Math.max(1, (int) Math.ceil((ladder.first() - ladder.belowFirst()) / ladder.belowIncrement() - 1e-9));
      List<Double> finer = LevelPlan.spaced(ladder.belowFirst() * ceiling, ladder.belowIncrement() * ceiling, count);
      return new LevelPlan(finer, broken.calibratedCeiling(), broken.description() + "; its first step broke, so the "
          + "steps were run again below it: " + count + " steps from " + Numbers.plain(finer.get(0)) + " by "
          + Numbers.plain(LevelPlan.round(ladder.belowIncrement() * ceiling)) + " users/s", true, false);
    }

    /**
     * The levels of a repetition after the one that found the label's knee at {@code knee} users/s ({@code first}'s):
     * as many as the ladder's steps, {@link Ladder.Knee the knee's} growth apart, from its {@code stepsBelow} under it.
     */
    public LevelPlan nearKnee(LevelPlan first, double knee) {
      return kneeSteps(first, knee, ladder.knee().stepsBelow(), "", null);
    }

    /** Levels once a repetition held every step (near the knee, or the ladder's): the knee's steps from {@code top}. */
    public LevelPlan aboveKnee(LevelPlan first, double top) {
      return kneeSteps(first, top, 0, " it held every step, so it stepped again:", "the top it held");
    }

    /**
     * The levels of such a repetition once its first step near the knee broke (the host slowed after the repetition
     * that found it): the knee's steps again, from the ladder's {@code first} times the knee (docs/design.md).
     */
    public LevelPlan belowKnee(LevelPlan first, double knee) {
      return kneeSteps(first, knee, ladder.kneeStepsToFirst(), " its first step near the knee broke, so it stepped "
          + "again:", null);
    }

    private LevelPlan kneeSteps(LevelPlan first, double knee, int stepsBelow, String again, String where) {
      Ladder.Knee near = ladder.knee();
      List<Double> levels = ladder.kneeLevels(knee, stepsBelow);
      return new LevelPlan(levels, first.calibratedCeiling(), String.format(Locale.ROOT, "%s; this repetition:%s %d "
              + "steps of %s s after %s s rests, each %s %% above the one before, from %s users/s, %s",
          first.description(), again, ladder.steps(), Numbers.plain(near.levelSeconds()),
          Numbers.plain(near.restSeconds()), Numbers.plain(100 * near.growth()), Numbers.plain(levels.get(0)),
          where != null ? where : stepsBelow + " below the " + Numbers.plain(knee) + " users/s the first held last"),
          first.lower(), true);
    }

    /** Warm-up to its bounds, lead-in, about 12 steps of a later repetition (a load starts Gatling, logs in). */
    @Override
    public double typicalSeconds() {
      return 15 + warmUpSeconds() + (warmsUpAtLoad() ? 30 : 15) + LEAD_IN_SECONDS
          + 12 * (ladder.knee().levelSeconds() + ladder.knee().restSeconds() + ladder.rampSeconds());
    }

    /**
     * The measured load of a label: its levels, open model, at the calibration's pause factor, after a lead-in of
     * {@value #LEAD_IN_SECONDS} s ramping up to the first level, for the fresh load generator's own JIT, which broke
     * first steps after no lead-in and after one of 12 s (docs/design.md).
     */
    @Override
    public LoadParameters load(LevelPlan levels) {
      LoadParameters c = calibration();
      double held = levels.nearKnee() ? ladder.knee().levelSeconds() : ladder.levelSeconds();
      LoadParameters load = LoadParameters.stepped(c.journey(), "open", "levels", levels.levels(), held,
          ladder.rampSeconds(), c.pauseFactor(), c.delayMs()).withLeadIn(LEAD_IN_SECONDS);
      return levels.nearKnee() && ladder.knee().restSeconds() > 0 ? load.withRest(ladder.knee().restSeconds()) : load;
    }

    /**
     * How much lower than an overloaded warm-up stage the next one runs (0.8 times the capacity becomes 0.6): a stage
     * found overloaded ends before its JIT settled, and in run 20261126-165645-capacity the four repetitions whose
     * second stage did stepped with the JIT at 0.07 to 0.25 of the variant's CPU and were the dearest (docs/design.md).
     */
    public static final double BACK_OFF = 0.75;
    /** The most times a warm-up backs off, so that a label that overloads at any rate still reaches its steps. */
    public static final int BACK_OFFS = 2;

    /** The unmeasured lead-in of a label's steps. */
    public static final double LEAD_IN_SECONDS = 30;

    @Override
    public String describe() {
      return String.format(Locale.ROOT, "the %s journey (pause factor %s) stepped up in arrival rate until the label "
              + "breaks: up to %d steps of %s s (%s s ramps), each %s %% above the one before, from %.2f to %.2f times "
              + "the CPU ceiling that the warm-up calibrates, and in the repetitions after the one that found the knee "
              + "steps of %s s after %s s rests, %s %% apart, from %d below it (%s%s, each stopped at steady state: "
              + "the variant's CPU per request within %.0f %% over %d windows of %s s)", calibration().journey().id(),
          Numbers.plain(calibration().pauseFactor()), ladder.steps(), Numbers.plain(ladder.levelSeconds()),
          Numbers.plain(ladder.rampSeconds()), Numbers.plain(100 * ladder.growth()), ladder.first(), top(),
          Numbers.plain(ladder.knee().levelSeconds()), Numbers.plain(ladder.knee().restSeconds()),
          Numbers.plain(100 * ladder.knee().growth()), ladder.knee().stepsBelow(), calibration().describe(),
          describeAtLoad(), 100 * tolerance(), SteadyState.STABLE_CHANGES + 1, Numbers.plain(windowSeconds()));
    }

    /** The warm-up's second stage in words, after its first; empty without one. */
    String describeAtLoad() {
      return warmsUpAtLoad() ? String.format(Locale.ROOT, ", then %.2f times the ceiling that predicts (in later "
          + "repetitions times the first's capacity), reached by a %s s ramp from a quarter of it and held for at most "
          + "%s s, a stage found overloaded followed by one at %s times its rate, the variant lent every CPU in all",
          warmUp.loadedFactor(), Numbers.plain(warmUp.rampSeconds()), Numbers.plain(loadedSeconds()),
          Numbers.plain(BACK_OFF)) : "";
    }

    /** The last level as a multiple of the ceiling. */
    private double top() {
      return ladder.first() * Math.pow(1 + ladder.growth(), ladder.steps() - 1);
    }
  }
}

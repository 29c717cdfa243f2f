package org.reactivebench.harness.profile;

import java.util.ArrayList;
import java.util.List;

/**
 * The measured steps of a calibrated plan, in multiples of the ceiling the warm-up predicts.
 *
 * @param steps the most steps
 * @param first the first step
 * @param growth how much each step is above the one before (0.05: 5 %)
 * @param belowFirst where the finer steps below a broken first step start
 * @param belowIncrement how far apart those finer steps are
 * @param levelSeconds how long each step is held
 * @param rampSeconds the ramp between steps
 * @param knee the steps of the repetitions after the one that found the label's knee ({@link
 *     LoadPlan.Calibrated#nearKnee})
 */
public record Ladder(int steps, double first, double growth, double belowFirst, double belowIncrement,
    double levelSeconds, double rampSeconds, Knee knee) {

  /** As many levels as the steps, the knee's growth apart, from {@code stepsBelow} of them under {@code knee}. */
  List<Double> kneeLevels(double knee, int stepsBelow) {
    List<Double> levels = new ArrayList<>();
    for (int i = 0; i < steps; i++) {
      levels.add(LevelPlan.round(knee * Math.pow(1 + this.knee.growth(), i - stepsBelow)));
    }
    return levels;
  }

  /** How many of the knee's steps under a knee the ladder's {@code first} multiple of it lies. */
  int kneeStepsToFirst() {
    return (int) Math.ceil(Math.log(1 / first) / Math.log(1 + knee.growth()) - 1e-9);
  }

  /**
   * The steps of a label's repetitions after the one that found its knee: as many as the ladder's, finer and held
   * longer, as their capacities are the figures.
   *
   * @param stepsBelow how many steps below the knee they start
   * @param growth how much each is above the one before
   * @param levelSeconds how long each is held
   * @param restSeconds how long no user arrives before each (after the first), so that it starts from an empty
   *     queue: a break's backlog then cannot break the step after it (docs/design.md)
   */
  public record Knee(int stepsBelow, double growth, double levelSeconds, double restSeconds) {}
}

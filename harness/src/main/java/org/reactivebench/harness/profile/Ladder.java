package org.reactivebench.harness.profile;

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

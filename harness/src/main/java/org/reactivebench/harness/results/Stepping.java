package org.reactivebench.harness.results;

import java.util.List;

/**
 * What a stepped load found: each level's figures, and the capacity chosen from them.
 *
 * @param plan how the levels were chosen (a calibration, or the profile's fixed levels), in words
 * @param stoppedEarly whether the harness stopped the load one step after the label broke
 * @param cost what a request cost at the capacity step, or null (no held step; summaries written before it)
 * @param warmedUpNear the capacity, in the unit of the levels, that the label's first repetition of the run (its
 *     calibration pass, where the run has one) found, and that this repetition's warm-up aimed near and its steps
 *     started below; null in that first repetition, and in summaries written before it
 */
public record Stepping(StepCriteria criteria, String plan, List<StepResult> steps, Capacity capacity,
    boolean stoppedEarly, CostPerRequest cost, Double warmedUpNear) {

  /** The same stepping with its steps replaced (the same steps, with more read of them). */
  public Stepping withSteps(List<StepResult> measured) {
    return new Stepping(criteria, plan, measured, capacity, stoppedEarly, cost, warmedUpNear);
  }
}

package org.reactivebench.harness.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.loadspec.Journey;

/** A calibrated plan owns its numbers: the levels, the load and the description all come from them. */
class CalibratedPlanTest {

  private static final Ladder LADDER = new Ladder(5, 0.5, 0.25, 0.1, 0.05, 10,
      2, new Ladder.Knee(2, 0.1, 15, 4));
  private final LoadPlan.Calibrated plan = new LoadPlan.Calibrated(new CalibratedWarmUp(
      LoadParameters.stepped(Journey.OPERATION, "open", "constant", List.of(4.0), 30, 0, 0.02, null), 5, 0.05, 0.8,
      60), LADDER);

  @Test
  void theLevelsGrowGeometricallyFromTheCeilingTheCalibrationPredicts() {
    // a ceiling of 10 journeys/s: 5 steps from 5, each 25 % above the last
    LevelPlan levels = plan.levels(10, "a ceiling of 10 journeys/s");
    assertEquals(10, levels.calibratedCeiling(), 1e-9);
    assertEquals(List.of(5.0, 6.25, 7.81, 9.77, 12.21), levels.levels());
    assertFalse(levels.lower());
    assertTrue(levels.description().contains("up to 5 steps from 5 users/s, each 25 % above the one before (0.50 to "
        + "1.22 times that ceiling)"), levels.description());
  }

  @Test
  void belowABrokenFirstStepTheLevelsAreFiner() {
    LevelPlan below = plan.below(plan.levels(10, "a ceiling of 10 journeys/s"));
    // from 0.1 times the ceiling by 0.05 times it, up to below the broken first level (0.5 times it)
    assertEquals(List.of(1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5), below.levels());
    assertTrue(below.lower());
    assertTrue(below.description().endsWith("run again below it: 8 steps from 1 by 0.5 users/s"),
        below.description());
  }

  @Test
  void nearTheKneeTheStepsAreFinerStartBelowItAndAreHeldLongerAfterRests() {
    LevelPlan first = plan.levels(10, "a ceiling of 10 journeys/s");
    LevelPlan near = plan.nearKnee(first, 9.77);
    // as many steps as the ladder's (5), 10 % apart, from 2 below the 9.77 users/s held last
    assertEquals(List.of(8.07, 8.88, 9.77, 10.75, 11.82), near.levels());
    assertTrue(near.nearKnee());
    assertFalse(first.nearKnee());
    assertEquals(10, near.calibratedCeiling(), 1e-9, "the first's ceiling");
    assertEquals(first.description() + "; this repetition: 5 steps of 15 s after 4 s rests, each 10 % above the one "
        + "before, from 8.07 users/s, 2 below the 9.77 users/s the first held last", near.description());
    LoadParameters load = plan.load(near);
    assertEquals(LoadParameters.stepped(Journey.OPERATION, "open", "levels", near.levels(), 15, 2, 0.02, null)
        .withLeadIn(LoadPlan.Calibrated.LEAD_IN_SECONDS).withRest(4), load, "held the knee's 15 s, not the 10 s");
    assertEquals(LoadPlan.Calibrated.LEAD_IN_SECONDS + 15 + 4 + 2, load.schedule().get(1).startSeconds(), 1e-9,
        "the second step after the first, its rest and its ramp");
  }

  @Test
  void aBrokenStartNearTheKneeStepsAgainFromTheLaddersFirstMultipleOfIt() {
    LevelPlan first = plan.levels(10, "a ceiling of 10 journeys/s");
    LevelPlan again = plan.belowKnee(first, 9.77);
    // the knee's steps (10 % apart, 5 of them, held 15 s) from 8 below it: 1.1^-8 = 0.47, the first under 0.5 times it
    assertEquals(5, again.levels().size());
    assertEquals(LevelPlan.round(9.77 / Math.pow(1.1, 8)), again.levels().get(0), 1e-9);
    assertEquals(LevelPlan.round(9.77 / Math.pow(1.1, 4)), again.levels().get(4), 1e-9);
    assertTrue(again.nearKnee(), "held as long as the steps near the knee");
    assertEquals(first.description() + "; this repetition: its first step near the knee broke, so it stepped again: "
        + "5 steps of 15 s after 4 s rests, each 10 % above the one before, from "
        + Numbers.plain(again.levels().get(0)) + " users/s, 8 below the 9.77 users/s the first held last",
        again.description());
  }

  @Test
  void aLoadNearTheKneeThatHeldEveryStepStepsAgainFromTheTopItHeld() {
    LevelPlan first = plan.levels(10, "a ceiling of 10 journeys/s");
    LevelPlan again = plan.aboveKnee(first, 11.82);
    assertEquals(List.of(11.82, 13.0, 14.3, 15.73, 17.31), again.levels(), "the knee's 5 steps, 10 % apart");
    assertTrue(again.nearKnee(), "held as long as the steps near the knee");
    assertEquals(first.description() + "; this repetition: it held every step, so it stepped again: "
        + "5 steps of 15 s after 4 s rests, each 10 % above the one before, from 11.82 users/s, the top it held",
        again.description());
  }

  @Test
  void theMeasuredLoadIsTheLevelsHeldAsThePlanSays() {
    LoadParameters load = plan.load(plan.levels(10, "a ceiling of 10 journeys/s"));
    assertEquals(LoadParameters.stepped(Journey.OPERATION, "open", "levels", List.of(5.0, 6.25, 7.81, 9.77, 12.21),
        10, 2, 0.02, null).withLeadIn(LoadPlan.Calibrated.LEAD_IN_SECONDS), load, "the first ladder does not rest");
    assertEquals(LoadPlan.Calibrated.LEAD_IN_SECONDS, load.schedule().get(0).startSeconds(),
        "the first level is judged after the lead-in");
  }

  @Test
  void theWarmUpsSecondStageRunsAtItsMultipleOfTheFirstCeilingAfterARamp() {
    assertTrue(plan.warmsUpAtLoad());
    assertEquals(LoadParameters.stepped(Journey.OPERATION, "open", "constant", List.of(8.0), 60, 0, 0.02, null)
        .withLeadIn(20), plan.atLoad(10), "a ramp of a third of the stage's 60 s, shorter than 60 s");
    assertEquals(30 + 20 + 60, plan.warmUpSeconds(), 1e-9, "the first stage, the ramp and the second stage");
    assertEquals(0, plan.stageAt(6).leadIn(), "a stage after the second starts at its rate, on a warm JVM");
    assertEquals(CalibratedWarmUp.RAMP_SECONDS, plan.withWarmUp(240).atLoad(10).leadIn(), 1e-9);
    assertEquals("open model, 8 users/s for 60 s after a 20 s ramp up from a quarter of it, pause factor 0.02",
        plan.atLoad(10).describe());
  }

  @Test
  void atTheSoonestEachWarmUpStageSettlesInTheFewestWindowsItsRuleTakes() {
    // windows of 5 s, steady after 2 stable changes in a row: 3 windows, 15 s, in each stage; the ramp runs whole
    assertEquals(15 + 20 + 15, plan.warmUp().soonestSeconds(), 1e-9);
    assertEquals(30 + 20 + 60, plan.warmUp().longestSeconds(), 1e-9);
    CalibratedWarmUp brief = new CalibratedWarmUp(
        LoadParameters.stepped(Journey.OPERATION, "open", "constant", List.of(4.0), 10, 0, 0.02, null), 5, 0.05, 0, 0);
    assertEquals(10, brief.soonestSeconds(), 1e-9, "a stage shorter than three windows runs whole");
  }

  @Test
  void aWarmUpBoundLimitsTheSecondStageAndTheFirstNoLongerThanIt() {
    LoadPlan.Calibrated shorter = plan.withWarmUp(20);
    assertEquals(20, shorter.calibration().levelSeconds(), 1e-9);
    assertEquals(20, shorter.loadedSeconds(), 1e-9);
    LoadPlan.Calibrated longer = plan.withWarmUp(300);
    assertEquals(30, longer.calibration().levelSeconds(), 1e-9, "the first stage keeps its own bound");
    assertEquals(300, longer.loadedSeconds(), 1e-9);
  }

  @Test
  void withoutASecondStageTheBoundIsTheFirstStages() {
    LoadPlan.Calibrated single = new LoadPlan.Calibrated(new CalibratedWarmUp(plan.calibration(), 5, 0.05,
        0, 0), LADDER).withWarmUp(120);
    assertFalse(single.warmsUpAtLoad());
    assertEquals(120, single.calibration().levelSeconds(), 1e-9);
    assertEquals(120, single.warmUpSeconds(), 1e-9);
  }

  @Test
  void itsDescriptionIsWrittenFromItsNumbers() {
    assertEquals("the operation journey (pause factor 0.02) stepped up in arrival rate until the label breaks: up to "
        + "5 steps of 10 s (2 s ramps), each 25 % above the one before, from 0.50 to 1.22 times the CPU ceiling that "
        + "the warm-up calibrates, and in the repetitions after the one that found the knee steps of 15 s after 4 s "
        + "rests, 10 % apart, from 2 below it (open model, "
        + "4 users/s for 30 s, pause factor 0.02, then 0.80 times the ceiling that predicts (in later repetitions "
        + "times the first's capacity), reached by a 20 s ramp from a quarter of it and held for at most 60 s, a stage "
        + "found overloaded followed by one at 0.75 times its rate, the variant lent every CPU in all, each stopped at "
        + "steady state: the variant's CPU per request within 5 % over 3 windows of 5 s)", plan.describe());
  }
}

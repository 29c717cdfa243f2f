package org.reactivebench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.profile.CalibratedWarmUp;
import org.reactivebench.harness.profile.LevelPlan;
import org.reactivebench.harness.profile.Ladder;
import org.reactivebench.harness.profile.LoadPlan;
import org.reactivebench.harness.results.CpuScope;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SteadyState;
import org.reactivebench.loadspec.Journey;

/**
 * A label's levels come from its warm-up's last stage in its first repetition; later repetitions keep them, warm up
 * near the capacity the first found and start below its knee.
 */
class CalibrationsTest {

  private static final String LABEL = "mysql-spring5";

  /** 30 steps from 0.5 times the ceiling, each 5 % above the last; a second stage at 0.8 times the first ceiling. */
  private final LoadPlan.Calibrated plan = new LoadPlan.Calibrated(new CalibratedWarmUp(
      LoadParameters.stepped(Journey.OPERATION, "open", "constant", List.of(12.0), 60, 0, 0.02, null), 10, 0.05, 0.8,
      120), new Ladder(30, 0.5, 0.05, 0.1, 0.05, 6, 1,
      new Ladder.Knee(8, 0.025, 10, 5)));

  private final Calibrations calibrations = new Calibrations(plan, new CpuScope(1, true), 1);

  /**
   * Three settled windows of 40 journeys, the variant using {@code variantMsPerJourney} a journey and the other
   * processes 5 ms: on the variant's 1 CPU a ceiling of 1000 ÷ that, unless the other CPU's 150 journeys/s is lower.
   */
  private static SteadyState settled(double variantMsPerJourney) {
    double variantMs = 40 * variantMsPerJourney;
    SteadyState.Window window = new SteadyState.Window(0, 1040, 40, variantMs, variantMs + 200, 0, 0.3, 5);
    return new SteadyState(10, 0.05, List.of(window, window, window), 0, null);
  }

  @Test
  void theFirstStagesCeilingSetsTheSecondStageButChoosesNoLevels() {
    LevelPlan predicted = calibrations.predict(LABEL, settled(20), 12, "logs");
    assertEquals(50, predicted.calibratedCeiling(), 1e-9);
    assertFalse(calibrations.calibrated(LABEL), "a second stage that fails leaves the label to calibrate again");
    assertEquals(List.of(40.0), calibrations.atLoad(LABEL).levels(), "0.8 times the first ceiling");

    LevelPlan chosen = calibrations.calibrate(LABEL, settled(10), 40, "logs");
    assertTrue(calibrations.calibrated(LABEL));
    assertEquals(100, chosen.calibratedCeiling(), 1e-9, "the second stage's CPU per journey chooses the levels");
    assertEquals(List.of(40.0), calibrations.atLoad(LABEL).levels(), "no capacity found yet: the first ceiling's");
  }

  @Test
  void laterRepetitionsWarmUpAtTheMultipleOfTheFirstsCapacity() {
    calibrations.predict(LABEL, settled(20), 12, "logs");
    calibrations.calibrate(LABEL, settled(10), 40, "logs");
    LoadParameters first = calibrations.load(LABEL);
    assertTrue(calibrations.capacityFound(LABEL).isEmpty());
    calibrations.found(LABEL, first, 12);
    double held = first.levels().get(12);
    assertEquals(held, calibrations.capacityFound(LABEL).orElseThrow(), "the capacity the summary records");
    assertEquals(0.8 * held, calibrations.atLoad(LABEL).levels().get(0), 0.01,
        "0.8 times the rate the first repetition held last");

    calibrations.found(LABEL, calibrations.load(LABEL), 2);
    assertEquals(0.8 * held, calibrations.atLoad(LABEL).levels().get(0), 0.01,
        "only the first repetition's capacity counts");
  }

  @Test
  void aStageFarBelowTheCeilingItPredictsAsksForOneNearerIt() {
    calibrations.predict(LABEL, settled(20), 12, "logs");
    calibrations.calibrate(LABEL, settled(10), 40, "logs");
    assertEquals(List.of(80.0), calibrations.nearerKnee(LABEL, 40).orElseThrow().levels(),
        "run at 40 journeys/s, 0.4 times the 100 it predicts: one more stage at 0.8 times that");
    assertEquals(0, calibrations.nearerKnee(LABEL, 40).orElseThrow().leadIn(), "on a warm JVM: no ramp");
    assertEquals(40, calibrations.atLoad(LABEL).leadIn(), "the second stage ramps up, a third of its 120 s");

    calibrations.calibrate(LABEL, settled(10), 80, "logs");
    assertTrue(calibrations.nearerKnee(LABEL, 80).isEmpty(), "0.8 times the ceiling it predicts is near enough");
  }

  @Test
  void anOverloadedStageAsksForNoOtherStage() {
    SteadyState.Window growing = new SteadyState.Window(0, 1040, 40, 400, 600, 0, 0.3, 900);
    SteadyState overloaded = new SteadyState(10, 0.05, List.of(growing, growing, growing), null, 2);
    LevelPlan levels = calibrations.calibrate(LABEL, overloaded, 40, "logs");
    assertTrue(levels.calibratedCeiling() < 40, "what it answered, below what it was offered");
    assertTrue(calibrations.nearerKnee(LABEL, 40).isEmpty());
  }

  @Test
  void aStageFoundOverloadedIsFollowedByOneAtThreeQuartersOfItsRateAsLongAtMost() {
    calibrations.predict(LABEL, settled(20), 12, "logs");
    LoadParameters atLoad = calibrations.atLoad(LABEL);
    LoadParameters lower = calibrations.backedOff(atLoad);
    assertEquals(List.of(30.0), lower.levels(), "0.75 times the overloaded stage's 40 users/s");
    assertEquals(0, lower.leadIn(), "at its rate at once: the stage before warmed it up to more");
    assertEquals(atLoad.levelSeconds(), lower.levelSeconds());
    assertEquals(atLoad.pauseFactor(), lower.pauseFactor());
    assertEquals(List.of(22.5), calibrations.backedOff(lower).levels(), "and lower again if that one overloads");
  }

  @Test
  void theOtherCpusCeilingBindsWhenItIsLower() {
    assertEquals(150, calibrations.calibrate(LABEL, settled(5), 12, "logs").calibratedCeiling(), 1e-9,
        "0.75 of the other CPU at 5 ms a journey");
  }

  @Test
  void laterRepetitionsStepFinerAndLongerFromEightStepsBelowTheFirstsKnee() {
    LevelPlan levels = calibrations.calibrate(LABEL, settled(10), 40, "logs");
    LoadParameters first = calibrations.load(LABEL);
    assertEquals(levels.levels(), first.levels(), "the first repetition climbs every level");
    assertEquals(6, first.levelSeconds(), 1e-9);
    assertEquals(levels.description(), calibrations.measured(LABEL).description());
    calibrations.found(LABEL, first, 12);
    double knee = levels.levels().get(12);
    LoadParameters later = calibrations.load(LABEL);
    assertEquals(30, later.levels().size(), "as many steps as the plan's");
    assertEquals(knee, later.levels().get(8), 0.01, "the knee is the 9th");
    assertEquals(knee / Math.pow(1.025, 8), later.levels().get(0), 0.01, "8 steps of 2.5 % below it");
    assertEquals(10, later.levelSeconds(), 1e-9, "each held 10 s");
    assertTrue(calibrations.measured(LABEL).nearKnee());

    calibrations.found(LABEL, later, 2);
    assertEquals(later, calibrations.load(LABEL), "only the first repetition's knee counts");
  }

  @Test
  void aBrokenStartNearTheKneeStepsAgainInTheKneesStepsFromFurtherBelowIt() {
    LevelPlan levels = calibrations.calibrate(LABEL, settled(10), 40, "logs");
    calibrations.found(LABEL, calibrations.load(LABEL), 12);
    double knee = levels.levels().get(12);
    LoadParameters near = calibrations.load(LABEL);
    calibrations.found(LABEL, near, null);
    assertTrue(calibrations.retryLower(LABEL), "a start near the knee broke");
    LoadParameters again = calibrations.load(LABEL);
    assertEquals(30, again.levels().size(), "as many steps as the plan's");
    assertEquals(knee, again.levels().get(29), 0.01, "the knee is the 30th");
    assertEquals(knee / Math.pow(1.025, 29), again.levels().get(0), 0.01,
        "29 steps of 2.5 % below it, the first under the ladder's first 0.5 times it; not the ladder's coarse steps");
    assertEquals(10, again.levelSeconds(), 1e-9, "each held 10 s, as near the knee");
    assertTrue(calibrations.measured(LABEL).description().contains("its first step near the knee broke"),
        calibrations.measured(LABEL).description());

    calibrations.found(LABEL, again, 9);
    assertEquals(near, calibrations.load(LABEL), "the next repetition starts near the first's knee again");
  }

  @Test
  void aLoadNearTheKneeThatHeldEveryStepStepsAgainFromItsTopAndWhatItHoldsBecomesTheKnee() {
    LevelPlan levels = calibrations.calibrate(LABEL, settled(10), 40, "logs");
    assertFalse(calibrations.retryHigher(LABEL, 100), "no knee known: nothing measured to step again from");
    calibrations.found(LABEL, calibrations.load(LABEL), 12);
    LoadParameters near = calibrations.load(LABEL);
    double top = near.levels().get(29);
    calibrations.found(LABEL, near, 29);
    assertTrue(calibrations.retryHigher(LABEL, top), "held every step near the knee");
    LoadParameters again = calibrations.load(LABEL);
    assertEquals(top, again.levels().get(0), 0.01, "from the top it held");
    assertEquals(top * Math.pow(1.025, 29), again.levels().get(29), 0.01, "in the knee's steps");
    assertEquals(10, again.levelSeconds(), 1e-9, "each held 10 s, as near the knee");
    assertTrue(calibrations.measured(LABEL).description().contains("it held every step, so it stepped again"),
        calibrations.measured(LABEL).description());

    calibrations.found(LABEL, again, 7);
    double knee = again.levels().get(7);
    assertEquals(knee, calibrations.capacityFound(LABEL).orElseThrow(), 1e-9, "the later warm-ups aim at it");
    LoadParameters next = calibrations.load(LABEL);
    assertEquals(knee, next.levels().get(8), 0.01, "the next repetition steps near the new knee, the 9th");
    assertTrue(levels.levels().get(12) < next.levels().get(0), "above the first's knee");
  }

  @Test
  void aFirstRepetitionThatHeldItsWholeLadderStepsAgainFromItsTopInTheKneesSteps() {
    LevelPlan levels = calibrations.calibrate(LABEL, settled(10), 40, "logs");
    LoadParameters first = calibrations.load(LABEL);
    int top = first.levels().size() - 1;
    calibrations.found(LABEL, first, top);
    assertTrue(calibrations.retryHigher(LABEL, first.levels().get(top)), "its top is the knee found");
    LoadParameters again = calibrations.load(LABEL);
    assertEquals(levels.levels().get(top), again.levels().get(0), 0.01, "from the ladder's top");
    assertEquals(10, again.levelSeconds(), 1e-9, "in the knee's steps, not the ladder's");
  }

  @Test
  void aBrokenFirstStepWithoutAKneeStepsBelowTheLevelsOnce() {
    calibrations.calibrate(LABEL, settled(10), 40, "logs");
    calibrations.found(LABEL, calibrations.load(LABEL), null);
    assertTrue(calibrations.retryLower(LABEL), "the first level broke: finer levels below it");
    assertTrue(calibrations.measured(LABEL).lower());
    assertEquals(10, calibrations.load(LABEL).levels().get(0), 1e-9, "0.1 times the ceiling");
    assertFalse(calibrations.retryLower(LABEL), "nothing lower to try");
  }
}

package org.reactivebench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.profile.Profile;
import org.reactivebench.harness.profile.RunPlan;
import org.reactivebench.harness.run.BenchmarkRun;

/** A repeated run that finds capacity first finds each label's once, in a pass that is not counted. */
class RunPassesTest {

  @Test
  void aRepeatedCapacityRunStartsWithACalibrationPass() {
    assertTrue(RunPlan.of(Profile.CAPACITY).findsCapacity());
    assertEquals(List.of(BenchmarkRun.CALIBRATION_PASS, 1, 2, 3),
        RunCommand.passes(3, RunPlan.of(Profile.CAPACITY).findsCapacity()));
  }

  @Test
  void aSingleRunOrAPhasedOrFixedLoadHasNone() {
    assertEquals(List.of(1), RunCommand.passes(1, true));
    assertFalse(RunPlan.of(Profile.OVERLOAD).findsCapacity());
    assertFalse(RunPlan.of(Profile.QUICK).findsCapacity());
    assertEquals(List.of(1, 2), RunCommand.passes(2, RunPlan.of(Profile.OVERLOAD).findsCapacity()));
  }

  @Test
  void theEstimateAtTheStartCountsThePassAsALabelRunAndSpansTheWarmUpsLength() {
    int labelRuns = 2 * RunCommand.passes(3, true).size();
    double each = RunPlan.of(Profile.CAPACITY).minutesPerLabel();
    double soonest = RunPlan.of(Profile.CAPACITY).soonestMinutesPerLabel();
    assertTrue(soonest < each, "a warm-up that settles at once is shorter than one run to its bounds");
    assertEquals(String.format(java.util.Locale.ROOT,
        "about %.0f to %.0f min for 8 label runs, the calibration pass included", Math.ceil(8 * soonest),
        Math.ceil(8 * each)), TimeLeft.estimate(labelRuns, soonest, each, true));
    RunPlan quick = RunPlan.of(Profile.QUICK);
    assertEquals(quick.minutesPerLabel(), quick.soonestMinutesPerLabel(), 1e-9, "a fixed load takes what it takes");
    assertEquals("about 2 min for 1 label run", TimeLeft.estimate(1, 1.6, 1.6, false));
  }
}

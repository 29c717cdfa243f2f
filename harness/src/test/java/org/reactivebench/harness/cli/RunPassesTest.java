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
}

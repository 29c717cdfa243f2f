package org.reactivebench.harness.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.Overload;

/** The overload profile's phases become levels of one length, and the levels go back into the phases. */
class PhasedPlanTest {

  private final PhasedPlan plan = (PhasedPlan) Profile.OVERLOAD.plan();

  @Test
  void thePhasesAreHalfTwiceAndHalfTheCapacityForOneTwoAndFourMinutes() {
    assertEquals(List.of(new PhasedPlan.Phase("baseline", 0.5, 60), new PhasedPlan.Phase("overload", 2, 60),
        new PhasedPlan.Phase("recovery", 0.5, 120)), plan.phases());
    assertEquals(60, plan.unitSeconds());
  }

  @Test
  void eachPhaseIsAWholeNumberOfLevelsAtItsMultipleOfTheCeiling() {
    LevelPlan levels = plan.levels(10, "a ceiling of 10 journeys/s");
    assertEquals(List.of(5.0, 20.0, 5.0, 5.0), levels.levels());
    assertTrue(levels.description().endsWith("baseline 60 s at 5 users/s, overload 60 s at 20 users/s, recovery "
        + "120 s at 5 users/s"), levels.description());
  }

  @Test
  void theLoadIsOpenLevelsAfterTheLeadInAndItsWindowsAreThePhases() {
    LoadParameters load = plan.load(plan.levels(10, "basis"));
    assertEquals("open", load.model());
    assertEquals("levels", load.shapeName());
    assertEquals(0, load.stepRampSeconds());
    List<Overload.Window> windows = plan.windows(load);
    double leadIn = LoadPlan.Calibrated.LEAD_IN_SECONDS;
    assertEquals(List.of(new Overload.Window("baseline", 0.5, 5, leadIn, 60),
        new Overload.Window("overload", 2, 20, leadIn + 60, 60),
        new Overload.Window("recovery", 0.5, 5, leadIn + 120, 120)), windows);
    assertEquals(leadIn + 240, load.injectionSeconds());
  }

  @Test
  void shorterPhasesKeepTheirProportionsAndAGivenCapacityIsKept() {
    PhasedPlan shorter = plan.withFirstPhase(10).withCapacity(GivenCapacity.parse(List.of("3.5")));
    assertEquals(List.of(10, 10, 20), shorter.phases().stream().map(PhasedPlan.Phase::seconds).toList());
    assertEquals(10, shorter.unitSeconds());
    assertEquals(java.util.Optional.of(3.5), shorter.capacity().of("mysql-spring5"));
    assertTrue(shorter.describe().contains("baseline 10 s at 0.5x, overload 10 s at 2x, recovery 20 s at 0.5x; the "
        + "capacity is 3.5 journeys/s (given)"), shorter.describe());
  }

  @Test
  void theWarmUpIsTheCapacityProfilesWithALongerSecondStageBoundedByTheOption() {
    LoadPlan.Calibrated capacity = (LoadPlan.Calibrated) Profile.CAPACITY.plan();
    assertEquals(capacity.withWarmUp(240), plan.rule());
    assertEquals(capacity.calibration(), plan.base(), "the same first stage");
    assertEquals(240, ((PhasedPlan) Profile.SOAK.plan()).rule().loadedSeconds());
    assertEquals(60 + CalibratedWarmUp.RAMP_SECONDS + 240, ((PhasedPlan) Profile.SOAK.plan()).rule().warmUpSeconds(),
        "the first stage, the second's ramp and the second");
    assertEquals(180, capacity.loadedSeconds());
    assertEquals(60, capacity.calibration().levelSeconds());
    assertEquals(30, plan.withWarmUp(30).base().levelSeconds());
    assertEquals(30, plan.withWarmUp(30).rule().loadedSeconds());
  }
}

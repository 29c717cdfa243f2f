package org.reactivebench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.profile.LoadPlan;
import org.reactivebench.harness.profile.Profile;
import org.reactivebench.harness.profile.RunPlan;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.loadspec.Journey;

/** Options are an override on top of a profile: each changes what it names, and nothing else. */
class LoadOptionsTest {

  private final LoadOptions options = new LoadOptions();

  @Test
  void withoutOptionsTheProfileRunsAsItIs() {
    for (Profile profile : Profile.values()) {
      RunPlan plan = options.plan(profile);
      assertEquals(profile.plan(), plan.load(), profile.label());
      assertEquals(profile.criteria(), plan.criteria(), profile.label());
      assertEquals(profile.warmUp(), plan.warmUp(), profile.label());
    }
  }

  @Test
  void aPauseFactorChangesACalibratedPlansPausesOnly() {
    options.pauseFactor = 0.05;
    LoadPlan.Calibrated capacity = (LoadPlan.Calibrated) Profile.CAPACITY.plan();
    LoadPlan.Calibrated changed = assertInstanceOf(LoadPlan.Calibrated.class, options.plan(Profile.CAPACITY).load());
    assertEquals(0.05, changed.calibration().pauseFactor());
    assertEquals(capacity.calibration().levels(), changed.calibration().levels());
    assertEquals(capacity.ladder(), changed.ladder(), "the same steps");
  }

  @Test
  void levelsOnACalibratedProfileFixTheLoad() {
    options.levels = List.of(2.0, 4.0);
    LoadPlan.Fixed fixed = assertInstanceOf(LoadPlan.Fixed.class, options.plan(Profile.CAPACITY).load());
    assertEquals(LoadParameters.stepped(Journey.CRUD, "open", "levels", List.of(2.0, 4.0),
        LoadOptions.DEFAULT_LEVEL_SECONDS, 0, 0.02, null), fixed.load());
  }

  @Test
  void aCalibratedProfileStepsAnotherJourneyOfSeveralRequests() {
    options.journey = "operation";
    LoadPlan.Calibrated operation = assertInstanceOf(LoadPlan.Calibrated.class, options.plan(Profile.CAPACITY).load());
    assertEquals(Journey.OPERATION, operation.calibration().journey());
    assertEquals(((LoadPlan.Calibrated) Profile.CAPACITY.plan()).ladder(), operation.ladder());
  }

  @Test
  void aCalibratedProfileDoesNotStepAOneCallJourney() {
    options.journey = "passthrough";
    assertThrows(IllegalArgumentException.class, () -> options.plan(Profile.CAPACITY));
  }

  @Test
  void anSloChangesTheCriteriaOnly() {
    options.sloP95 = 100L;
    RunPlan plan = options.plan(Profile.PASSTHROUGH_RATE);
    assertEquals(100, plan.criteria().sloP95Ms());
    assertEquals(Profile.PASSTHROUGH_RATE.criteria().minDelivered(), plan.criteria().minDelivered());
    assertEquals(Profile.PASSTHROUGH_RATE.plan(), plan.load());
  }

  @Test
  void usersOnTheQuickProfileKeepItsRampAndPauses() {
    options.users = 50;
    LoadPlan.Fixed fixed = assertInstanceOf(LoadPlan.Fixed.class, options.plan(Profile.QUICK).load());
    assertEquals(LoadParameters.ramp(50, 15, 0.05), fixed.load());
  }

  @Test
  void theOverloadOptionsShapeItsPhasesAndItsWarmUp() {
    options.phaseSeconds = 10;
    options.capacity = List.of("4.5", "mysql-spring4=3");
    options.warmUp = 20.0;
    options.journey = "operation";
    RunPlan plan = options.plan(Profile.OVERLOAD);
    org.reactivebench.harness.profile.PhasedPlan phased =
        assertInstanceOf(org.reactivebench.harness.profile.PhasedPlan.class, plan.load());
    assertEquals(List.of(10, 10, 20), phased.phases().stream().map(p -> p.seconds()).toList());
    assertEquals(java.util.Optional.of(4.5), phased.capacity().of("mysql-spring5"));
    assertEquals(java.util.Optional.of(3.0), phased.capacity().of("mysql-spring4"));
    assertEquals(20, phased.base().levelSeconds());
    assertEquals(Journey.OPERATION, phased.base().journey());
    assertEquals(java.util.Optional.of(phased.base()), plan.warmUp(), "the warm-up is the one the options shaped");
  }

  @Test
  void theOverloadOptionsAreRefusedElsewhere() {
    options.capacity = List.of("4.5");
    assertThrows(IllegalArgumentException.class, () -> options.plan(Profile.CAPACITY));
    options.capacity = null;
    options.warmUp = 20.0;
    assertThrows(IllegalArgumentException.class, () -> options.plan(Profile.QUICK));
    assertEquals(20, options.plan(Profile.CAPACITY).warmUp().orElseThrow().levelSeconds());
  }
}

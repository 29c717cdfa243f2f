package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LoadParametersTest {

  @Test
  void theTwentySeventeenRampIsWhatOldSummariesMean() {
    LoadParameters old = new LoadParameters(400, 60, 0.2, null, null, null, null, null, null, null);
    assertEquals("400 users over 60 s, pause factor 0.2", old.describe());
    assertEquals(Map.of("model", "open", "shape", "ramp", "pauseFactor", "0.2", "users", "400", "ramp", "60"),
        old.gatlingProperties());
    assertEquals(List.of(), old.schedule());
  }

  @Test
  void stepsAreHeldOneAfterTheOtherWithRampsBetween() {
    LoadParameters steps = LoadParameters.stepped(LoadParameters.OPERATION, "open", "steps", List.of(3.3, 4.4, 5.5),
        15, 2, 0.02, null);
    assertEquals(List.of(new LoadParameters.Level(0, 3.3, 0, 15), new LoadParameters.Level(1, 4.4, 17, 15),
        new LoadParameters.Level(2, 5.5, 34, 15)), steps.schedule());
    assertEquals(49, steps.injectionSeconds(), 1e-9);
    assertEquals(85.8, steps.offeredRequestsPerSecond(3.3), 1e-9, "26 requests a journey");
    assertEquals("3.3,4.4,5.5", steps.gatlingProperties().get("levels"));
  }

  @Test
  void aClosedPassthroughLevelOffersUsersOverDelayAndMeanPause() {
    LoadParameters users = LoadParameters.stepped(LoadParameters.PASSTHROUGH, "closed", "levels",
        List.of(300.0, 1000.0), 30, 10, 1, 300);
    assertEquals(300 / 1.8, users.offeredRequestsPerSecond(300), 1e-9);
    assertEquals("closed model, 2 levels 300, 1000 users (30 s each, 10 s ramps), pauses 1–2 s, downstream delay "
        + "300 ms", users.describe());
  }
}

package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivebench.loadspec.Journey;
import org.reactivebench.loadspec.LoadSpec;

class LoadParametersTest {

  @Test
  void theTwentySeventeenRampIsWhatOldSummariesMean() {
    LoadParameters old = new LoadParameters(400, 60, 0.2, null, null, null, null, null, null, null, null, null);
    assertEquals("400 users over 60 s, pause factor 0.2", old.describe());
    assertEquals(new LoadSpec("http://x", Journey.OPERATION, LoadSpec.Model.OPEN, LoadSpec.Shape.RAMP, 400, 60,
        List.of(), 0, 0, 0.2, 0, LoadSpec.DEFAULT_TOKEN_CLIENTS, "", 0, 0), old.spec("http://x", ""));
    assertEquals(List.of(), old.schedule());
  }

  @Test
  void restedLevelsStartAfterTheRestAndTheRampAndSayBoth() {
    LoadParameters rested = LoadParameters.stepped(Journey.CRUD, "open", "levels", List.of(10.0, 20.0), 10, 1,
        0.02, null).withLeadIn(30).withRest(5);
    assertEquals(List.of(new LoadParameters.Level(0, 10.0, 30, 10), new LoadParameters.Level(1, 20.0, 46, 10)),
        rested.schedule());
    assertEquals(5, rested.spec("http://x", "").restSeconds());
    assertEquals("open model, 2 levels 10, 20 users/s (after a 30 s lead-in, 10 s each, between two a 5 s rest with "
        + "no arrivals and a 1 s ramp), pause factor 0.02", rested.describe());
  }

  @Test
  void stepsAreHeldOneAfterTheOtherWithRampsBetween() {
    LoadParameters steps = LoadParameters.stepped(Journey.OPERATION, "open", "steps", List.of(3.3, 4.4, 5.5),
        15, 2, 0.02, null);
    assertEquals(List.of(new LoadParameters.Level(0, 3.3, 0, 15), new LoadParameters.Level(1, 4.4, 17, 15),
        new LoadParameters.Level(2, 5.5, 34, 15)), steps.schedule());
    assertEquals(49, steps.injectionSeconds(), 1e-9);
    assertEquals(85.8, steps.offeredRequestsPerSecond(3.3), 1e-9, "26 requests a journey");
    LoadSpec spec = steps.spec("http://x", "/stop");
    assertEquals(List.of(3.3, 4.4, 5.5), spec.levels());
    assertEquals(LoadSpec.Shape.STEPS, spec.shape());
    assertEquals("/stop", spec.stopFile());
  }

  @Test
  void aClosedPassthroughLevelOffersUsersOverDelayAndMeanPause() {
    LoadParameters users = LoadParameters.stepped(Journey.PASSTHROUGH, "closed", "levels",
        List.of(300.0, 1000.0), 30, 10, 1, 300);
    assertEquals(300 / 1.8, users.offeredRequestsPerSecond(300), 1e-9);
    assertEquals("closed model, 2 levels 300, 1000 users (30 s each, 10 s ramps), pauses 1–2 s, downstream delay "
        + "300 ms", users.describe());
  }
}

package org.reactivebench.loadspec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LoadSpecFileTest {

  @TempDir
  Path folder;

  @Test
  void aSpecReadsBackAsWritten() throws Exception {
    LoadSpec spec = new LoadSpec("http://127.0.0.1:1234", Journey.PASSTHROUGH, LoadSpec.Model.CLOSED,
        LoadSpec.Shape.LEVELS, 0, 0, List.of(300.0, 1000.0), 30, 10, 1, 300, 50, "/tmp/stop", 15, 0);
    Path file = folder.resolve("load.json");
    LoadSpecFile.write(spec, file);
    assertEquals(spec, LoadSpecFile.read(file));
  }

  @Test
  void theInjectionLastsItsLevelsAndTheRampsBetweenThem() {
    LoadSpec steps = new LoadSpec("", Journey.OPERATION, LoadSpec.Model.OPEN, LoadSpec.Shape.STEPS, 0, 0,
        List.of(1.0, 2.0, 3.0), 12, 1, 0.02, 0, 50, "", 10, 0);
    assertEquals(48, steps.injectionSeconds(), "a lead-in of 10 s, 3 levels of 12 s, 2 ramps of 1 s");
    assertEquals(36, steps.levelStartSeconds(2));
    assertEquals(60, LoadSpec.byHand(Journey.OPERATION, "").injectionSeconds());
  }

  @Test
  void aRestBetweenLevelsComesBeforeEachRampAndDelaysTheLevelsAfterIt() {
    LoadSpec rested = new LoadSpec("", Journey.CRUD, LoadSpec.Model.OPEN, LoadSpec.Shape.LEVELS, 0, 0,
        List.of(1.0, 2.0, 3.0), 12, 1, 0.02, 0, 50, "", 10, 5);
    assertEquals(10, rested.levelStartSeconds(0), "the first level right after the lead-in");
    assertEquals(46, rested.levelStartSeconds(2), "two levels of 12 s, two rests of 5 s and two ramps of 1 s");
    assertEquals(58, rested.injectionSeconds());
  }

  @Test
  void onlyTheOpenLevelsShapeRestsBetweenLevels() {
    assertThrows(IllegalArgumentException.class, () -> new LoadSpec("", Journey.CRUD, LoadSpec.Model.CLOSED,
        LoadSpec.Shape.LEVELS, 0, 0, List.of(1.0, 2.0), 12, 1, 0.02, 0, 50, "", 0, 5));
    assertThrows(IllegalArgumentException.class, () -> new LoadSpec("", Journey.CRUD, LoadSpec.Model.OPEN,
        LoadSpec.Shape.STEPS, 0, 0, List.of(1.0, 2.0), 12, 1, 0.02, 0, 50, "", 0, 5));
  }

  @Test
  void aSimulationRefusesTheSpecOfAnotherJourney() throws Exception {
    Path file = folder.resolve("load.json");
    LoadSpecFile.write(LoadSpec.byHand(Journey.DOWNSTREAM, "http://127.0.0.1:1"), file);
    System.setProperty(LoadSpecFile.PROPERTY, file.toString());
    try {
      assertEquals(Journey.DOWNSTREAM, LoadSpecFile.ofThisRun(Journey.DOWNSTREAM).journey());
      assertThrows(IllegalArgumentException.class, () -> LoadSpecFile.ofThisRun(Journey.OPERATION));
    } finally {
      System.clearProperty(LoadSpecFile.PROPERTY);
    }
  }

  /** The 2017 study's published journey: 26 requests, 99 s of pauses with the 5–10 s pause at its mean. */
  @Test
  void theOperationJourneyIsThe2017One() {
    assertEquals(26, OperationJourney.REQUESTS);
    assertEquals(99, OperationJourney.PAUSE_SECONDS);
    assertEquals(7, OperationJourney.REQUEST_NAMES.size());
  }

  /** The CRUD journey is the 2017 one without the probe, the login and their pauses. */
  @Test
  void theCrudJourneyIsTheOperationJourneyWithoutItsLogin() {
    assertEquals(24, Journey.CRUD.requestsPerUser());
    assertEquals(93, Journey.CRUD.pauseSecondsPerUser());
    assertEquals(OperationJourney.REQUEST_NAMES.subList(2, 7), OperationJourney.CRUD_REQUEST_NAMES);
  }
}

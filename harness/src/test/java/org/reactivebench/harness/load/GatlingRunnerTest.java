package org.reactivebench.harness.load;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Gatling's "engine crashed" is a failure at start, not the noise of a load the harness stopped. */
class GatlingRunnerTest {

  private static final String CRASH = "12:00:00.000 ERROR i.g.c.c.Controller - " + GatlingRunner.CRASHED
      + " Future timed out after [5 seconds]";

  @Test
  void theCrashMessageFailsALoadThatWasNotAskedToStop() {
    assertTrue(GatlingRunner.crashedAtStart("Simulation started\n" + CRASH, false));
    assertFalse(GatlingRunner.crashedAtStart("Simulation started\n", false));
  }

  @Test
  void theSameWordsAfterTheHarnessStoppedTheLoadAreItsShutdown() {
    assertFalse(GatlingRunner.crashedAtStart("Simulation started\n" + CRASH, true));
  }
}

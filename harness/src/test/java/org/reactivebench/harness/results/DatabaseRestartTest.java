package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class DatabaseRestartTest {

  static SimulationLog log(RequestRecord... requests) {
    return new SimulationLog("3.12.0", 0, List.of(), List.of(), List.of(requests), List.of(), java.util.Map.of());
  }

  @Test
  void recoveryLastsUntilTheEndOfTheLastKoAfterTheRestart() {
    SimulationLog log = log(
        new RequestRecord("Get created operation", 9_000, 9_010, false, "status 500 before the restart"),
        new RequestRecord("Get created operation", 20_100, 20_200, false, "found 500"),
        new RequestRecord("Get created operation", 21_000, 23_500, false, "found 500"),
        new RequestRecord("Get created operation", 24_000, 24_010, true, ""));

    DatabaseRestart restart = DatabaseRestart.of(log, 20_000, 21_000, 5_000);

    assertEquals(15, restart.atSecond());
    assertEquals(1_000, restart.downtimeMs());
    assertEquals(2, restart.koAfterRestart());
    assertEquals(3_500, restart.recoveryMs());
  }

  @Test
  void withoutKoTheVariantRecoveredWhenTheDatabaseWasBack() {
    DatabaseRestart restart = DatabaseRestart.of(log(new RequestRecord("x", 20_100, 22_000, true, "")), 20_000, 21_200, 0);
    assertEquals(0, restart.koAfterRestart());
    assertEquals(1_200, restart.recoveryMs());
  }
}

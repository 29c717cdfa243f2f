package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulationLogTest {

  @TempDir
  Path folder;

  @Test
  void readsVersionStartAndRequests() throws Exception {
    SimulationLog log = SimulationLog.read(LoadStatisticsTest.knownLog());
    assertEquals("3.12.0", log.gatlingVersion());
    assertEquals(1000000, log.runStart());
    assertEquals(13, log.requests().size());
    RequestRecord first = log.requests().get(0);
    assertEquals(new RequestRecord("Get all operations", 1001000, 1001001, true, ""), first);
  }

  @Test
  void refusesALogWithoutRunLine() throws IOException {
    Path log = Files.writeString(folder.resolve("simulation.log"), "REQUEST\t\tx\t1\t2\tOK\t \n");
    IOException error = assertThrows(IOException.class, () -> SimulationLog.read(log));
    assertTrue(error.getMessage().contains("no RUN line"), error.getMessage());
  }

  @Test
  void namesTheLineThatIsNotGatlingFormat() throws IOException {
    Path log = Files.writeString(folder.resolve("simulation.log"),
        "RUN\tS\ts\t1\t \t3.12.0\nREQUEST\t\tx\tnot-a-number\t2\tOK\t \n");
    IOException error = assertThrows(IOException.class, () -> SimulationLog.read(log));
    assertTrue(error.getMessage().contains("simulation.log:2"), error.getMessage());
  }
}

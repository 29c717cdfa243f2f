package org.reactivebench.harness.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a JVM's named threads' times on a CPU and waiting for one are read from their schedstat. */
class SchedstatTest {

  @Test
  void theNamedThreadsTimesAreSummedFromTheirSchedstat(@TempDir Path proc) throws IOException {
    task(proc, 40, 41, "java", "900 100 3");
    task(proc, 40, 42, "parallel-1", "5000000 2000000 40");
    task(proc, 40, 43, "parallel-2", "3000000 1000000 30");
    task(proc, 40, 44, "reactor-http-ep", "7000000 4000000 90");

    long[] times = Schedstat.ofThreads(proc, 40, "parallel-");
    assertEquals(8_000_000, times[0], "on a CPU, in ns");
    assertEquals(3_000_000, times[1], "waiting for a CPU, in ns");
    assertNull(Schedstat.ofThreads(proc, 40, "boundedElastic-"), "no such thread: no sample");
    assertNull(Schedstat.ofThreads(proc, 99, "parallel-"), "no such process: no sample");
  }

  /** A thread of a process, with its name and its schedstat line (ns on a CPU, ns waiting, time slices). */
  private static void task(Path proc, long pid, long tid, String name, String schedstat) throws IOException {
    Path folder = Files.createDirectories(proc.resolve(Long.toString(pid)).resolve("task").resolve(Long.toString(tid)));
    Files.writeString(folder.resolve("comm"), name + "\n");
    Files.writeString(folder.resolve("schedstat"), schedstat + "\n");
  }
}

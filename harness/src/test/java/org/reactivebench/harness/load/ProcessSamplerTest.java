package org.reactivebench.harness.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How the CPU sets' busy and stolen time are read from /proc/stat, which kernel threads are watched, and how a JVM's
 * named threads' times are read.
 */
class ProcessSamplerTest {

  /** Two CPUs; the fields: user nice system idle iowait irq softirq steal guest guest_nice, in ticks of 10 ms. */
  static final List<String> PROC_STAT = List.of(
      "cpu  300 20 100 9000 50 0 30 7 0 0",
      "cpu0 100 10 40 4500 30 0 10 2 0 0",
      "cpu1 200 10 60 4500 20 0 20 5 0 0",
      "intr 12345 0 0",
      "ctxt 678");

  @Test
  void busyTimeCountsEveryFieldButIdleAndIowaitOfTheChosenCpus() {
    assertEquals((200 + 10 + 60 + 0 + 20 + 5) * 10, ProcessSampler.cpuTimeMs(PROC_STAT, List.of(1),
        ProcessSampler.BUSY));
    assertEquals((100 + 10 + 40 + 10 + 2 + 200 + 10 + 60 + 20 + 5) * 10, ProcessSampler.cpuTimeMs(PROC_STAT,
        List.of(0, 1), ProcessSampler.BUSY), "the machine's summary line is not counted again");
  }

  @Test
  void stolenTimeIsTheStealFieldOfTheChosenCpus() {
    assertEquals(20, ProcessSampler.cpuTimeMs(PROC_STAT, List.of(0), ProcessSampler.STEAL));
    assertEquals(70, ProcessSampler.cpuTimeMs(PROC_STAT, List.of(0, 1), ProcessSampler.STEAL));
  }

  @Test
  void theKernelsMemoryMonitorIsFoundByNameAmongKthreaddsChildrenOnly(@TempDir Path proc) throws IOException {
    process(proc, 2, "kthreadd", 0);
    process(proc, 77, "kdamond.0", 2);
    process(proc, 78, "kdamond.1", 2);
    process(proc, 90, "kswapd0", 2);
    process(proc, 500, "kdamond.0", 1); // a user process that took the name: not the kernel's
    Files.createDirectories(proc.resolve("self"));

    assertEquals(List.of(77L, 78L), ProcessSampler.kernelThreads(proc, "kdamond"));
    assertEquals(List.of(), ProcessSampler.kernelThreads(proc, "kcompactd"), "none: nothing is watched");
    assertEquals(List.of(), ProcessSampler.kernelThreads(proc.resolve("absent"), "kdamond"), "no /proc: none");
  }

  @Test
  void theNamedThreadsTimesAreSummedFromTheirSchedstat(@TempDir Path proc) throws IOException {
    task(proc, 40, 41, "java", "900 100 3");
    task(proc, 40, 42, "parallel-1", "5000000 2000000 40");
    task(proc, 40, 43, "parallel-2", "3000000 1000000 30");
    task(proc, 40, 44, "reactor-http-ep", "7000000 4000000 90");

    long[] times = ProcessSampler.schedstat(proc, 40, "parallel-");
    assertEquals(8_000_000, times[0], "on a CPU, in ns");
    assertEquals(3_000_000, times[1], "waiting for a CPU, in ns");
    assertNull(ProcessSampler.schedstat(proc, 40, "boundedElastic-"), "no such thread: no sample");
    assertNull(ProcessSampler.schedstat(proc, 99, "parallel-"), "no such process: no sample");
  }

  /** A thread of a process, with its name and its schedstat line (ns on a CPU, ns waiting, time slices). */
  private static void task(Path proc, long pid, long tid, String name, String schedstat) throws IOException {
    Path folder = Files.createDirectories(proc.resolve(Long.toString(pid)).resolve("task").resolve(Long.toString(tid)));
    Files.writeString(folder.resolve("comm"), name + "\n");
    Files.writeString(folder.resolve("schedstat"), schedstat + "\n");
  }

  /** A /proc/PID/stat with the name and the parent pid; its CPU times 0. */
  private static void process(Path proc, long pid, String name, long parent) throws IOException {
    Path folder = Files.createDirectories(proc.resolve(Long.toString(pid)));
    Files.writeString(folder.resolve("stat"), pid + " (" + name + ") S " + parent + " 0 0 0 -1 0 0 0 0 0 0 0 0 0 20");
  }
}

package org.reactivebench.harness.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the CPU sets' busy and stolen time are read from /proc/stat, and which kernel threads are watched. */
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

  /** A /proc/PID/stat with the name and the parent pid; its CPU times 0. */
  private static void process(Path proc, long pid, String name, long parent) throws IOException {
    Path folder = Files.createDirectories(proc.resolve(Long.toString(pid)));
    Files.writeString(folder.resolve("stat"), pid + " (" + name + ") S " + parent + " 0 0 0 -1 0 0 0 0 0 0 0 0 0 20");
  }
}

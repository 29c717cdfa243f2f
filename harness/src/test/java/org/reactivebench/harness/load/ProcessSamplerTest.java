package org.reactivebench.harness.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** How the CPU sets' busy and stolen time are read from the lines of /proc/stat. */
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
}

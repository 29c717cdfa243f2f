package org.reactivebench.harness.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.results.HostSpeed;

/** The host probe times BCrypt and a walk through memory on the CPU it names, and pins only its own thread to it. */
class HostProbeTest {

  @Test
  void eachCpuIsTimedByAThreadThatRanOnIt() throws Exception {
    CpuPartition partition = CpuPartition.split(Optional.empty());
    assumeTrue(partition.pinned(), "needs Linux, taskset and two CPUs: " + partition.note());
    String before = allowedCpus();

    HostSpeed speed = HostProbe.measure(partition);

    assertTrue(speed.pinned(), "each probe thread last ran on its CPU: " + speed);
    assertEquals(partition.variantCpus().get(0), speed.variantCpu());
    assertEquals(partition.otherCpus().get(0), speed.otherCpu());
    assertNotEquals(speed.variantCpu(), speed.otherCpu());
    assertTrue(speed.variantMsPerCheck() > 0 && speed.otherMsPerCheck() > 0, speed.toString());
    assertTrue(speed.variantNsPerRead() > 0 && speed.otherNsPerRead() > 0, speed.toString());
    assertTrue(speed.describe().contains("random read from memory"), speed.describe());
    assertEquals(before, allowedCpus(), "the calling thread keeps its CPUs: only the probe's threads were pinned");
  }

  @Test
  void aSharedPartitionTimesOneCpuForBothRolesAndSaysItWasNotPinned() throws Exception {
    HostSpeed speed = HostProbe.measure(CpuPartition.shared("test"));

    assertFalse(speed.pinned());
    assertEquals(speed.variantCpu(), speed.otherCpu());
    assertEquals(speed.variantMsPerCheck(), speed.otherMsPerCheck());
    assertTrue(speed.describe().contains("median of " + HostProbe.TIMED_CHECKS), speed.describe());
    assertEquals(speed.variantNsPerRead(), speed.otherNsPerRead());
    assertTrue(speed.describe().endsWith(String.format(java.util.Locale.ROOT, "one random read from memory %.1f ns",
        speed.variantNsPerRead())), speed.describe());
  }

  @Test
  void theWalkIsOneCycleThroughEverySlot() {
    int slots = 1000;
    int[] next = HostProbe.cycle(slots, new SplittableRandom(7));
    boolean[] seen = new boolean[slots];
    int at = 0;
    for (int step = 0; step < slots; step++) {
      assertFalse(seen[at], "slot " + at + " came round again after " + step + " steps");
      seen[at] = true;
      at = next[at];
    }
    assertEquals(0, at, "after as many steps as slots the walk is back where it began");
    assertEquals(at, HostProbe.walk(next, 0, slots));
    assertNotEquals(0, HostProbe.walk(next, 0, slots - 1));
  }

  private static String allowedCpus() throws IOException {
    return Files.readAllLines(Path.of("/proc/thread-self/status")).stream()
        .filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst().orElse("not Linux");
  }
}

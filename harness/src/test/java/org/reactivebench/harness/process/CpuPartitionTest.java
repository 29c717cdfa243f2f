package org.reactivebench.harness.process;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CpuPartitionTest {

  private final CpuPartition pinned = new CpuPartition(List.of(3), List.of(0, 1, 2), "");

  @Test
  void cpuListsReadAndWriteAsTasksetAndProcDo() {
    assertEquals(List.of(0, 2, 3, 4, 7), CpuPartition.parse("0,2-4,7"));
    assertEquals("0,2-4,7", CpuPartition.list(List.of(0, 2, 3, 4, 7)));
    assertEquals("0-1", CpuPartition.list(CpuPartition.parse(" 0-1\n")));
  }

  @Test
  void eachProcessStartsOnItsOwnCpus() {
    assertEquals(List.of("/usr/bin/taskset", "-c", "3", "java", "-jar", "v.jar"),
        pinned.onVariantCpus(List.of("java", "-jar", "v.jar")));
    assertEquals(List.of("/usr/bin/taskset", "-c", "0-2", "mariadbd"), pinned.onOtherCpus(List.of("mariadbd")));
    assertTrue(pinned.pinned());
    assertEquals("variant on CPU 3, database, downstream and load generator on CPU 0-2", pinned.describe());
  }

  @Test
  void sharedCpusStartEveryProcessAsItIs() {
    CpuPartition shared = new CpuPartition(List.of(0, 1), List.of(0, 1), "--variant-cpus shared");
    assertFalse(shared.pinned());
    assertEquals(List.of("java", "-jar", "v.jar"), shared.onVariantCpus(List.of("java", "-jar", "v.jar")));
    assertTrue(shared.describe().contains("--variant-cpus shared"), shared.describe());
  }
}

package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pauses of a GC log as JDK 17 and 25 write it with {@code -Xlog:gc:file=...:timemillis}. */
class GcPauseTest {

  @TempDir
  Path folder;

  @Test
  void aYoungPauseGivesItsEndTheKindTheTimeAndTheHeapAfterIt() {
    assertEquals(new GcPause(1795581226204L, "Pause Young (Normal) (G1 Evacuation Pause)", 17.940, 3),
        GcPause.parse("[1795581226204ms] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 6M->3M(64M) 17.940ms"));
  }

  @Test
  void aFullPauseWithParenthesesInItsCauseIsAPauseToo() {
    assertEquals(new GcPause(1795581227634L, "Pause Full (System.gc())", 19.206, 3),
        GcPause.parse("[1795581227634ms] GC(82) Pause Full (System.gc()) 27M->3M(20M) 19.206ms"));
    assertEquals(new GcPause(1795581227700L, "Pause Remark", 1.021, 300),
        GcPause.parse("[1795581227700ms] GC(13) Pause Remark 300M->300M(1024M) 1.021ms"));
  }

  @Test
  void otherLinesAreNoPause() {
    assertNull(GcPause.parse("[1795581224729ms] Using G1"));
    assertNull(GcPause.parse("[1795581227701ms] GC(13) Concurrent Mark Cycle 34.567ms"));
  }

  @Test
  void aLogGivesItsPausesInOrderAndAMissingLogNone() throws Exception {
    Path log = folder.resolve("variant-gc.log");
    Files.writeString(log, """
        [1795581224729ms] Using G1
        [1795581226204ms] GC(0) Pause Young (Normal) (G1 Evacuation Pause) 6M->3M(64M) 17.940ms
        [1795581226591ms] GC(1) Pause Young (Normal) (G1 Evacuation Pause) 6M->3M(64M) 14.555ms
        """);
    assertEquals(List.of(1795581226204L, 1795581226591L), GcPause.read(log).stream().map(GcPause::epochMs).toList());
    assertEquals(List.of(), GcPause.read(folder.resolve("missing.log")));
  }
}

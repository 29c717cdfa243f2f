package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.loadspec.OperationJourney;

/** A soak's first minute against its last, on synthetic series: what grew is flagged, what stayed is not. */
class SoakTest {

  private static final long START = 1_000_000;
  private static final Overload.Window WINDOW = new Overload.Window(Soak.PHASE, 0.7, 7, 0, 300);

  /** Ten requests a second for 300 s, taking {@code firstMs} at first and {@code lastMs} in the last minute. */
  private static SimulationLog log(long firstMs, long lastMs) {
    List<RequestRecord> requests = new ArrayList<>();
    for (int second = 0; second < 300; second++) {
      for (int i = 0; i < 10; i++) {
        long end = START + second * 1000L + i * 95;
        long time = second >= 240 ? lastMs : firstMs;
        requests.add(new RequestRecord(OperationJourney.READ, end - time, end, true, null));
      }
    }
    return new SimulationLog("3.12.0", START, List.of(START), List.of(), requests, List.of(), Map.of());
  }

  /** A sample every 10 s, memory growing by {@code rssStepMb} each, threads constant. */
  private static List<ProcessSample> samples(long rssStepMb) {
    List<ProcessSample> samples = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      samples.add(new ProcessSample(START + i * 10_000L + 5_000, 0, 60, (500 + i * rssStepMb) << 20));
    }
    return samples;
  }

  /** A young pause every 5 s, the heap after it growing by {@code heapStepMb} each. */
  private static List<GcPause> pauses(long heapStepMb) {
    List<GcPause> pauses = new ArrayList<>();
    for (int i = 0; i < 60; i++) {
      pauses.add(new GcPause(START + i * 5_000L + 2_000, "Pause Young (Normal) (G1 Evacuation Pause)", 2.5,
          40 + i * heapStepMb));
    }
    return pauses;
  }

  @Test
  void aSteadyLabelIsNotFlagged() {
    Soak soak = Soak.of(10, WINDOW, log(20, 22), START, samples(0), pauses(0), true);
    assertEquals(3000, soak.requests());
    assertEquals(20, soak.first().p99());
    assertEquals(22, soak.last().p99());
    assertEquals(500L << 20, soak.first().rssBytes());
    assertEquals(40, soak.last().heapAfterGcMb());
    assertEquals(60, soak.gcPauses());
    assertEquals(150, soak.gcPauseTotalMs(), 1e-9);
    assertEquals(2.5, soak.gcPauseMaxMs(), 1e-9);
    assertFalse(soak.flagged(), soak.flags());
  }

  @Test
  void aGrowingP99IsFlaggedButNotASmallOne() {
    assertTrue(Soak.of(10, WINDOW, log(20, 80), START, samples(0), pauses(0), true).p99Growing());
    assertFalse(Soak.of(10, WINDOW, log(4, 9), START, samples(0), pauses(0), true).p99Growing(),
        "more than 1.5 times, but only 5 ms more");
  }

  @Test
  void growingMemoryAndAGrowingHeapAfterCollectionsAreFlagged() {
    Soak soak = Soak.of(10, WINDOW, log(20, 20), START, samples(10), pauses(1), true);
    assertTrue(soak.rssGrowing(), soak.toString());
    assertTrue(soak.heapGrowing(), soak.toString());
    assertEquals("resident memory grew, heap after GC grew", soak.flags());
  }

  @Test
  void withoutAGcLogThePausesAreNotRead() {
    Soak soak = Soak.of(10, WINDOW, log(20, 20), START, samples(0), null, false);
    assertEquals(-1, soak.gcPauses());
    assertEquals(-1, soak.first().heapAfterGcMb());
    assertEquals("died", soak.flags());
  }
}

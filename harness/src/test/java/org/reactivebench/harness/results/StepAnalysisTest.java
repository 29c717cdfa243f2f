package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.loadspec.Journey;

/** How a log is cut into the steady windows of its levels. */
class StepAnalysisTest {

  @Test
  void windowsSkipTheSettlingTimeAndTheRampsAndCountOnlyFinishedLevels() {
    LoadParameters load = LoadParameters.stepped(Journey.PASSTHROUGH, "open", "steps", List.of(10.0, 20.0, 30.0),
        9, 3, 0, 0);
    assertEquals(0.5, load.settleSeconds(), 1e-9, "one call of no delay, plus half a second");
    SimulationLog log = CapacityTest.log(CapacityTest.Behaviour.HEALTHY, CapacityTest.Behaviour.HEALTHY,
        CapacityTest.Behaviour.HEALTHY);
    List<StepResult> steps = StepAnalysis.steps(log, load, "Passthrough", CapacityTest.CRITERIA, Map.of(),
        1_000_000 + 21_000);
    assertEquals(2, steps.size(), "the third level (24-33 s) had not ended at 21 s");
    assertEquals(0.5, steps.get(0).windowStartSeconds(), 1e-9);
    assertEquals(12.5, steps.get(1).windowStartSeconds(), 1e-9, "level 2 starts after 9 s + a 3 s ramp");
    assertEquals(21, steps.get(1).windowEndSeconds(), 1e-9);
  }

  @Test
  void cpuOfEachProcessIsReadFromItsSamplesOverTheWindow() {
    LoadParameters load = LoadParameters.stepped(Journey.PASSTHROUGH, "open", "constant", List.of(10.0), 10,
        0, 0, 0);
    SimulationLog log = CapacityTest.log(CapacityTest.Behaviour.HEALTHY);
    Map<String, List<ProcessSample>> samples = Map.of(StepResult.VARIANT, List.of(
        new ProcessSample(1_000_000, 0, 30, 400L << 20), new ProcessSample(1_010_000, 5_000, 42, 420L << 20)));
    StepResult step = StepAnalysis.steps(log, load, "Passthrough", CapacityTest.CRITERIA, samples, Long.MAX_VALUE)
        .get(0);
    assertEquals(0.5, step.cores().get(StepResult.VARIANT), 1e-6, "5 CPU s over 10 s");
    assertEquals(42, step.variantThreads());
    assertTrue(step.held());
    assertEquals(10, step.achievedRequestsPerSecond(), 0.2);
  }

  @Test
  void eachStepGetsTheMedianOfTheHostReadsInItsOwnWindow() {
    LoadParameters load = LoadParameters.stepped(Journey.PASSTHROUGH, "open", "steps", List.of(10.0, 20.0, 30.0),
        9, 3, 0, 0);
    SimulationLog log = CapacityTest.log(CapacityTest.Behaviour.HEALTHY, CapacityTest.Behaviour.HEALTHY,
        CapacityTest.Behaviour.HEALTHY);
    long start = log.injectionStart("Passthrough");
    List<StepResult> steps = StepAnalysis.steps(log, load, "Passthrough", CapacityTest.CRITERIA, Map.of(),
        Long.MAX_VALUE);
    // the windows: 0.5-9 s, 12.5-21 s and 24.5-33 s; the reads at 10 and 11 s fall in the ramp between the first two
    List<HostRead> reads = List.of(new HostRead(start + 1_000, 300), new HostRead(start + 2_000, 200),
        new HostRead(start + 3_000, 250), new HostRead(start + 10_000, 900), new HostRead(start + 11_000, 900),
        new HostRead(start + 13_000, 410), new HostRead(start + 14_000, 430));
    List<StepResult> timed = StepAnalysis.withHostReads(steps, reads, start);
    assertEquals(250, timed.get(0).hostNsPerRead(), "the median of 300, 200 and 250");
    assertEquals(430, timed.get(1).hostNsPerRead(), "of two, the upper, as the probe takes its medians");
    assertNull(timed.get(2).hostNsPerRead(), "no read in the third step's window");
    assertEquals(steps.get(1).achievedRequestsPerSecond(), timed.get(1).achievedRequestsPerSecond(),
        "the rest of the step is kept");
  }
}

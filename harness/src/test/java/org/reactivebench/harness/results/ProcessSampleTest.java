package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;

class ProcessSampleTest {

  final List<ProcessSample> samples = List.of(new ProcessSample(1000, 100, 10, 1), new ProcessSample(2000, 300, 10, 1),
      new ProcessSample(3000, 400, 10, 1));

  @Test
  void interpolatesBetweenSamples() {
    assertEquals(200, ProcessSample.cpuAt(samples, 1500));
    assertEquals(350, ProcessSample.cpuAt(samples, 2500));
  }

  @Test
  void clampsOutsideTheSampledSpan() {
    assertEquals(100, ProcessSample.cpuAt(samples, 0));
    assertEquals(400, ProcessSample.cpuAt(samples, 9000));
    assertEquals(0, ProcessSample.cpuAt(List.of(), 1500));
  }

  @Test
  void coresOfAWindowAreTheCpuDifferenceOverItsLength() {
    assertEquals(200 / 1500.0, ProcessSample.coresBetween(samples, 1500, 3000), 1e-9);
    assertNull(ProcessSample.coresBetween(List.of(), 1500, 3000));
  }
}

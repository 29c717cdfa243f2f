package org.reactivebench.harness.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class CpuSampleTest {

  final List<CpuSample> samples = List.of(new CpuSample(1000, 100), new CpuSample(2000, 300), new CpuSample(3000, 400));

  @Test
  void interpolatesBetweenSamples() {
    assertEquals(200, CpuSample.cpuAt(samples, 1500));
    assertEquals(350, CpuSample.cpuAt(samples, 2500));
  }

  @Test
  void clampsOutsideTheSampledSpan() {
    assertEquals(100, CpuSample.cpuAt(samples, 0));
    assertEquals(400, CpuSample.cpuAt(samples, 9000));
    assertEquals(0, CpuSample.cpuAt(List.of(), 1500));
  }

  @Test
  void cpuOfAWindowIsTheDifference() {
    GatlingRunner.Result result = new GatlingRunner.Result(null, 0, null, samples);
    assertEquals(200, result.cpuMillisBetween(1500, 3000));
  }
}

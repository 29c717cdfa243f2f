package org.reactivebench.harness.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.results.HostRead;
import org.reactivebench.harness.results.HostSpeed;

/** The canary's samples are walks it times; their median goes beside the speed the probe timed before the load. */
class HostCanaryTest {

  private static final HostSpeed BEFORE = new HostSpeed(1, 60.0, 0, 61.0, 9, true, 250.0, 240.0, null, null);

  @Test
  void eachSampleIsATimedWalkAndTheirMedianGoesBesideTheSpeedBefore() throws Exception {
    try (HostCanary canary = new HostCanary(HostProbe.cycle(1 << 16, new SplittableRandom(7)))) {
      canary.take();
      canary.take();
      canary.take();

      List<Double> reads = canary.reads();
      assertEquals(3, reads.size());
      List<Long> times = canary.timedReads().stream().map(HostRead::epochMs).toList();
      assertEquals(times.stream().sorted().toList(), times, "each sample keeps the time it was taken, in order");
      assertTrue(times.get(0) > 0 && times.get(2) <= System.currentTimeMillis(), times.toString());
      assertTrue(reads.stream().allMatch(ns -> ns > 0), reads.toString());
      double median = reads.stream().sorted().toList().get(1);
      assertEquals(Optional.of(median), canary.medianNsPerRead());

      HostSpeed speed = canary.beside(BEFORE);
      assertEquals(median, speed.duringNsPerRead());
      assertEquals(3, speed.readsDuring());
      assertEquals(BEFORE.variantNsPerRead(), speed.variantNsPerRead(), "the reads before the load are kept");
      assertTrue(speed.describeDuring().contains("during the load (median of 3 short walks, one a second)"),
          speed.describeDuring());
    }
  }

  @Test
  void aCanaryWithoutSamplesLeavesTheSpeedAsTimedBefore() throws Exception {
    try (HostCanary canary = new HostCanary(HostProbe.cycle(1 << 4, new SplittableRandom(7)))) {
      assertEquals(Optional.empty(), canary.medianNsPerRead());
      assertSame(BEFORE, canary.beside(BEFORE));
      assertEquals("", BEFORE.describeDuring(), "a speed without reads during the load says nothing of them");
    }
  }
}

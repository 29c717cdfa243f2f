package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class IntervalTest {

  @Test
  void threeRepetitionsGiveStudentsInterval() {
    // mean 10, s = 1, t(2) = 4.303: 10 ± 4.303 / √3 = 10 ± 2.484
    Interval interval = Interval.of(List.of(9.0, 10.0, 11.0));
    assertEquals(10, interval.mean(), 1e-9);
    assertEquals(7.516, interval.low(), 1e-3);
    assertEquals(12.484, interval.high(), 1e-3);
  }

  @Test
  void aScatteredLabelsIntervalStartsAtZeroNotBelow() {
    // mean 1000, s = 1000 (t(2) = 4.303): 1000 ± 2484 would start at -1484, a cost no repetition could have
    Interval scattered = Interval.of(List.of(0.0, 1000.0, 2000.0));
    assertEquals(0, scattered.low(), 1e-9);
    assertEquals(3484.3, scattered.high(), 0.1);
    assertFalse(scattered.distinguishableFrom(Interval.of(List.of(1.0, 2.0, 3.0))),
        "an interval reaching 0 overlaps every interval of values near 0, as the negative one did");
  }

  @Test
  void aNegativeValueIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> Interval.of(List.of(1.0, -1.0)));
  }

  @Test
  void labelsAreDistinguishableOnlyWhereTheirIntervalsDoNotOverlap() {
    Interval low = Interval.of(List.of(9.8, 10.0, 10.2));
    Interval high = Interval.of(List.of(11.8, 12.0, 12.2));
    Interval wide = Interval.of(List.of(9.0, 12.0, 15.0));
    assertTrue(low.distinguishableFrom(high));
    assertTrue(high.distinguishableFrom(low));
    assertFalse(low.distinguishableFrom(wide), "the wide interval overlaps both");
    assertFalse(high.distinguishableFrom(wide));
  }

  @Test
  void oneRepetitionDistinguishesNothing() {
    Interval once = Interval.of(List.of(10.0));
    assertFalse(once.known());
    assertFalse(once.distinguishableFrom(Interval.of(List.of(50.0, 51.0, 52.0))));
    assertFalse(once.excludes(1.0));
  }

  @Test
  void aRatioIntervalThatExcludesOneIsADifference() {
    assertTrue(Interval.of(List.of(1.20, 1.25, 1.22)).excludes(1.0));
    assertFalse(Interval.of(List.of(0.9, 1.1, 1.05)).excludes(1.0));
  }
}

package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/** The recovery rule on synthetic series: the first of 10 good seconds in a row after the disruption ended. */
class RecoveryTest {

  private static final Recovery RULE = new Recovery(250, 10);
  private static final Recovery.Second GOOD = new Recovery.Second(0, 100, 0, 80);
  private static final Recovery.Second SLOW = new Recovery.Second(0, 100, 0, 900);
  private static final Recovery.Second FAILING = new Recovery.Second(0, 100, 3, 80);
  private static final Recovery.Second STALLED = new Recovery.Second(0, 0, 0, 0);

  /** Seconds 0, 1, 2, ... of the given kinds, in order. */
  private static List<Recovery.Second> series(Object... kindsAndCounts) {
    List<Recovery.Second> series = new ArrayList<>();
    for (int i = 0; i < kindsAndCounts.length; i += 2) {
      Recovery.Second kind = (Recovery.Second) kindsAndCounts[i];
      for (int n = 0; n < (int) kindsAndCounts[i + 1]; n++) {
        series.add(new Recovery.Second(series.size(), kind.requests(), kind.ko(), kind.p95()));
      }
    }
    return series;
  }

  @Test
  void recoversAtOnce() {
    assertEquals(OptionalLong.of(0), RULE.after(series(FAILING, 20, GOOD, 30), 20));
  }

  @Test
  void recoversLate() {
    assertEquals(OptionalLong.of(7), RULE.after(series(FAILING, 20, SLOW, 7, GOOD, 30), 20));
  }

  @Test
  void neverRecovers() {
    assertEquals(OptionalLong.empty(), RULE.after(series(GOOD, 20, SLOW, 40), 20));
  }

  @Test
  void nineGoodSecondsAtTheEndAreNotARecovery() {
    assertEquals(OptionalLong.empty(), RULE.after(series(SLOW, 20, GOOD, 9), 20));
  }

  @Test
  void aFlappingP95RecoversOnlyWhenItStopsFlapping() {
    List<Recovery.Second> flapping = new ArrayList<>(series(FAILING, 20));
    for (int i = 0; i < 12; i++) {
      Recovery.Second kind = i % 3 == 2 ? SLOW : GOOD;
      flapping.add(new Recovery.Second(flapping.size(), kind.requests(), kind.ko(), kind.p95()));
    }
    for (int i = 0; i < 15; i++) {
      flapping.add(new Recovery.Second(flapping.size(), GOOD.requests(), GOOD.ko(), GOOD.p95()));
    }
    assertEquals(OptionalLong.of(12), RULE.after(flapping, 20));
  }

  @Test
  void aSecondWithNoAnswerIsNotGood() {
    assertEquals(OptionalLong.of(10), RULE.after(series(GOOD, 20, GOOD, 5, STALLED, 5, GOOD, 10), 20));
  }

  @Test
  void secondsCountRequestsByEndTimeWithTheirKoAndP95() {
    long start = 1_000_000;
    List<RequestRecord> requests = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      requests.add(new RequestRecord("r", start + 100, start + 110 + i, true, null));
    }
    requests.add(new RequestRecord("r", start + 1_200, start + 2_500, false, "timeout"));

    List<Recovery.Second> seconds = Recovery.seconds(requests, start);

    assertEquals(3, seconds.size());
    assertEquals(new Recovery.Second(0, 20, 0, 28), seconds.get(0));
    assertEquals(new Recovery.Second(1, 0, 0, 0), seconds.get(1));
    assertEquals(new Recovery.Second(2, 1, 1, 1_300), seconds.get(2));
  }
}

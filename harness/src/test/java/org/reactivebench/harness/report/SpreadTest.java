package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class SpreadTest {

  @Test
  void medianOfAnOddNumberIsTheMiddleValueAndOfAnEvenNumberTheMeanOfTheTwoMiddleOnes() {
    assertEquals(new Spread(11, 10, 13, 3), Spread.of(List.of(13.0, 10.0, 11.0)));
    assertEquals(new Spread(11.5, 10, 20, 4), Spread.of(List.of(20.0, 10.0, 12.0, 11.0)));
    assertEquals(new Spread(7, 7, 7, 1), Spread.of(List.of(7.0)));
  }

  @Test
  void aFigureIsNoisyWhenItsSpreadExceeds15PercentOfItsMedian() {
    assertFalse(Spread.of(List.of(100.0, 105.0, 110.0)).noisy(), "10 / 105 = 9.5 %");
    assertFalse(Spread.of(List.of(100.0, 100.0, 115.0)).noisy(), "15 / 100 = 15 %: not more than 15 %");
    assertTrue(Spread.of(List.of(100.0, 100.0, 116.0)).noisy(), "16 / 100 = 16 %");
    assertTrue(Spread.of(List.of(0.0, 0.0, 1.0)).noisy(), "a spread around a median of 0");
    assertFalse(Spread.of(List.of(0.0, 0.0)).noisy());
  }

  @Test
  void aRepeatedFigureReadsMedianThenRangeAndATildeWhenNoisy() {
    assertEquals("12.3", Format.spread(Spread.of(List.of(12.3))));
    assertEquals("12.3", Format.spread(Spread.of(List.of(12.3, 12.3))));
    assertEquals("12.3 (11.9–13.0)", Format.spread(Spread.of(List.of(11.9, 12.3, 13.0))));
    assertEquals("110 (100–130)~", Format.spread(Spread.of(List.of(100.0, 130.0, 110.0))));
    assertEquals("–", Format.spread(null));
  }

  @Test
  void numbersAreRoundedForReading() {
    assertEquals("3", Format.number(3.0));
    assertEquals("3.14", Format.number(3.14159));
    assertEquals("31.4", Format.number(31.4159));
    assertEquals("314", Format.number(314.159));
  }

  @Test
  void aRatioIsOfMediansAndNoisyWhenEitherSideIs() {
    Ratio ratio = Ratio.of(Spread.of(List.of(12.0)), Spread.of(List.of(10.0)));
    assertEquals("1.20", Format.ratio(ratio));
    assertEquals("0.50~", Format.ratio(Ratio.of(Spread.of(List.of(5.0)), Spread.of(List.of(8.0, 10.0, 12.0)))));
    assertEquals("–", Format.ratio(Ratio.of(Spread.of(List.of(5.0)), Spread.of(List.of(0.0)))));
  }
}

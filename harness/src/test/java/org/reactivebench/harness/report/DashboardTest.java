package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DashboardTest {

  @Test
  void aBarsIntervalStartsAtZeroNotBelow() {
    // 1000 ± 1500 would start at -500, a capacity or cost no repetition could have (Interval floors it the same way)
    Chart.Bars bars = new Chart.Bars("run-capacity", "Capacity", "req/s", List.of("scattered", "tight", "unmeasured"),
        List.of(new Chart.BarSeries("capacity", 0, Arrays.asList(1000.0, 3000.0, null),
            Arrays.asList(1500.0, 500.0, null))));

    List<?> datasets = (List<?>) Dashboard.spec(bars).get("datasets");

    Map<?, ?> intervals = (Map<?, ?>) datasets.get(1);
    assertEquals("95 % interval", intervals.get("label"));
    assertEquals(Arrays.asList(List.of(0.0, 2500.0), List.of(2500.0, 3500.0), null), intervals.get("data"));
  }
}

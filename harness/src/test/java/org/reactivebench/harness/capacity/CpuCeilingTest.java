package org.reactivebench.harness.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.CpuScope;
import org.reactivebench.harness.results.StepResult;

/** The CPU ceiling from synthetic steps whose CPU is a fixed cost plus a cost per journey. */
class CpuCeilingTest {

  private static final CpuScope SHARED = new CpuScope(2, false);

  /** Steps at these journeys/s, using {@code fixed + perJourney * rate} cores; the last {@code broken} broke. */
  private static List<StepResult> steps(double fixed, double perJourney, int broken, double... rates) {
    List<StepResult> steps = new ArrayList<>();
    for (int i = 0; i < rates.length; i++) {
      double cores = fixed + perJourney * rates[i];
      List<String> broke = i >= rates.length - broken ? List.of("p95 300 ms > 250 ms") : List.of();
      steps.add(new StepResult(i, rates[i], null, i * 13, i * 13 + 12, rates[i], rates[i] * 26, null, List.of(),
          Map.of(), Map.of(StepResult.VARIANT, cores * 0.7, StepResult.DATABASE, cores * 0.1,
              StepResult.LOAD_GENERATOR, cores * 0.2), null, null, broke));
    }
    return steps;
  }

  @Test
  void theFixedCostIsNotChargedToTheJourneys() {
    // 0.7 cores whatever the load, 90 CPU ms per journey: all of 2 cores at (2 - 0.7) / 0.09 = 14.4 journeys/s.
    Bound ceiling = CpuCeiling.fitted(steps(0.7, 0.09, 2, 3, 4, 5, 6, 7, 8, 9, 10), SHARED, true).orElseThrow();
    assertEquals(14.44, ceiling.perSecond(), 0.01);
    assertTrue(ceiling.basis().contains("0.70 cores fixed + 90.0 CPU ms per journey"), ceiling.basis());
    assertTrue(ceiling.basis().contains("through 8 steps"), "the broken steps count too: " + ceiling.basis());

    Bound firstStepAlone = CpuCeiling.atStep(steps(0.7, 0.09, 0, 3).get(0), SHARED, true).orElseThrow();
    assertEquals(2 / (0.7 / 3 + 0.09), firstStepAlone.perSecond(), 0.01, "the light step alone charges the fixed cost");
  }

  @Test
  void withFewerThanThreeStepsTheBusiestStepIsTheEstimate() {
    List<StepResult> steps = steps(0.7, 0.09, 1, 3, 4);
    Bound ceiling = CpuCeiling.fitted(steps, SHARED, true).orElseThrow();
    assertEquals(CpuCeiling.atStep(steps.get(1), SHARED, true).orElseThrow(), ceiling);
  }

  /** A passthrough label: the first step pays for the JIT, and the waiting that follows costs little CPU. */
  @Test
  void whereTheCpuDoesNotGrowWithTheLoadTheBusiestStepIsTheEstimate() {
    List<StepResult> steps = new ArrayList<>(steps(1.1, 0, 0, 166));
    steps.addAll(steps(0.66, 0, 2, 554, 662, 660).stream().map(step -> new StepResult(step.index() + 1,
        step.offered(), null, 0, 12, step.achievedUsersPerSecond(), step.achievedRequestsPerSecond(), null, List.of(),
        Map.of(), step.cores(), null, null, step.broke())).toList());
    Bound ceiling = CpuCeiling.fitted(steps, SHARED, true).orElseThrow();
    assertEquals(2 / (0.66 / 662), ceiling.perSecond(), 0.5);
    assertTrue(ceiling.basis().contains("at step 3"), ceiling.basis());
  }
}

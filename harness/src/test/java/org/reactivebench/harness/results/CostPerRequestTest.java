package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The cost per request is pooled over the held steps near the capacity, not read from one step. */
class CostPerRequestTest {

  /**
   * Steps at 600, 900, 1000 and 1100 req/s held, 1200 broke; the capacity is the 1100 step. Of the others only the
   * 1000 step is within 85 % of it (935 is the line): 1000 and 1100 are pooled, their CPU over their requests.
   */
  @Test
  void theHeldStepsNearTheCapacityArePooled() {
    List<StepResult> steps = List.of(step(0, 600, 0.40, 0.02, true), step(1, 900, 0.50, 0.0, true),
        step(2, 1000, 0.52, 0.01, true), step(3, 1100, 0.58, 0.03, true), step(4, 1200, 1.0, 0.1, false));
    CostPerRequest cost = CostPerRequest.near(steps, steps.get(3), Optional.of(0.05)).orElseThrow();
    assertEquals(2, cost.steps());
    assertEquals((0.52 + 0.58) * 1_000_000 / 2100, cost.variantMicros(), 1e-6);
    assertEquals((0.01 + 0.03) * 1_000_000 / 2100, cost.jitMicros(), 1e-6);
    assertEquals(0.3 * 2 * 1_000_000 / 2100, cost.databaseMicros(), 1e-6);
    assertEquals(1100, cost.requestsPerSecond(), 1e-9, "the capacity step's rate");
    assertEquals(0.58, cost.variantCpus(), 1e-9, "the capacity step's CPU");
    assertEquals(1_000_000 / cost.stackMicros(), cost.requestsPerSecondPerCpu(), 1e-9);
    assertTrue(cost.steady());
  }

  @Test
  void aBrokenStepNearTheCapacityIsNotPooled() {
    List<StepResult> steps = List.of(step(0, 1000, 0.5, 0.0, true), step(1, 1050, 0.9, 0.3, false),
        step(2, 1100, 0.55, 0.0, true));
    CostPerRequest cost = CostPerRequest.near(steps, steps.get(2), Optional.of(0.4)).orElseThrow();
    assertEquals(2, cost.steps());
    assertEquals(1.05 * 1_000_000 / 2100, cost.variantMicros(), 1e-6);
    assertTrue(cost.steady(), "a fixed cost of 0.4 cores with the JIT quiet is an event loop's economy, not the JIT");
  }

  /** A step whose window is half as long holds half as many requests and half as much CPU. */
  @Test
  void eachStepWeighsByItsWindowsLength() {
    StepResult full = step(0, 1000, 0.5, 0.0, true);
    StepResult half = new StepResult(1, 1100 / 24.0, 1100.0, 7, 10, 1100 / 24.0, 1100, null, List.of(), Map.of(),
        Map.of(StepResult.VARIANT, 0.8), null, null, List.of(), Map.of(StepResult.VARIANT_JIT, 0.0));
    CostPerRequest cost = CostPerRequest.near(List.of(full, half), half, Optional.empty()).orElseThrow();
    // 0.5 cores x 6 s + 0.8 cores x 3 s over 1000 req/s x 6 s + 1100 req/s x 3 s
    assertEquals((0.5 * 6 + 0.8 * 3) * 1_000_000 / (1000 * 6 + 1100 * 3), cost.variantMicros(), 1e-6);
  }

  @Test
  void withNoHeldStepToPoolThereIsNoCost() {
    StepResult broken = step(0, 1000, 0.9, 0.0, false);
    assertTrue(CostPerRequest.near(List.of(broken), broken, Optional.empty()).isEmpty());
  }

  @Test
  void theJitStillCompilingNearTheCapacityIsNotSteadyState() {
    List<StepResult> steps = List.of(step(0, 1000, 0.5, 0.04, true), step(1, 1100, 0.6, 0.05, true));
    CostPerRequest cost = CostPerRequest.near(steps, steps.get(1), Optional.of(0.0)).orElseThrow();
    assertFalse(cost.steady(), "the JIT at 8 % of the variant's CPU");
    assertEquals((1.1 - 0.09) * 1_000_000 / 2100, cost.stackMicros(), 1e-6);
    assertEquals(1_000_000 / cost.stackMicros(), cost.requestsPerSecondPerCpu(), 1e-9);
  }

  @Test
  void withoutTheJitSampledTheLinesFixedCostJudgesSteadyState() {
    StepResult old = new StepResult(0, 40, 1000.0, 0, 6, 40.0, 1000, null, List.of(), Map.of(),
        Map.of(StepResult.VARIANT, 0.5), null, null, List.of());
    assertFalse(CostPerRequest.near(List.of(old), old, Optional.of(0.2)).orElseThrow().steady());
    assertTrue(CostPerRequest.near(List.of(old), old, Optional.of(0.1)).orElseThrow().steady());
  }

  @Test
  void withoutTheJitSampledItsShareIsUnknown() {
    StepResult old = new StepResult(0, 40, 1000.0, 0, 6, 40.0, 1000, null, List.of(), Map.of(),
        Map.of(StepResult.VARIANT, 0.5), null, null, List.of());
    CostPerRequest cost = CostPerRequest.near(List.of(old), old, Optional.empty()).orElseThrow();
    assertNull(cost.jitMicros());
    assertNull(cost.databaseMicros());
    assertEquals(500, cost.variantMicros(), 1e-9);
  }

  private static StepResult step(int index, double rate, double variantCores, double jitCores, boolean held) {
    return new StepResult(index, rate / 24, rate, index * 7, index * 7 + 6, rate / 24, rate, null, List.of(),
        Map.of(), Map.of(StepResult.VARIANT, variantCores, StepResult.DATABASE, 0.3, StepResult.LOAD_GENERATOR, 0.1),
        null, null, held ? List.of() : List.of("p95 above the SLO"),
        Map.of(StepResult.VARIANT_JIT, jitCores, StepResult.VARIANT_CPUS, variantCores, StepResult.OTHER_CPUS, 0.5));
  }
}

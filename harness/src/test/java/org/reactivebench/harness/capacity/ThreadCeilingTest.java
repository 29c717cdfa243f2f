package org.reactivebench.harness.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.StepResult;

/** The ceiling of the threads a label's blocking calls run on, from synthetic steps. */
class ThreadCeilingTest {

  private static final IoBounds.Threads ONE_PARALLEL = new IoBounds.Threads(1, "1 parallel thread", "parallel-");

  /**
   * A step at this many journeys/s whose blocking-call threads ran {@code onCpu} and waited {@code waiting} (in
   * threads), beside a database that used {@code database} cores (null: not sampled).
   */
  private static StepResult step(int index, double journeys, Double onCpu, Double waiting, Double database) {
    Map<String, Double> cores = new LinkedHashMap<>(Map.of(StepResult.VARIANT, 0.6));
    if (database != null) {
      cores.put(StepResult.DATABASE, database);
    }
    Map<String, Double> detail = new LinkedHashMap<>();
    if (onCpu != null) {
      detail.put(StepResult.BLOCKING_THREADS, onCpu);
      detail.put(StepResult.BLOCKING_THREADS_WAITING, waiting);
    }
    return new StepResult(index, journeys, null, 0, 12, journeys, journeys * 24, null, List.of(), Map.of(), cores,
        null, null, List.of(), detail);
  }

  @Test
  void oneThreadCarriesAtMostOneJourneyPerTimeAJourneyHoldsIt() {
    // At 40 journeys/s the thread ran 0.4, waited 0.1 and the database worked 0.3: 20 ms a journey, 50 journeys/s.
    Bound ceiling = ThreadCeiling.atBusiestStep(List.of(step(0, 20, 0.22, 0.02, 0.16), step(1, 40, 0.4, 0.1, 0.3),
        step(2, 30, 0.35, 0.2, 0.3)), ONE_PARALLEL, true).orElseThrow();
    assertEquals(50, ceiling.perSecond(), 1e-9);
    assertEquals("blocking-call threads", ceiling.name());
    assertTrue(ceiling.basis().contains("1 parallel thread ÷ (10.00 ms on a CPU + 2.50 ms waiting for one + 7.50 ms "
        + "of the database's CPU) a journey at step 2"), ceiling.basis());
  }

  @Test
  void moreThreadsCarryMoreInProportion() {
    IoBounds.Threads ten = new IoBounds.Threads(10, "10 × 1 bounded-elastic threads", "boundedElastic-");
    Bound ceiling = ThreadCeiling.atBusiestStep(List.of(step(0, 40, 0.4, 0.1, 0.3)), ten, true).orElseThrow();
    assertEquals(500, ceiling.perSecond(), 1e-9);
  }

  @Test
  void aDatabaseNotSampledIsSaidAndLeftOut() {
    Bound ceiling = ThreadCeiling.atBusiestStep(List.of(step(0, 40, 0.4, 0.1, null)), ONE_PARALLEL, false)
        .orElseThrow();
    assertEquals(1000 / (0.5 * 1000 / (40 * 24)), ceiling.perSecond(), 1e-6, "per request: 24 requests a journey");
    assertTrue(ceiling.basis().contains("the database's CPU, not sampled) a request"), ceiling.basis());
  }

  @Test
  void withoutTheThreadsSampledThereIsNoCeiling() {
    assertTrue(ThreadCeiling.atBusiestStep(List.of(step(0, 40, null, null, 0.3)), ONE_PARALLEL, true).isEmpty());
    assertTrue(ThreadCeiling.atBusiestStep(List.of(step(0, 0, 0.0, 0.0, 0.0)), ONE_PARALLEL, true).isEmpty(),
        "a step that carried nothing says nothing of the time a journey holds a thread");
  }
}

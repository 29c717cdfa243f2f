package org.reactivebench.harness.results;

import java.time.Instant;
import java.util.List;

/**
 * How much the downstream service carries alone, on the same machine, and how closely it keeps its delay: each
 * level's achieved rate and its response times minus the delay. Written as
 * {@code downstream/gatling-results/<run>/headroom.json}.
 */
public record Headroom(String runId, Instant startedAt, Environment environment, String gatlingVersion,
    LoadParameters load, StepCriteria criteria, List<StepResult> steps) {

  public static final String FILE = "headroom.json";

  /** The highest rate it held, in req/s, or 0. */
  public double heldRequestsPerSecond() {
    return steps.stream().filter(StepResult::held).mapToDouble(StepResult::achievedRequestsPerSecond).max()
        .orElse(0);
  }
}

package org.reactivebench.harness.results;

import java.util.List;
import java.util.Map;

/**
 * One level of a stepped load, measured over its steady window: from the level's start plus the time its users need
 * to settle, to its end (ramps between levels excluded). Requests count if they started in the window; achieved
 * rates count the OK answers (and completed journeys) that ended in it.
 *
 * @param offered the level: users/s (open) or concurrent users (closed)
 * @param offeredRequestsPerSecond what the level asks for if the variant adds no time of its own, or null
 * @param windowStartSeconds the window, in seconds from the start of the injection
 * @param achievedUsersPerSecond journeys completed OK per second (Operation journey only, else null)
 * @param achievedRequestsPerSecond OK answers per second
 * @param cores CPU cores used in the window by each process: variant, database, load generator, downstream
 * @param variantThreads the variant's most live threads in the window (null if not sampled)
 * @param variantRssBytes the variant's largest resident memory in the window (null if not sampled)
 * @param broke why the step is broken; empty when it is held
 */
public record StepResult(int index, double offered, Double offeredRequestsPerSecond, double windowStartSeconds,
    double windowEndSeconds, Double achievedUsersPerSecond, double achievedRequestsPerSecond, RequestStats global,
    List<RequestStats> requests, Map<String, Integer> koCauses, Map<String, Double> cores, Integer variantThreads,
    Long variantRssBytes, List<String> broke) {

  public static final String VARIANT = "variant";
  public static final String DATABASE = "database";
  public static final String LOAD_GENERATOR = "load generator";
  public static final String DOWNSTREAM = "downstream";

  public boolean held() {
    return broke.isEmpty();
  }

  /** CPU cores of all processes of the benchmark in the window. */
  public double totalCores() {
    return cores.values().stream().mapToDouble(Double::doubleValue).sum();
  }

  public double windowSeconds() {
    return windowEndSeconds - windowStartSeconds;
  }
}

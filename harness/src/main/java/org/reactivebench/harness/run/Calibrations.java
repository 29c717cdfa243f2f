package org.reactivebench.harness.run;

import java.util.HashMap;
import java.util.Map;
import org.reactivebench.harness.capacity.CapacityFinder;
import org.reactivebench.harness.launch.VariantFailedException;
import org.reactivebench.harness.load.Measurement;
import org.reactivebench.harness.profile.LevelPlan;
import org.reactivebench.harness.profile.LoadPlan;
import org.reactivebench.harness.results.LoadParameters;

/**
 * The levels a calibrated plan chose for each label of a run: from the CPU of the label's first warm-up, and finer
 * ones below them once its first level broke. Later repetitions of a label keep its levels, so that they compare.
 */
final class Calibrations {

  private final LoadPlan.Calibrated plan;
  private final CapacityFinder capacities;
  private final Map<String, LevelPlan> levels = new HashMap<>();

  Calibrations(LoadPlan.Calibrated plan, CapacityFinder capacities) {
    this.plan = plan;
    this.capacities = capacities;
  }

  /** Chooses the label's levels from its warm-up, unless an earlier repetition did; returns what was chosen. */
  LevelPlan calibrate(String label, Measurement warmUp, String logs) {
    return levels.computeIfAbsent(label, l -> plan.levels(capacities.cpuMsPerJourney(warmUp.log(), warmUp.load(),
            warmUp.samples())
        .orElseThrow(() -> new VariantFailedException(label + ": the calibration measured no completed journey and "
            + "no CPU, so no levels can be chosen (see " + logs + ")", "")), capacities.cores()));
  }

  boolean calibrated(String label) {
    return levels.containsKey(label);
  }

  LevelPlan of(String label) {
    return levels.get(label);
  }

  /** The label's measured load on its levels. */
  LoadParameters load(String label) {
    return plan.load(levels.get(label));
  }

  /** Steps the label again below its levels, if it was not already; false if there is nothing finer to try. */
  boolean lower(String label) {
    if (levels.get(label).lower()) {
      return false;
    }
    levels.put(label, plan.below(levels.get(label)));
    return true;
  }
}

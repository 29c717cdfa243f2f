package org.reactivebench.harness.capacity;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.Capacity;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.ProcessSample;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.StepAnalysis;
import org.reactivebench.harness.results.StepCriteria;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.harness.results.Stepping;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.loadspec.Journey;

/**
 * Turns the log of a stepped load into its steps and the label's capacity, beside the ceilings: the login ceiling
 * measured at the start of the run, the CPU ceiling measured at the first step, and the bounds the label's own
 * configuration sets; and chooses the levels of a capacity run from the CPU its calibration cost.
 */
public final class CapacityFinder {

  private final StepCriteria criteria;
  private final Optional<LoginCeiling.Result> loginCeiling;
  private final int cores = Runtime.getRuntime().availableProcessors();

  /** @param loginCeiling the BCrypt checks per second measured at the start of the run, where it was */
  public CapacityFinder(StepCriteria criteria, Optional<LoginCeiling.Result> loginCeiling) {
    this.criteria = criteria;
    this.loginCeiling = loginCeiling;
  }

  /**
   * What one journey cost during a calibration (a constant load, one level): the CPU of every process on every core,
   * in ms per journey, from which a calibrated plan chooses its levels.
   *
   * @return empty if the calibration completed no journey or sampled no CPU
   */
  public Optional<Double> cpuMsPerJourney(SimulationLog calibration, LoadParameters load,
      Map<String, List<ProcessSample>> samples) {
    List<StepResult> steps = StepAnalysis.steps(calibration, load, null, criteria, samples, Long.MAX_VALUE);
    return steps.isEmpty() ? Optional.empty() : CpuCeiling.atStep(steps.get(0), cores, true)
        .map(ceiling -> cores * 1000 / ceiling.perSecond());
  }

  /** The cores of this machine, which the CPU figures are spread over. */
  public int cores() {
    return cores;
  }

  /**
   * @param scenario the measured scenario, whose first user starts the injection (null: the first user)
   * @param configured the bounds of the label's configuration (passthrough), possibly empty
   * @param plan how the levels were chosen, in words
   */
  public Stepping stepping(Setup setup, SimulationLog log, LoadParameters load, String scenario,
      Map<String, List<ProcessSample>> samples, boolean stoppedEarly, List<Bound> configured, String plan) {
    long lastAnswer = log.requests().stream().mapToLong(r -> r.end()).max().orElse(0);
    List<StepResult> steps = StepAnalysis.steps(log, load, scenario, criteria, samples, lastAnswer + 1);
    boolean journeys = load.journey() == Journey.OPERATION;
    List<Bound> bounds = new ArrayList<>();
    if (journeys) {
      loginCeiling.map(LoginCeiling.Result::bound).ifPresent(bounds::add);
    }
    CpuCeiling.fitted(steps, cores, journeys).ifPresent(bounds::add);
    bounds.addAll(configured);
    Capacity capacity = Capacity.of(steps, load, bounds, cores, configuration(setup, load));
    return new Stepping(criteria, plan, steps, capacity, stoppedEarly);
  }

  /**
   * What in the label's configuration may bound it besides the measured ceilings, for the diagnosis: the scheduler
   * its blocking calls wait on (not on a passthrough load through WebClient, which takes no scheduler).
   */
  private String configuration(Setup setup, LoadParameters load) {
    if (load.journey() != Journey.OPERATION && "web-client".equals(setup.effectiveClient())) {
      return "";
    }
    if ("parallel".equals(setup.scheduler())) {
      return "the parallel scheduler has one thread per core (" + cores + ") for every blocking call, BCrypt logins "
          + "included";
    }
    if ("bounded-elastic".equals(setup.scheduler())) {
      return "the bounded-elastic scheduler has at most " + 10 * cores + " threads for blocking calls";
    }
    return "";
  }
}

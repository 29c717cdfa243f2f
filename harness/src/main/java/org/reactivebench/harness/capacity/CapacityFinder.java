package org.reactivebench.harness.capacity;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.Capacity;
import org.reactivebench.harness.results.CostPerRequest;
import org.reactivebench.harness.results.CpuScope;
import org.reactivebench.harness.results.GcPause;
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
 * measured at the start of the run, the CPU ceiling measured through the steps, the ceiling of the threads its
 * blocking calls run on (measured at the busiest step), and the bounds the label's own configuration sets; and
 * chooses the levels of a capacity run from the CPU its calibration cost.
 */
public final class CapacityFinder {

  private final StepCriteria criteria;
  private final Optional<LoginCeiling.Result> loginCeiling;
  private final CpuScope scope;

  /**
   * @param loginCeiling the BCrypt checks per second measured at the start of the run, where it was
   * @param scope the CPU the labels are judged against: their own CPUs when pinned, else the machine's
   */
  public CapacityFinder(StepCriteria criteria, Optional<LoginCeiling.Result> loginCeiling, CpuScope scope) {
    this.criteria = criteria;
    this.loginCeiling = loginCeiling;
    this.scope = scope;
  }

  public CpuScope scope() {
    return scope;
  }

  /**
   * @param scenario the measured scenario, whose first user starts the injection (null: the first user)
   * @param configured the bounds of the label's configuration (passthrough), possibly empty
   * @param plan how the levels were chosen, in words
   * @param warmedUpNear the capacity an earlier repetition found, that this one warmed up near; null for none
   * @param gcPauses the GC pauses of each JVM whose log was read, by role
   */
  public Stepping stepping(Setup setup, SimulationLog log, LoadParameters load, String scenario,
      Map<String, List<ProcessSample>> samples, Map<String, List<GcPause>> gcPauses, boolean stoppedEarly,
      List<Bound> configured, String plan, Double warmedUpNear) {
    long lastAnswer = log.requests().stream().mapToLong(r -> r.end()).max().orElse(0);
    List<StepResult> steps = StepAnalysis.steps(log, load, scenario, criteria, samples, gcPauses, lastAnswer + 1);
    boolean journeys = load.journey().countsJourneys();
    List<Bound> bounds = new ArrayList<>();
    if (load.journey() == Journey.OPERATION) {
      loginCeiling.map(ceiling -> ceiling.bound(scope.cpus())).ifPresent(bounds::add);
    }
    CpuCeiling.fitted(steps, scope, journeys).ifPresent(bounds::add);
    if (setup.scheduler() != null && load.journey() != Journey.PASSTHROUGH) {
      IoBounds.threads(setup, Map.of(), variantCpus())
          .flatMap(threads -> ThreadCeiling.atBusiestStep(steps, threads, journeys)).ifPresent(bounds::add);
    }
    bounds.addAll(configured);
    Capacity capacity = Capacity.of(steps, load, bounds, scope, configuration(setup, load));
    CpuScope variant = new CpuScope(scope.cpus(), true);
    Optional<Double> fixedCores = CpuCeiling.line(steps, variant, false).map(CpuCeiling.Line::fixedCores);
    CostPerRequest cost = steps.stream().filter(step -> capacity.step() != null && step.index() == capacity.step())
        .findFirst().flatMap(step -> CostPerRequest.near(steps, step, fixedCores)).orElse(null);
    return new Stepping(criteria, plan, steps, capacity, stoppedEarly, cost, warmedUpNear);
  }

  /** The CPUs the variant's JVM sees: its own when pinned, else the machine's. */
  private int variantCpus() {
    return scope.cpus();
  }

  /**
   * What in the label's configuration may bound it besides the measured ceilings, for the diagnosis: the scheduler
   * its blocking calls wait on (not on a passthrough load through WebClient, which takes no scheduler), and on
   * {@code parallel} the BCrypt logins where the measured journey logs in (not the crud journey's, issued before).
   */
  String configuration(Setup setup, LoadParameters load) {
    if (load.journey() == Journey.PASSTHROUGH && "web-client".equals(setup.effectiveClient())) {
      return "";
    }
    if ("parallel".equals(setup.scheduler())) {
      return "the parallel scheduler has one thread per CPU (" + variantCpus() + ") for every blocking call"
          + (load.journey() == Journey.OPERATION ? ", BCrypt logins included" : "");
    }
    if ("bounded-elastic".equals(setup.scheduler())) {
      return "the bounded-elastic scheduler has at most " + 10 * variantCpus() + " threads for blocking calls";
    }
    return "";
  }
}

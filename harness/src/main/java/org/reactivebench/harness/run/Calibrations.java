package org.reactivebench.harness.run;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.launch.VariantFailedException;
import org.reactivebench.harness.profile.LevelPlan;
import org.reactivebench.harness.profile.LoadPlan;
import org.reactivebench.harness.profile.PhasedPlan;
import org.reactivebench.harness.results.CpuScope;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SteadyState;
import org.reactivebench.harness.results.StepCriteria;

/**
 * The levels a calibrated plan chose for each label of a run: from the CPU per journey of the label's warm-up in its
 * first repetition (the calibration pass, where the run has one) once it reached steady state (its last stage, where
 * the warm-up has several), and finer ones below them once its first level broke. Later repetitions of a label warm
 * up near the capacity its first repetition found and step in finer, longer steps from below it, where the steps that
 * matter are.
 */
final class Calibrations {

  /**
   * The share of the other CPUs their processes' own CPU may reach in the prediction of a ceiling: below the
   * criterion's {@value StepCriteria#OTHER_CPUS_BUSY} by the harness's and the kernel's work there, which no sampled
   * process holds (0.06 to 0.1 of the CPU at 1000 to 1900 req/s in run 20261125-230142-capacity, local).
   */
  static final double OTHER_CPUS_PREDICTED = 0.75;

  private final LoadPlan.Calibrating plan;
  private final CpuScope scope;
  private final int otherCpus;
  private final Map<String, LevelPlan> levels = new HashMap<>();
  /** Each label's ceiling as its first warm-up stage predicted it: its second stage runs at a multiple of it. */
  private final Map<String, Double> firstCeilings = new HashMap<>();
  /** The rate each label held last in the repetition that climbed its levels, in users/s: later ones step near it. */
  private final Map<String, Double> knees = new HashMap<>();
  /** The labels whose present load's first step near the knee broke: it steps again from further below the knee. */
  private final Set<String> steppingAgainBelowKnee = new HashSet<>();
  /** The top level of each label whose present load near the knee held every step: it steps again from there. */
  private final Map<String, Double> steppingAgainAboveKnee = new HashMap<>();
  /** The rate each label's first repetition held last, in the unit of its levels: later second stages aim at it. */
  private final Map<String, Double> firstCapacities = new HashMap<>();

  /** @param otherCpus the CPUs of the partition's other set (0 when the processes share the CPUs) */
  Calibrations(LoadPlan.Calibrating plan, CpuScope scope, int otherCpus) {
    this.plan = plan;
    this.scope = scope;
    this.otherCpus = otherCpus;
  }

  /** The steady-state rule of the plan's warm-up. */
  LoadPlan.Calibrated rule() {
    return plan.rule();
  }

  /** Whether the load steps up until the label breaks, rather than following fixed phases of its capacity. */
  boolean findsCapacity() {
    return plan.findsCapacity();
  }

  /** Whether the label's levels are chosen: its warm-up's last stage calibrated them in an earlier repetition. */
  boolean calibrated(String label) {
    return levels.containsKey(label);
  }

  /**
   * Chooses the label's levels from its warm-up's settled windows (a second stage's replace the first's): around the
   * lower of its CPU ceiling and, when pinned, the rate at which the other CPUs would be {@value #OTHER_CPUS_PREDICTED}
   * busy with the database's, load generator's and downstream's CPU per journey, as a step above {@link
   * StepCriteria#OTHER_CPUS_BUSY} cannot be a capacity. The warm-up lends the variant every CPU, so the other CPUs'
   * busy time is not theirs alone: their processes' own CPU is counted instead, and the harness's and the kernel's
   * work, which that leaves out, is why the prediction aims lower than the criterion.
   */
  LevelPlan calibrate(String label, SteadyState steady, double usersPerSecond, String logs) {
    LevelPlan chosen = choose(label, steady, usersPerSecond, logs);
    levels.put(label, chosen);
    return chosen;
  }

  /**
   * The first of a two-stage warm-up's calibrations: keeps only the ceiling it predicts, which sets the second
   * stage's rate, so that a label whose second stage failed is calibrated again in its next repetition.
   */
  LevelPlan predict(String label, SteadyState steady, double usersPerSecond, String logs) {
    LevelPlan predicted = choose(label, steady, usersPerSecond, logs);
    firstCeilings.put(label, predicted.calibratedCeiling());
    return predicted;
  }

  private LevelPlan choose(String label, SteadyState steady, double usersPerSecond, String logs) {
    double cpuMs = 0;
    double otherMs = 0;
    int journeys = 0;
    for (SteadyState.Window window : steady.settledWindows()) {
      cpuMs += scope.variantOnly() ? window.variantCpuMs() : window.allCpuMs();
      otherMs += window.allCpuMs() - window.variantCpuMs();
      journeys += window.journeys();
    }
    int requestsPerJourney = plan.base().journey().requestsPerUser();
    if (steady.overloaded()) {
      // few journeys end while requests queue: count the journeys' worth of the requests it answered
      journeys = (int) Math.round(steady.settledWindows().stream().mapToInt(SteadyState.Window::requests).sum()
          / (double) requestsPerJourney);
    }
    if (journeys == 0 || cpuMs <= 0) {
      throw new VariantFailedException(label + ": the calibration measured no completed journey and no CPU, so no "
          + "levels can be chosen (see " + logs + ")", "");
    }
    double cpuCeiling = scope.cpus() * 1000 / (cpuMs / journeys);
    String basis = String.format(Locale.ROOT, "at %s users/s the warm-up cost %.2f CPU ms per journey, a CPU ceiling "
        + "of %.2f journeys/s on %s", Numbers.plain(usersPerSecond), cpuMs / journeys, cpuCeiling,
        scope.describe());
    double ceiling = cpuCeiling;
    if (scope.variantOnly() && otherMs > 0) {
      double otherCeiling = OTHER_CPUS_PREDICTED * otherCpus * 1000 / (otherMs / journeys);
      basis += String.format(Locale.ROOT, "; the database, load generator and downstream used %.2f CPU ms per "
          + "journey, %.0f %% of the other CPUs at %.2f journeys/s", otherMs / journeys, 100 * OTHER_CPUS_PREDICTED,
          otherCeiling);
      ceiling = Math.min(cpuCeiling, otherCeiling);
    }
    if (steady.overloaded()) {
      double answered = steady.answeredWhileOverloaded() / requestsPerJourney;
      basis += String.format(Locale.ROOT, "; but the warm-up offered more than the label answered (its response times "
          + "grew window after window), and it answered %.2f journeys/s, the ceiling the levels aim at", answered);
      ceiling = Math.min(ceiling, answered);
    }
    Optional<Double> given = plan instanceof PhasedPlan phased ? phased.capacity().of(label) : Optional.empty();
    if (given.isPresent()) {
      basis = "given with --capacity: " + Numbers.plain(given.get()) + " journeys/s (the warm-up's own "
          + "prediction: " + basis + ")";
      ceiling = given.get();
    }
    return plan.levels(ceiling, basis);
  }

  /**
   * The second stage of the label's warm-up, near the rates the steps measure: at the plan's multiple of the capacity
   * its first repetition found, once it found one, else of the ceiling {@link #predict} kept. The first stage's
   * prediction runs low: a cold JVM's CPU per journey at a low rate holds the JIT's and the timers' work, and the
   * second stages it set ran at 0.2 to 0.45 times the capacity in run 20261126-024319-capacity, where the JIT then
   * compiled again in the steps near the knee (0.1 to 0.25 of the variant's CPU) and broke them early: mysql-spring5's
   * repetitions found 82.25, 94.75 and 72.25 journeys/s, mongo-spring5's 133, 129 and 115.75.
   */
  LoadParameters atLoad(String label) {
    return plan.rule().atLoad(firstCapacities.getOrDefault(label, firstCeilings.get(label)));
  }

  /**
   * The stage after {@code overloaded}, found overloaded: {@value LoadPlan.Calibrated#BACK_OFF} times its rate, as long
   * at most.
   */
  LoadParameters backedOff(LoadParameters overloaded) {
    return plan.rule().stageAt(LoadPlan.Calibrated.BACK_OFF * overloaded.levels().get(0));
  }

  /**
   * One more at-load stage for a label whose levels were just calibrated from a stage run at {@code ranAt} journeys/s,
   * if that was below {@value SteadyState#NEAR_KNEE} times the ceiling it predicted: at the plan's multiple of that
   * ceiling, without the second stage's ramp (the JVM is warm by then). Empty if it ran near enough, or was found
   * overloaded (its ceiling is then what it answered, below its rate).
   */
  Optional<LoadParameters> nearerKnee(String label, double ranAt) {
    double ceiling = levels.get(label).calibratedCeiling();
    LoadPlan.Calibrated rule = plan.rule();
    return ranAt < SteadyState.NEAR_KNEE * ceiling ? Optional.of(rule.stageAt(rule.warmUp().loadedFactor() * ceiling))
        : Optional.empty();
  }

  /** The capacity the label's first repetition found, which its later second warm-up stages aim at; if it did. */
  Optional<Double> capacityFound(String label) {
    return Optional.ofNullable(firstCapacities.get(label));
  }

  /**
   * The label's measured load: its levels, from {@value #STEPS_BELOW_KNEE} below its first repetition's capacity once
   * that is known, and then as many as the plan's steps, past the first's top where they run out: in run
   * 20261126-194727-capacity the later repetitions of mysql-spring5-reactive-rest[bounded-elastic], started from the
   * 16th of the pass's 28 levels, held all 13 left (up to 1.23 times the pass's capacity).
   */
  LoadParameters load(String label) {
    return plan.load(measured(label));
  }

  /**
   * The levels {@link #load} gives the label's next repetition, with how they were chosen: once a repetition found its
   * knee, a stepped plan's {@link LoadPlan.Calibrated#nearKnee finer, longer steps} from below it. In the ×3 runs of
   * November 26 to 29 the later repetitions climbed from 0.68 times the knee in steps 5 % apart held 6 s; a step's 4 s
   * window then carried the backlog of the one before (in run 20261129-005032-capacity mongo-spring5's r1 achieved
   * 151.5 journeys/s at its held step offering 149.31, after 97 % of the one before), and the capacities of 9 of the 20
   * labels spread over 10 %.
   */
  LevelPlan measured(String label) {
    LevelPlan all = levels.get(label);
    Double knee = knees.get(label);
    if (knee == null || !(plan instanceof LoadPlan.Calibrated stepped)) {
      return all;
    }
    if (steppingAgainAboveKnee.containsKey(label)) {
      return stepped.aboveKnee(all, steppingAgainAboveKnee.get(label));
    }
    return steppingAgainBelowKnee.contains(label) ? stepped.belowKnee(all, knee) : stepped.nearKnee(all, knee);
  }

  /**
   * Remembers the rate the label's first repetition (the one that climbed its levels) held last, or a repetition that
   * stepped again above every step it held ({@link #retryHigher}): the knee the later ones step near, and the capacity
   * their warm-ups aim at. The load is over: the next starts near the knee again.
   */
  void found(String label, LoadParameters load, Integer capacityStep) {
    steppingAgainBelowKnee.remove(label);
    boolean above = steppingAgainAboveKnee.remove(label) != null;
    if ((above || !knees.containsKey(label)) && capacityStep != null) {
      knees.put(label, load.levels().get(capacityStep));
      firstCapacities.put(label, load.levels().get(capacityStep));
    }
  }

  /**
   * After a label's load held every step, up to {@code top} users/s (steps near its knee, or the first repetition's
   * whole ladder, whose top {@link #found} just made the knee): steps it again in the knee's steps from there, once,
   * and the rate it then holds last becomes the knee of its later repetitions. The repetition that
   * found the knee may have run on a slower host: in run 20261207-231502-capacity the calibration pass of
   * mysql-spring5-reactive-rest[parallel], with the host stealing 0.2 to 0.3 of a CPU in its steps, held 14.75
   * journeys/s, a third of the 46 its repetitions had held the day before, and the later repetitions' steps would have
   * ended at 1.64 times that.
   *
   * @return false if no knee is known (the load did not finish) or the plan has no knee's steps
   */
  boolean retryHigher(String label, double top) {
    if (!knees.containsKey(label) || !(plan instanceof LoadPlan.Calibrated)) {
      return false;
    }
    steppingAgainAboveKnee.put(label, top);
    return true;
  }

  /**
   * After the first step of a label's load broke: steps it again in the knee's steps from further below it if this
   * load started near an earlier repetition's knee ({@link LoadPlan.Calibrated#belowKnee}), else below its levels if
   * it was not already there.
   *
   * @return false if there is nothing lower to try
   */
  boolean retryLower(String label) {
    if (knees.containsKey(label)) {
      return steppingAgainBelowKnee.add(label);
    }
    if (levels.get(label).lower()) {
      return false;
    }
    if (!(plan instanceof LoadPlan.Calibrated stepped)) {
      return false;
    }
    levels.put(label, stepped.below(levels.get(label)));
    return true;
  }
}

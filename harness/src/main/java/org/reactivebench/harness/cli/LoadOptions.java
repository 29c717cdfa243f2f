package org.reactivebench.harness.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.reactivebench.harness.profile.GivenCapacity;
import org.reactivebench.harness.profile.LoadPlan;
import org.reactivebench.harness.profile.PhasedPlan;
import org.reactivebench.harness.profile.Profile;
import org.reactivebench.harness.profile.RunPlan;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.StepCriteria;
import org.reactivebench.loadspec.Journey;
import picocli.CommandLine.Option;

/**
 * The options that shape the measured load, on top of a profile: each maps onto Gatling's injection DSL (see the
 * scenario's LoadShape). A profile's load is kept except for what an option changes.
 */
public final class LoadOptions {

  static final double DEFAULT_LEVEL_SECONDS = 30;
  static final int DEFAULT_DELAY_MS = 300;

  @Option(names = "--journey", paramLabel = "operation|crud|passthrough",
      description = "The user journey: operation (the 2017 scenario, 26 requests, one login each), crud (its 24 CRUD "
          + "requests with a token logged in before the measured users arrive) or passthrough (the I/O journey).")
  String journey;

  @Option(names = "--users", paramLabel = "N", description = "The 2017 shape: N users arriving evenly over the ramp.")
  Integer users;

  @Option(names = "--ramp", paramLabel = "SECONDS", description = "The 2017 shape: the ramp the users arrive over.")
  Double ramp;

  @Option(names = "--model", paramLabel = "open|closed",
      description = "Open: users arrive at a rate independent of the server (constantUsersPerSec, "
          + "incrementUsersPerSec). Closed: a number of users is kept in the system (constantConcurrentUsers, "
          + "incrementConcurrentUsers).")
  String model;

  @Option(names = "--rate", paramLabel = "USERS_PER_S",
      description = "Open model, one level: this many users arrive per second for --duration seconds.")
  Double rate;

  @Option(names = "--concurrency", paramLabel = "USERS",
      description = "Closed model, one level: this many users in the system for --duration seconds.")
  Integer concurrency;

  @Option(names = "--duration", paramLabel = "SECONDS", description = "How long --rate or --concurrency is held.")
  Double duration;

  @Option(names = "--levels", split = ",", paramLabel = "L",
      description = "Any levels, each held --level seconds with --step-ramp seconds of linear ramp between them: "
          + "users/s (open) or users (closed), e.g. 300,1000,1500.")
  List<Double> levels;

  @Option(names = "--steps", paramLabel = "N",
      description = "Equally spaced levels: N steps from --start by --increment (Gatling's increment DSL).")
  Integer steps;

  @Option(names = "--start", paramLabel = "L", description = "The first of --steps levels.")
  Double start;

  @Option(names = "--increment", paramLabel = "L", description = "The step between --steps levels.")
  Double increment;

  @Option(names = "--level", paramLabel = "SECONDS", description = "How long each level is held (default 30).")
  Double level;

  @Option(names = "--step-ramp", paramLabel = "SECONDS", description = "The linear ramp between levels (default 0).")
  Double stepRamp;

  @Option(names = "--pause-factor", paramLabel = "F",
      description = "Multiply the journey's pauses (1 = the 2017 pauses; passthrough: 1 = pauses of 1-2 s).")
  Double pauseFactor;

  @Option(names = "--delay", paramLabel = "MS", description = "Passthrough: the downstream service's delay.")
  Integer delay;

  @Option(names = "--slo-p95", paramLabel = "MS",
      description = "Stepped loads: a step with a higher p95 over all requests is broken.")
  Long sloP95;

  @Option(names = "--warm-up", paramLabel = "SECONDS",
      description = "Calibrated profiles: the longest the warm-up's second stage (near the measured rates, after "
          + "its ramp of a third of this, 60 s at most), and a third nearer the knee where a first repetition has "
          + "one, runs before it is cut short at steady state, and its first (the calibration at 12 users/s, 60 s at "
          + "most) no longer than that either (default 180; 240 for overload and soak).")
  Double warmUp;

  @Option(names = "--capacity", paramLabel = "[LABEL=]JOURNEYS_PER_S",
      description = "The overload and soak profiles: the capacity their phases are multiples of, instead of the "
          + "ceiling each label's warm-up predicts (e.g. a capacity run's figure). A number is every label's; "
          + "LABEL=N is one label's, repeated for others (--capacity mysql-spring5=28.5 --capacity "
          + "mongo-spring5=53.5); a label given none takes its warm-up's prediction.")
  List<String> capacity;

  @Option(names = "--phase-seconds", paramLabel = "SECONDS",
      description = "The overload and soak profiles: the first phase lasts this long, the others in proportion "
          + "(overload: the baseline and the overload 60 s, the recovery twice it; soak: 600 s).")
  Integer phaseSeconds;

  /** The profile with the options applied on top: an option changes what it names and nothing else. */
  RunPlan plan(Profile profile) {
    validate();
    StepCriteria criteria = sloP95 == null ? profile.criteria()
        : new StepCriteria(sloP95, profile.criteria().minDelivered());
    LoadPlan load = phased(warmedUp(load(profile.plan())));
    return new RunPlan(profile, load, load instanceof LoadPlan.Calibrating ? Optional.of(load.base())
        : profile.warmUp(), criteria);
  }

  private LoadPlan warmedUp(LoadPlan plan) {
    if (warmUp == null) {
      return plan;
    }
    if (!(plan instanceof LoadPlan.Calibrating calibrating)) {
      throw new IllegalArgumentException("--warm-up bounds the warm-up of a calibrated profile (capacity, "
          + "capacity-2017, db-latency, overload); this load has a fixed one");
    }
    return calibrating.withWarmUp(warmUp);
  }

  private LoadPlan phased(LoadPlan plan) {
    if (capacity == null && phaseSeconds == null) {
      return plan;
    }
    if (!(plan instanceof PhasedPlan phases)) {
      throw new IllegalArgumentException("--capacity and --phase-seconds shape the phases of the overload and soak "
          + "profiles; give --profile overload or --profile soak");
    }
    PhasedPlan chosen = phaseSeconds == null ? phases : phases.withFirstPhase(phaseSeconds);
    return capacity == null ? chosen : chosen.withCapacity(GivenCapacity.parse(capacity));
  }

  private LoadPlan load(LoadPlan plan) {
    LoadParameters base = plan.base();
    Journey scenario = journey != null ? Journey.of(journey) : base.journey();
    double pauses = pauseFactor != null ? pauseFactor : base.pauseFactor();
    Integer delayMs = delay != null ? delay : base.delayMs() != null ? base.delayMs()
        : scenario == Journey.PASSTHROUGH ? Integer.valueOf(DEFAULT_DELAY_MS) : null;
    List<Double> chosenLevels = levels();
    if (users != null || ramp != null) {
      if (scenario != Journey.OPERATION) {
        throw new IllegalArgumentException("--users and --ramp shape the 2017 ramp of the operation journey; the "
            + scenario.id() + " journey takes --rate, --concurrency, --levels or --steps");
      }
      LoadParameters ramped = base.stepped() ? LoadParameters.ramp(400, 60, pauses) : base;
      return new LoadPlan.Fixed(LoadParameters.ramp(users != null ? users : ramped.users(),
          ramp != null ? ramp : ramped.rampSeconds(), pauses));
    }
    if (chosenLevels == null) {
      if (plan instanceof LoadPlan.Calibrating calibrated) {
        if (!scenario.countsJourneys()) {
          throw new IllegalArgumentException("--journey: a calibrated profile steps a journey of several requests "
              + "(operation, crud); give the levels of the " + scenario.id() + " journey with --levels or --steps");
        }
        return calibrated.with(scenario, pauses);
      }
      if (!base.stepped()) {
        return new LoadPlan.Fixed(LoadParameters.ramp(base.users(), base.rampSeconds(), pauses));
      }
      return new LoadPlan.Fixed(LoadParameters.stepped(scenario, model != null ? model : base.model(), base.shape(),
          base.levels(), level != null ? level : base.levelSeconds(),
          stepRamp != null ? stepRamp : base.stepRampSeconds(), pauses, delayMs));
    }
    String shape = rate != null || concurrency != null ? "constant" : steps != null ? "steps" : "levels";
    String chosenModel = concurrency != null ? "closed" : rate != null ? "open"
        : model != null ? model : base.model() != null ? base.model() : "open";
    boolean fixedLevels = plan instanceof LoadPlan.Fixed && base.stepped();
    double held = duration != null ? duration : level != null ? level
        : fixedLevels ? base.levelSeconds() : DEFAULT_LEVEL_SECONDS;
    double between = stepRamp != null ? stepRamp : fixedLevels && !shape.equals("constant") ? base.stepRampSeconds()
        : 0;
    return new LoadPlan.Fixed(LoadParameters.stepped(scenario, chosenModel, shape, chosenLevels, held, between,
        pauses, delayMs));
  }

  /** The levels the options ask for, or null if none does. */
  private List<Double> levels() {
    if (rate != null) {
      return List.of(rate);
    }
    if (concurrency != null) {
      return List.of(concurrency.doubleValue());
    }
    if (steps != null) {
      List<Double> stepped = new ArrayList<>();
      for (int i = 0; i < steps; i++) {
        stepped.add(start + i * increment);
      }
      return stepped;
    }
    return levels;
  }

  private void validate() {
    Check.oneOf("--journey", journey, Journey.OPERATION.id(), Journey.CRUD.id(), Journey.PASSTHROUGH.id());
    Check.oneOf("--model", model, "open", "closed");
    Check.atLeast("--users", users, 1);
    Check.atLeast("--ramp", ramp, 0);
    Check.positive("--rate", rate);
    Check.atLeast("--concurrency", concurrency, 1);
    Check.positive("--duration", duration);
    Check.atLeast("--steps", steps, 2);
    Check.positive("--start", start);
    Check.positive("--increment", increment);
    Check.positive("--level", level);
    Check.atLeast("--step-ramp", stepRamp, 0);
    Check.atLeast("--pause-factor", pauseFactor, 0);
    Check.atLeast("--delay", delay, 0);
    Check.atLeast("--slo-p95", sloP95, 1);
    Check.positive("--warm-up", warmUp);
    Check.atLeast("--phase-seconds", phaseSeconds, 1);
    if (levels != null) {
      levels.forEach(value -> Check.positive("--levels", value));
    }
    List<String> shapes = new ArrayList<>();
    if (users != null || ramp != null) {
      shapes.add("--users/--ramp");
    }
    if (rate != null) {
      shapes.add("--rate");
    }
    if (concurrency != null) {
      shapes.add("--concurrency");
    }
    if (levels != null) {
      shapes.add("--levels");
    }
    if (steps != null || start != null || increment != null) {
      shapes.add("--steps/--start/--increment");
      if (steps == null || start == null || increment == null) {
        throw new IllegalArgumentException("--steps, --start and --increment go together: give all three");
      }
    }
    if (shapes.size() > 1) {
      throw new IllegalArgumentException(String.join(" and ", shapes) + " each shape the load: give one of them");
    }
    if (duration != null && rate == null && concurrency == null) {
      throw new IllegalArgumentException("--duration goes with --rate or --concurrency");
    }
    if ((rate != null && "closed".equals(model)) || (concurrency != null && "open".equals(model))) {
      throw new IllegalArgumentException("--rate is the open model and --concurrency the closed one: drop --model");
    }
  }
}

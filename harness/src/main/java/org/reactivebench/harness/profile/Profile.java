package org.reactivebench.harness.profile;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.Soak;
import org.reactivebench.harness.results.StepCriteria;
import org.reactivebench.loadspec.Journey;

/**
 * Named loads, each one object: what it is for, how it chooses the measured load ({@link LoadPlan}), the unmeasured
 * warm-up before it, and when a step is held. Every description is written from these numbers.
 *
 * <p>Logging in costs one BCrypt (strength 10) check, about 70 ms of CPU here, so two cores log in at most about
 * 29 users/s whatever the framework: {@code quick} stays well below that, so that it measures the frameworks and not
 * the same BCrypt queue; {@code capacity} steps up to it and beyond.
 */
public enum Profile {
  SMOKE("Seconds, for tests; not a measurement",
      new LoadPlan.Fixed(LoadParameters.ramp(10, 2, 0.01)), Optional.empty(), StepCriteria.DEFAULT, false),
  QUICK("The default: about a minute a label, well below the login ceiling, every process on every CPU",
      new LoadPlan.Fixed(LoadParameters.ramp(120, 15, 0.05)), Optional.of(LoadParameters.ramp(40, 10, 0.02)),
      StepCriteria.DEFAULT, false),
  PAPER("The 2017 load, an overload on 2 cores",
      new LoadPlan.Fixed(LoadParameters.ramp(5000, 60, 1.0)), Optional.of(LoadParameters.ramp(200, 20, 0.05)),
      StepCriteria.DEFAULT, false),
  CAPACITY("Where each label breaks, and what a request costs it: the CRUD journey, the login outside the "
      + "measured path, the variant on its own CPUs", calibrated(Journey.CRUD), Optional.empty(), StepCriteria.DEFAULT,
      true),
  DB_LATENCY("What a database a network hop away does to each stack: the capacity profile's plan, each label at "
      + "0, 1, 5 and 20 ms of added round trip through the latency proxy (four labels each), beside its pool and "
      + "thread bounds", calibrated(Journey.CRUD), Optional.empty(), StepCriteria.DEFAULT, true),
  CAPACITY_2017("Where each label breaks on the 2017 journey, one login per user (the study's own shape), the "
      + "variant on its own CPUs", calibrated(Journey.OPERATION), Optional.empty(), StepCriteria.DEFAULT, true),
  OVERLOAD("Past the knee: whether each label sheds load or queues it, how much good work it still does at twice its "
      + "capacity, and whether it comes back without a restart; the variant on its own CPUs",
      new PhasedPlan(phasedWarmUp(), List.of(
          new PhasedPlan.Phase("baseline", 0.5, 60),
          new PhasedPlan.Phase("overload", 2, 60), new PhasedPlan.Phase("recovery", 0.5, 120)), null),
      Optional.empty(), StepCriteria.DEFAULT, true),
  SOAK("Leaks and drift: ten minutes at 0.7 times each label's capacity, its first minute against its last (p99, "
      + "memory, the heap after collections, threads), its GC pauses and every error; the variant on its own CPUs",
      new PhasedPlan(phasedWarmUp(),
          List.of(new PhasedPlan.Phase(Soak.PHASE, 0.7, 600)), null),
      Optional.empty(), StepCriteria.DEFAULT, true),
  PASSTHROUGH_USERS("The first 2017 I/O study: concurrent users calling a slow downstream",
      new LoadPlan.Fixed(LoadParameters.stepped(Journey.PASSTHROUGH, "closed", "levels",
          List.of(300.0, 1000.0, 1500.0, 3000.0, 5000.0), 30, 10, 1, 300)),
      Optional.of(constant(Journey.PASSTHROUGH, "closed", 50, 15, 1, 300)), new StepCriteria(450, 0.95), false),
  PASSTHROUGH_RATE("The second 2017 I/O study: a fixed arrival rate of calls to a 500 ms operation",
      new LoadPlan.Fixed(LoadParameters.stepped(Journey.PASSTHROUGH, "open", "levels",
          List.of(100.0, 300.0, 500.0, 700.0, 1000.0, 1300.0, 1700.0), 20, 5, 0, 500)),
      Optional.of(constant(Journey.PASSTHROUGH, "open", 30, 15, 0, 500)), new StepCriteria(750, 0.95), false);

  private final String purpose;
  private final LoadPlan plan;
  private final Optional<LoadParameters> warmUp;
  private final StepCriteria criteria;
  private final boolean pinsVariant;

  /**
   * @param warmUp the unmeasured load before the measured one; a calibrated plan's is its calibration
   * @param pinsVariant whether the variant runs on its own CPUs unless {@code --variant-cpus} says otherwise
   */
  Profile(String purpose, LoadPlan plan, Optional<LoadParameters> warmUp, StepCriteria criteria,
      boolean pinsVariant) {
    this.purpose = purpose;
    this.pinsVariant = pinsVariant;
    this.plan = plan;
    this.warmUp = plan instanceof LoadPlan.Calibrating calibrated ? Optional.of(calibrated.base()) : warmUp;
    this.criteria = criteria;
  }

  /**
   * A capacity plan: a warm-up in two stages, each stopped at steady state (windows of 10 s, 5 %): at 12 users/s (at
   * most 60 s: a rough prediction is all it is for), which a cold JVM carries, then at 0.8 times the ceiling that
   * predicts (at most 180 s: in run 20261126-080111-capacity the JIT used 8 to 19 % of mysql-spring4's CPU through the
   * first 90 s of that stage), the rates the steps measure, and in a label's first repetition, where that stage ran
   * below 0.6 times the ceiling it predicts, a third at 0.8 times that ceiling (also at most 180 s); then up to 28
   * steps of 6 s (1 s ramps), each 5 % above the one before, from 0.7 to 2.6 times the ceiling the second stage
   * predicts, finer ones below if the first broke. The second stage's prediction is the closer one, measured at a rate
   * near the knee; the steps still reach 2.6 times it, since an event-loop stack costs less per request the busier it
   * is (run 20261125-233340-capacity held every step to 1.35 times it).
   *
   * <p>The repetitions after the one that found the knee step from 8 steps below it, 2.5 % apart (0.82 times it, just
   * above their warm-up's 0.8), each held 10 s. Until run 20261129-013722-capacity they climbed the same 5 % steps of
   * 6 s from 8 below it (0.68 times), and 9 of the 20 labels' capacities spread over 10 % across their three: one step
   * is 5 %, two are 10.25 %; and a 6 s step's window carried the backlog of the one before (mongo-spring5's r1 in run
   * 20261129-005032-capacity achieved 151.5 journeys/s at its held step offering 149.31, after 97 % of the one before).
   * With these steps mongo-spring5's three spread 4.4 %, 16.5 % in run 005032 (run 20261129-041335-capacity). A start 3
   * steps of 5 % below the knee (0.86 times) right after a warm-up at about half of it broke at once: in run
   * 20261126-001017-capacity (local) mysql-spring4's second repetition, its JIT compiling again at the new rate, found
   * 51.5 journeys/s against the first's 61.25.
   *
   * <p>From run 20261207-014553-capacity on, those steps rest 5 s with no arrivals before each ramp. Without the
   * rests a break's queue could carry into every step after it: a stall of the variant (250 ms in the one break timed,
   * run 20261206-223545-capacity) queued requests, the pool grew to its 227 threads, and in mongo-spring4's r1 of run
   * 20261206-225212-capacity every step after the first break broke too (93.1 journeys/s against r3's 117.1, 22.7 %
   * apart on a steady host). After a rest a step starts from an empty queue, so the two broken steps in a row that
   * end the search are two trials, not one.
   */
  private static LoadPlan.Calibrated calibrated(Journey journey) {
    return new LoadPlan.Calibrated(
        new CalibratedWarmUp(constant(journey, "open", 12, 60, 0.02, null), 10, 0.05, 0.8, 180),
        new Ladder(28, 0.7, 0.05, 0.1, 0.05, 6, 1,
            new Ladder.Knee(8, 0.025, 10, 5)));
  }

  /**
   * The overload and soak profiles' warm-up: the capacity profile's, its second (and third) stage bounded at 240 s
   * rather than 180 (300 s in all for two stages). Their phases read the label as a running service, so they should
   * start at steady state; on one CPU the JIT often needs minutes (8 of the first 13 overload label runs entered their
   * phases before the cost settled, and in run 20261125-182639-soak mongo-spring5-reactive-repo[bounded-elastic]
   * settled after 210 s).
   */
  private static LoadPlan.Calibrated phasedWarmUp() {
    return calibrated(Journey.CRUD).withWarmUp(240);
  }

  private static LoadParameters constant(Journey journey, String model, double level, double seconds,
      double pauseFactor, Integer delayMs) {
    return LoadParameters.stepped(journey, model, "constant", List.of(level), seconds, 0, pauseFactor, delayMs);
  }

  public LoadPlan plan() {
    return plan;
  }

  /** The unmeasured run that warms up the variant's JIT and pools first (and calibrates a calibrated plan). */
  /** The added database round trips each label runs at unless {@code --db-latency} says; empty: straight. */
  public List<Double> dbLatencies() {
    return this == DB_LATENCY ? List.of(0.0, 1.0, 5.0, 20.0) : List.of();
  }

  /**
   * The labels the profile runs when the command names none; empty: every variant. The db-latency profile's are
   * the stacks whose pools and threads differ: JDBC behind Tomcat (Spring 4, Spring 5), JDBC wrapped on
   * bounded-elastic (reactive-entity, reactive-rest), blocking and reactive Mongo, and the generated rows on
   * platform and virtual threads, R2DBC and reactive Mongo.
   */
  public List<String> labels() {
    return this != DB_LATENCY ? List.of() : List.of("mysql-spring4", "mysql-spring5",
        "mysql-spring5-reactive-entity[bounded-elastic]", "mysql-spring5-reactive-rest[bounded-elastic]",
        "mongo-spring5", "mongo-spring5-reactive-repo[bounded-elastic]", "jhipster-mysql",
        "jhipster-mysql[virtual-threads]", "jhipster-mysql-reactive", "jhipster-mongo", "jhipster-mongo-reactive");
  }

  public Optional<LoadParameters> warmUp() {
    return warmUp;
  }

  /** When a step is held, for the stepped loads of the profile or of options on top of it. */
  public StepCriteria criteria() {
    return criteria;
  }

  /**
   * Starting a variant and verifying its contract, measured on the development machine (2 vCPUs, the variant pinned
   * to one): 10 to 25 s to start, 20 to 30 s for the contract suite.
   */
  static final double START_AND_VERIFY_SECONDS = 45;

  /** About how long one label takes with this profile, start, verification and warm-up included, in minutes. */
  public double minutesPerLabel() {
    return RunPlan.of(this).minutesPerLabel();
  }

  /**
   * Whether the variant runs on its own CPUs by default: the capacity profiles measure what the stack costs, and
   * pin it. The others share every CPU, as the 2017 study did: on the 2-vCPU development machine a variant pinned to
   * one CPU took 17 to 20 s to start (9 s on two) and 27 to 31 s to pass the contract suite (18 s), which the
   * quick profile's minutes cannot afford; and the I/O profiles' thousands of users wait more than they compute.
   */
  public boolean pinsVariant() {
    return pinsVariant;
  }

  /** What the profile is for and what it runs, written from its numbers. */
  public String description() {
    String warm = plan instanceof LoadPlan.Calibrating ? ""
        : warmUp.map(w -> "; warm-up: " + w.describe()).orElse("; no warm-up");
    String held = plan instanceof PhasedPlan ? "; good work = a request answered OK within " + criteria.sloP95Ms()
        + " ms"
        : plan instanceof LoadPlan.Calibrating || plan.base().stepped() ? "; held = " + criteria.describe() : "";
    RunPlan run = RunPlan.of(this);
    String soonest = String.format(Locale.ROOT, "%.1f", run.soonestMinutesPerLabel());
    String longest = String.format(Locale.ROOT, "%.1f", run.minutesPerLabel());
    String time = soonest.equals(longest) ? longest + " min a label"
        : soonest + " to " + longest + " min a label, as its warm-up settles at once or runs to its bounds";
    return purpose + " (about " + time + "). Measured: " + plan.describe() + warm + held;
  }

  public static Profile named(String name) {
    for (Profile profile : values()) {
      if (profile.label().equals(name)) {
        return profile;
      }
    }
    throw new IllegalArgumentException("--profile: unknown profile '" + name + "'; known: " + names());
  }

  public static String names() {
    return Arrays.stream(values()).map(Profile::label).collect(Collectors.joining(", "));
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT).replace('_', '-');
  }
}

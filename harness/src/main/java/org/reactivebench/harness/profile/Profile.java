package org.reactivebench.harness.profile;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;
import org.reactivebench.harness.results.LoadParameters;
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
      new LoadPlan.Fixed(LoadParameters.ramp(10, 2, 0.01)), Optional.empty(), StepCriteria.DEFAULT),
  QUICK("The default: a couple of minutes a label, well below the login ceiling",
      new LoadPlan.Fixed(LoadParameters.ramp(400, 60, 0.2)), Optional.of(LoadParameters.ramp(100, 20, 0.05)),
      StepCriteria.DEFAULT),
  PAPER("The 2017 load, an overload on 2 cores",
      new LoadPlan.Fixed(LoadParameters.ramp(5000, 60, 1.0)), Optional.of(LoadParameters.ramp(200, 20, 0.05)),
      StepCriteria.DEFAULT),
  CAPACITY("Where each label breaks",
      new LoadPlan.Calibrated(constant(Journey.OPERATION, "open", 4, 30, 0.02, null), 14, 0.6, 0.2, 0.05, 0.04, 12,
          1), Optional.empty(), StepCriteria.DEFAULT),
  PASSTHROUGH_USERS("The first 2017 I/O study: concurrent users calling a slow downstream",
      new LoadPlan.Fixed(LoadParameters.stepped(Journey.PASSTHROUGH, "closed", "levels",
          List.of(300.0, 1000.0, 1500.0, 3000.0, 5000.0), 30, 10, 1, 300)),
      Optional.of(constant(Journey.PASSTHROUGH, "closed", 50, 15, 1, 300)), new StepCriteria(450, 0.95)),
  PASSTHROUGH_RATE("The second 2017 I/O study: a fixed arrival rate of calls to a 500 ms operation",
      new LoadPlan.Fixed(LoadParameters.stepped(Journey.PASSTHROUGH, "open", "levels",
          List.of(100.0, 300.0, 500.0, 700.0, 1000.0, 1300.0, 1700.0), 20, 5, 0, 500)),
      Optional.of(constant(Journey.PASSTHROUGH, "open", 30, 15, 0, 500)), new StepCriteria(750, 0.95));

  private final String purpose;
  private final LoadPlan plan;
  private final Optional<LoadParameters> warmUp;
  private final StepCriteria criteria;

  /** @param warmUp the unmeasured load before the measured one; a calibrated plan's is its calibration */
  Profile(String purpose, LoadPlan plan, Optional<LoadParameters> warmUp, StepCriteria criteria) {
    this.purpose = purpose;
    this.plan = plan;
    this.warmUp = plan instanceof LoadPlan.Calibrated calibrated ? Optional.of(calibrated.calibration()) : warmUp;
    this.criteria = criteria;
  }

  private static LoadParameters constant(Journey journey, String model, double level, double seconds,
      double pauseFactor, Integer delayMs) {
    return LoadParameters.stepped(journey, model, "constant", List.of(level), seconds, 0, pauseFactor, delayMs);
  }

  public LoadPlan plan() {
    return plan;
  }

  /** The unmeasured run that warms up the variant's JIT and pools first (and calibrates a calibrated plan). */
  public Optional<LoadParameters> warmUp() {
    return warmUp;
  }

  /** When a step is held, for the stepped loads of the profile or of options on top of it. */
  public StepCriteria criteria() {
    return criteria;
  }

  /** What the profile is for and what it runs, written from its numbers. */
  public String description() {
    String warm = plan instanceof LoadPlan.Calibrated ? ""
        : warmUp.map(w -> "; warm-up: " + w.describe()).orElse("; no warm-up");
    String held = plan instanceof LoadPlan.Calibrated || plan.base().stepped() ? "; held = " + criteria.describe() : "";
    return purpose + ". Measured: " + plan.describe() + warm + held;
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

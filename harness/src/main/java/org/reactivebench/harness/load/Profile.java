package org.reactivebench.harness.load;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.StepCriteria;
import org.reactivebench.loadspec.Journey;

/**
 * Named loads, as data: the measured load, the unmeasured warm-up before it, and for stepped loads when a step is
 * held. Logging in costs one BCrypt (strength 10) check, about 70 ms of CPU here, so two cores log in at most about
 * 29 users/s whatever the framework: {@code quick} stays well below that, so that it measures the frameworks and not
 * the same BCrypt queue; {@code capacity} steps up to it and beyond.
 */
public enum Profile {
  /** Seconds: for tests. Not a measurement. */
  SMOKE("10 users over 2 s, pause factor 0.01, no warm-up: seconds, for tests; not a measurement",
      LoadParameters.ramp(10, 2, 0.01), null, null),
  /** The default: about 7 logins/s, a couple of minutes per variant, so the matrix finishes in minutes. */
  QUICK("400 users over 60 s, pause factor 0.2 (about 7 logins/s), after a warm-up of 100 users; the default",
      LoadParameters.ramp(400, 60, 0.2), LoadParameters.ramp(100, 20, 0.05), null),
  /** The 2017 load: 5000 users over 60 s, real pauses. */
  PAPER("5000 users over 60 s, pause factor 1: the 2017 load (83 logins/s, an overload on 2 cores)",
      LoadParameters.ramp(5000, 60, 1.0), LoadParameters.ramp(200, 20, 0.05), null),
  /**
   * Where each label breaks: the Operation journey at pause factor 0.02 (a journey of about 2 s), open model,
   * fourteen equally spaced arrival rates from 0.6 to 3.2 times the CPU ceiling that a warm-up at 4 users/s
   * measures (the warm-up's JIT makes that a low estimate), 12 s each; a step is held with no KO, p95 at most 250 ms
   * and 95 % of the offered req/s achieved.
   */
  CAPACITY("the 2017 journey (pause factor 0.02) stepped up in arrival rate until the label breaks: 14 steps of 12 s "
      + "from 0.6 to 3.2 times the CPU ceiling that a warm-up calibrates; held = no KO, p95 <= 250 ms, 95 % delivered",
      null, constant(Journey.OPERATION, "open", 4, 30, 0.02, null), new StepCriteria(250, 0.95)),
  /** The first 2017 I/O study: concurrent users looping calls to a downstream that answers after 300 ms. */
  PASSTHROUGH_USERS("the I/O journey, closed model: 300, 1000, 1500, 3000, 5000 concurrent users (30 s each, 10 s "
      + "ramps) calling a downstream that answers after 300 ms, pauses 1-2 s; held = no KO, p95 <= 450 ms",
      LoadParameters.stepped(Journey.PASSTHROUGH, "closed", "levels", List.of(300.0, 1000.0, 1500.0, 3000.0,
          5000.0), 30, 10, 1, 300),
      constant(Journey.PASSTHROUGH, "closed", 50, 15, 1, 300), new StepCriteria(450, 0.95)),
  /** The second 2017 I/O study: a fixed arrival rate of calls to an operation that takes 500 ms. */
  PASSTHROUGH_RATE("the I/O journey, open model: 100, 300, 500, 700, 1000, 1300, 1700 calls/s (20 s each, 5 s "
      + "ramps) to a downstream that answers after 500 ms, no pause; held = no KO, p95 <= 750 ms, 95 % delivered",
      LoadParameters.stepped(Journey.PASSTHROUGH, "open", "levels", List.of(100.0, 300.0, 500.0, 700.0,
          1000.0, 1300.0, 1700.0), 20, 5, 0, 500),
      constant(Journey.PASSTHROUGH, "open", 30, 15, 0, 500), new StepCriteria(750, 0.95));

  private final String description;
  private final LoadParameters measured;
  private final LoadParameters warmUp;
  private final StepCriteria criteria;

  Profile(String description, LoadParameters measured, LoadParameters warmUp, StepCriteria criteria) {
    this.description = description;
    this.measured = measured;
    this.warmUp = warmUp;
    this.criteria = criteria;
  }

  private static LoadParameters constant(Journey scenario, String model, double level, double seconds,
      double pauseFactor, Integer delayMs) {
    return LoadParameters.stepped(scenario, model, "constant", List.of(level), seconds, 0, pauseFactor, delayMs);
  }

  /** The measured load, or null when a calibration chooses it (capacity). */
  public LoadParameters measured() {
    return measured;
  }

  /** The unmeasured run that warms up the variant's JIT and pools first, or null for none. */
  public LoadParameters warmUp() {
    return warmUp;
  }

  /** When a step is held, for stepped profiles; null otherwise. */
  public StepCriteria criteria() {
    return criteria;
  }

  public String description() {
    return description;
  }

  /** Whether the levels are calibrated per label from the warm-up. */
  public boolean calibrated() {
    return this == CAPACITY;
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

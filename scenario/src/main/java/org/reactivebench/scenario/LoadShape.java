package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.constantConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.incrementConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.incrementUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.nothingFor;
import static io.gatling.javaapi.core.CoreDsl.rampConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.stopLoadGeneratorIf;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ClosedInjectionStep;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.reactivebench.loadspec.LoadSpec;

/**
 * How users arrive, in Gatling's own injection DSL, as the {@link LoadSpec} of the run says. Two models:
 * <ul>
 *   <li>open: users arrive at a rate that does not depend on the server, like a fixed-rps test;
 *   <li>closed: a number of users is kept in the system, a new one replacing each that ends, like the 2017 study's
 *       concurrent users.
 * </ul>
 * and four shapes:
 * <ul>
 *   <li>ramp: {@code users} arrive evenly over {@code rampSeconds} (the 2017 study, open only);
 *   <li>constant: one level held {@code levelSeconds}: {@code constantUsersPerSec} / {@code constantConcurrentUsers};
 *   <li>steps: equally spaced levels, {@code incrementUsersPerSec} / {@code incrementConcurrentUsers}
 *       {@code .times(n).eachLevelLasting(level).separatedByRampsLasting(stepRamp).startingFrom(first)};
 *   <li>levels: any levels, each held {@code levelSeconds}, with linear ramps of {@code stepRampSeconds} between
 *       them; open, a rest of {@code restSeconds} with no arrivals ({@code nothingFor}) may come before each ramp.
 * </ul>
 * A level is users per second (open) or concurrent users (closed). An unmeasured lead-in may come first: open, a
 * ramp from a quarter of the first level up to it, so that the load generator's own JIT warms up on a light load
 * (started at once at 1144 req/s, its CPU filled the other CPU and broke the first step); closed, the first level.
 * Level i starts {@link LoadSpec#levelStartSeconds(int)} after the injection starts: the harness cuts the log into
 * the same windows.
 */
final class LoadShape {

  private final LoadSpec spec;
  private final List<Double> levels;
  private final Duration level;
  private final Duration stepRamp;
  private final Duration rest;

  LoadShape(LoadSpec spec) {
    this.spec = spec;
    this.levels = spec.levels();
    this.level = seconds(spec.levelSeconds());
    this.stepRamp = seconds(spec.stepRampSeconds());
    this.rest = seconds(spec.restSeconds());
  }

  /**
   * The scenario injected with this shape, after the spec's lead-in if it has one: open, a ramp up to the first level
   * from a quarter of it; closed, at the first level.
   */
  PopulationBuilder inject(ScenarioBuilder scenario) {
    return isClosed() ? scenario.injectClosed(withLeadIn(closed())) : scenario.injectOpen(withLeadIn(open()));
  }

  private OpenInjectionStep[] withLeadIn(OpenInjectionStep[] steps) {
    if (spec.leadInSeconds() <= 0 || levels.isEmpty()) {
      return steps;
    }
    List<OpenInjectionStep> all = new ArrayList<>(List.of(
        rampUsersPerSec(levels.get(0) / 4).to(levels.get(0)).during(seconds(spec.leadInSeconds()))));
    all.addAll(List.of(steps));
    return all.toArray(OpenInjectionStep[]::new);
  }

  private ClosedInjectionStep[] withLeadIn(ClosedInjectionStep[] steps) {
    if (spec.leadInSeconds() <= 0 || levels.isEmpty()) {
      return steps;
    }
    List<ClosedInjectionStep> all = new ArrayList<>(List.of(
        constantConcurrentUsers(levels.get(0).intValue()).during(seconds(spec.leadInSeconds()))));
    all.addAll(List.of(steps));
    return all.toArray(ClosedInjectionStep[]::new);
  }

  boolean isClosed() {
    return spec.model() == LoadSpec.Model.CLOSED;
  }

  /** How long the injection lasts, for a closed population whose users loop until the load ends. */
  Duration duration() {
    return seconds(spec.injectionSeconds());
  }

  /**
   * Stops the whole load generator once the harness asks for it (by creating the spec's stop file): a stepped run
   * stops one step after the variant broke, instead of overloading it for the remaining steps.
   */
  ChainBuilder stopWhenAsked() {
    Path stop = spec.stopFile().isEmpty() ? null : Path.of(spec.stopFile());
    return stopLoadGeneratorIf("stopped by the harness: the steps it needs are measured",
        session -> stop != null && Files.exists(stop));
  }

  private OpenInjectionStep[] open() {
    return switch (spec.shape()) {
      case RAMP -> new OpenInjectionStep[] {rampUsers(spec.users()).during(seconds(spec.rampSeconds()))};
      case CONSTANT -> new OpenInjectionStep[] {constantUsersPerSec(single()).during(level)};
      case STEPS -> new OpenInjectionStep[] {incrementUsersPerSec(increment()).times(levels.size())
          .eachLevelLasting(level).separatedByRampsLasting(stepRamp).startingFrom(levels.get(0))};
      case LEVELS -> openLevels();
    };
  }

  private OpenInjectionStep[] openLevels() {
    List<OpenInjectionStep> steps = new ArrayList<>();
    for (int i = 0; i < levels.size(); i++) {
      if (i > 0 && !rest.isZero()) {
        steps.add(nothingFor(rest));
      }
      if (i > 0 && !stepRamp.isZero()) {
        steps.add(rampUsersPerSec(levels.get(i - 1)).to(levels.get(i)).during(stepRamp));
      }
      steps.add(constantUsersPerSec(levels.get(i)).during(level));
    }
    return steps.toArray(OpenInjectionStep[]::new);
  }

  private ClosedInjectionStep[] closed() {
    return switch (spec.shape()) {
      case CONSTANT -> new ClosedInjectionStep[] {constantConcurrentUsers((int) single()).during(level)};
      case STEPS -> new ClosedInjectionStep[] {incrementConcurrentUsers((int) increment()).times(levels.size())
          .eachLevelLasting(level).separatedByRampsLasting(stepRamp).startingFrom(levels.get(0).intValue())};
      case LEVELS -> closedLevels();
      case RAMP -> throw new IllegalArgumentException("the ramp shape is open only: use constant, steps or levels");
    };
  }

  private ClosedInjectionStep[] closedLevels() {
    List<ClosedInjectionStep> steps = new ArrayList<>();
    for (int i = 0; i < levels.size(); i++) {
      int users = levels.get(i).intValue();
      if (i > 0 && !stepRamp.isZero()) {
        steps.add(rampConcurrentUsers(levels.get(i - 1).intValue()).to(users).during(stepRamp));
      }
      steps.add(constantConcurrentUsers(users).during(level));
    }
    return steps.toArray(ClosedInjectionStep[]::new);
  }

  private double single() {
    if (levels.size() != 1) {
      throw new IllegalArgumentException("the constant shape takes one level, was: " + levels);
    }
    return levels.get(0);
  }

  /** The step between equally spaced levels (at least two of them; one level is a constant load). */
  private double increment() {
    if (levels.size() < 2) {
      throw new IllegalArgumentException("the steps shape takes at least two equally spaced levels, was: " + levels);
    }
    return levels.get(1) - levels.get(0);
  }

  static Duration seconds(double seconds) {
    return Duration.ofMillis(Math.round(seconds * 1000));
  }
}

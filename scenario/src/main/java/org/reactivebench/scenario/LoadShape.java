package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.constantConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.incrementConcurrentUsers;
import static io.gatling.javaapi.core.CoreDsl.incrementUsersPerSec;
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
import java.util.Arrays;
import java.util.List;

/**
 * How users arrive, in Gatling's own injection DSL, chosen by system properties (set by the harness, or with -D on
 * the Maven command line). Two models:
 * <ul>
 *   <li>open ({@code model=open}): users arrive at a rate that does not depend on the server, like a fixed-rps test;
 *   <li>closed ({@code model=closed}): a number of users is kept in the system, a new one replacing each that ends,
 *       like the 2017 study's concurrent users.
 * </ul>
 * and four shapes:
 * <ul>
 *   <li>{@code ramp}: {@code users} arrive evenly over {@code ramp} seconds (the 2017 study, open only);
 *   <li>{@code constant}: one level ({@code levels=R}) held {@code level} seconds: {@code constantUsersPerSec} /
 *       {@code constantConcurrentUsers};
 *   <li>{@code steps}: equally spaced levels, {@code incrementUsersPerSec} / {@code incrementConcurrentUsers}
 *       {@code .times(n).eachLevelLasting(level).separatedByRampsLasting(stepRamp).startingFrom(first)};
 *   <li>{@code levels}: any levels ({@code levels=300,1000,1500}), each held {@code level} seconds, with linear ramps
 *       of {@code stepRamp} seconds between them.
 * </ul>
 * A level is users per second (open) or concurrent users (closed). Level i starts {@code i * (level + stepRamp)}
 * seconds after the injection starts: the harness cuts the log into the same windows.
 */
final class LoadShape {

  private final String model = System.getProperty("model", "open");
  private final String shape = System.getProperty("shape", "ramp");
  private final int users = Integer.getInteger("users", 100);
  private final double rampSeconds = Double.parseDouble(System.getProperty("ramp", "60"));
  private final List<Double> levels = parseLevels(System.getProperty("levels", ""));
  private final Duration level = seconds(Double.parseDouble(System.getProperty("level", "30")));
  private final Duration stepRamp = seconds(Double.parseDouble(System.getProperty("stepRamp", "0")));
  private final String stopFile = System.getProperty("stopFile", "");

  /** The scenario injected with this shape. */
  PopulationBuilder inject(ScenarioBuilder scenario) {
    if (model.equals("closed")) {
      return scenario.injectClosed(closed());
    }
    if (model.equals("open")) {
      return scenario.injectOpen(open());
    }
    throw new IllegalArgumentException("model must be open or closed, was: " + model);
  }

  boolean isClosed() {
    return model.equals("closed");
  }

  /** How long the injection lasts, for a closed population whose users loop until the load ends. */
  Duration duration() {
    if (shape.equals("ramp")) {
      return seconds(rampSeconds);
    }
    return level.multipliedBy(levels.size()).plus(stepRamp.multipliedBy(Math.max(0, levels.size() - 1)));
  }

  /**
   * Stops the whole load generator once the harness asks for it (by creating {@code stopFile}): a stepped run stops
   * one step after the variant broke, instead of overloading it for the remaining steps.
   */
  ChainBuilder stopWhenAsked() {
    Path stop = stopFile.isEmpty() ? null : Path.of(stopFile);
    return stopLoadGeneratorIf("stopped by the harness: the steps it needs are measured",
        session -> stop != null && Files.exists(stop));
  }

  private OpenInjectionStep[] open() {
    return switch (shape) {
      case "ramp" -> new OpenInjectionStep[] {rampUsers(users).during(seconds(rampSeconds))};
      case "constant" -> new OpenInjectionStep[] {constantUsersPerSec(single()).during(level)};
      case "steps" -> new OpenInjectionStep[] {incrementUsersPerSec(increment()).times(levels.size())
          .eachLevelLasting(level).separatedByRampsLasting(stepRamp).startingFrom(levels.get(0))};
      case "levels" -> openLevels();
      default -> throw unknownShape();
    };
  }

  private OpenInjectionStep[] openLevels() {
    List<OpenInjectionStep> steps = new ArrayList<>();
    for (int i = 0; i < levels.size(); i++) {
      if (i > 0 && !stepRamp.isZero()) {
        steps.add(rampUsersPerSec(levels.get(i - 1)).to(levels.get(i)).during(stepRamp));
      }
      steps.add(constantUsersPerSec(levels.get(i)).during(level));
    }
    return steps.toArray(OpenInjectionStep[]::new);
  }

  private ClosedInjectionStep[] closed() {
    return switch (shape) {
      case "constant" -> new ClosedInjectionStep[] {constantConcurrentUsers((int) single()).during(level)};
      case "steps" -> new ClosedInjectionStep[] {incrementConcurrentUsers((int) increment()).times(levels.size())
          .eachLevelLasting(level).separatedByRampsLasting(stepRamp).startingFrom(levels.get(0).intValue())};
      case "levels" -> closedLevels();
      case "ramp" -> throw new IllegalArgumentException("the ramp shape is open only: use constant, steps or levels");
      default -> throw unknownShape();
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

  private IllegalArgumentException unknownShape() {
    return new IllegalArgumentException("shape must be ramp, constant, steps or levels, was: " + shape);
  }

  private static List<Double> parseLevels(String text) {
    return text.isBlank() ? List.of() : Arrays.stream(text.split(",")).map(String::trim).map(Double::parseDouble).toList();
  }

  static Duration seconds(double seconds) {
    return Duration.ofMillis(Math.round(seconds * 1000));
  }
}

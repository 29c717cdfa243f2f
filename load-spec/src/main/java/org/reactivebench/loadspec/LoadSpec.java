package org.reactivebench.loadspec;

import java.util.List;
import java.util.Locale;

/**
 * Everything the harness asks of one Gatling run, in the terms of Gatling's injection DSL: where to send the load,
 * which journey, how users arrive, and the journey's parameters. The harness writes it as one JSON file
 * ({@link LoadSpecFile}); the scenario reads it and nothing else.
 *
 * @param baseUrl the variant (or the downstream service, for its headroom)
 * @param journey the simulation to run
 * @param model open: users arrive at a rate independent of the server; closed: a number of users is kept in it
 * @param shape how the level changes over time
 * @param users the ramp shape: users spread evenly over {@code rampSeconds}
 * @param rampSeconds the ramp shape's duration
 * @param levels the other shapes: users/s (open) or concurrent users (closed) of each level
 * @param levelSeconds how long each level is held
 * @param stepRampSeconds the linear ramp between two levels
 * @param pauseFactor the journey's pauses are multiplied by this (passthrough: pauses of 1–2 s times this)
 * @param delayMs the delay the downstream service is asked to wait (passthrough, downstream), else 0
 * @param tokenClients the passthrough journey: API clients that log in first and lend their tokens to the users
 * @param stopFile a file whose creation asks the load to stop, or an empty string for none
 * @param leadInSeconds the levels shapes: how long the first level is held before the levels start, unmeasured (a
 *     freshly started load generator compiles its own code meanwhile), 0 for none
 * @param restSeconds the open levels shape: how long no user arrives between two levels, before the ramp to the next,
 *     so that each level starts from an empty queue and a break cannot carry into the next level (0 for none)
 */
public record LoadSpec(String baseUrl, Journey journey, Model model, Shape shape, int users, double rampSeconds,
    List<Double> levels, double levelSeconds, double stepRampSeconds, double pauseFactor, int delayMs,
    int tokenClients, String stopFile, double leadInSeconds, double restSeconds) {

  /** Open: {@code constantUsersPerSec}, {@code incrementUsersPerSec}; closed: {@code constantConcurrentUsers} ... */
  public enum Model { OPEN, CLOSED }

  /**
   * {@code RAMP}: the 2017 study's {@code rampUsers(users).during(ramp)}; {@code CONSTANT}: one level;
   * {@code STEPS}: equally spaced levels (Gatling's increment DSL); {@code LEVELS}: any levels, with linear ramps.
   */
  public enum Shape { RAMP, CONSTANT, STEPS, LEVELS }

  /** API clients of the passthrough journey, logged in once each before the measured users arrive. */
  public static final int DEFAULT_TOKEN_CLIENTS = 50;

  public LoadSpec {
    levels = List.copyOf(levels);
    if (restSeconds > 0 && (model != Model.OPEN || shape != Shape.LEVELS)) {
      throw new IllegalArgumentException("rests between levels are for the open model's levels shape, not "
          + model.name().toLowerCase(Locale.ROOT) + " " + shape.name().toLowerCase(Locale.ROOT));
    }
  }

  /**
   * The load of a by-hand run ({@code ./mvnw -pl scenario gatling:test -DbaseUrl=...}) when no spec file is given:
   * 100 users over 60 s with the journey's own pauses; the I/O journeys at the passthrough profiles' delay.
   */
  public static LoadSpec byHand(Journey journey, String baseUrl) {
    return new LoadSpec(baseUrl, journey, Model.OPEN, Shape.RAMP, 100, 60, List.of(), 0, 0, 1,
        journey == Journey.OPERATION ? 0 : 300, DEFAULT_TOKEN_CLIENTS, "", 0, 0);
  }

  /** Seconds from the start of the injection to the start of level {@code index}, after the lead-in. */
  public double levelStartSeconds(int index) {
    return leadInSeconds + index * (levelSeconds + restSeconds + stepRampSeconds);
  }

  /** How long the injection lasts, in seconds. */
  public double injectionSeconds() {
    if (shape == Shape.RAMP) {
      return rampSeconds;
    }
    return leadInSeconds + levels.size() * levelSeconds
        + Math.max(0, levels.size() - 1) * (restSeconds + stepRampSeconds);
  }
}

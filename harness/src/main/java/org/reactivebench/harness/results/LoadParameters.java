package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import org.reactivebench.harness.Numbers;
import org.reactivebench.loadspec.Journey;
import org.reactivebench.loadspec.LoadSpec;

/**
 * The load of one Gatling run, in the terms of Gatling's injection DSL (see the scenario's {@code LoadShape}): which
 * journey, the model (open: users arrive at a rate; closed: a number of users is kept in the system) and the shape
 * (the 2017 ramp, one constant level, equally spaced steps, or any levels).
 *
 * <p>Summaries written before the shapes existed hold only {@code users}, {@code rampSeconds} and
 * {@code pauseFactor}: the other fields are then null, which reads as the 2017 ramp of the Operation journey.
 *
 * @param users users spread over the ramp (ramp shape only)
 * @param rampSeconds the ramp (ramp shape only)
 * @param pauseFactor the journey's pauses are multiplied by this (passthrough: pauses of 1–2 s times this)
 * @param scenario {@code operation} (the 2017 journey), {@code passthrough} (the I/O journey) or {@code downstream}
 *     (the downstream service alone)
 * @param model {@code open} or {@code closed}
 * @param shape {@code ramp}, {@code constant}, {@code steps} or {@code levels}
 * @param levels the offered load of each level: users/s (open) or concurrent users (closed)
 * @param levelSeconds how long each level is held
 * @param stepRampSeconds the linear ramp between two levels
 * @param delayMs passthrough only: the delay the downstream service waits before it answers
 * @param leadInSeconds stepped loads: how long the first level is held, unmeasured, before the levels start (a
 *     freshly started load generator's JIT); null in summaries written before it, and for none
 * @param restSeconds open levels: how long no user arrives between two levels, before the ramp, so that each level
 *     starts from an empty queue (a break's backlog cannot carry into the next level); null before it, and for none
 */
public record LoadParameters(int users, double rampSeconds, double pauseFactor, String scenario, String model,
    String shape, List<Double> levels, Double levelSeconds, Double stepRampSeconds, Integer delayMs,
    Double leadInSeconds, Double restSeconds) {

  /** One level of a stepped load and when it is held, in seconds from the start of the injection. */
  public record Level(int index, double offered, double startSeconds, double durationSeconds) {

    public double endSeconds() {
      return startSeconds + durationSeconds;
    }
  }

  /** The 2017 study's load: {@code users} arriving evenly over {@code rampSeconds}. */
  public static LoadParameters ramp(int users, double rampSeconds, double pauseFactor) {
    return new LoadParameters(users, rampSeconds, pauseFactor, Journey.OPERATION.id(), "open", "ramp", null, null,
        null, null, null, null);
  }

  /** Levels held {@code levelSeconds} each, with ramps between them ({@code steps}: equally spaced levels). */
  public static LoadParameters stepped(Journey journey, String model, String shape, List<Double> levels,
      double levelSeconds, double stepRampSeconds, double pauseFactor, Integer delayMs) {
    return new LoadParameters(0, 0, pauseFactor, journey.id(), model, shape, List.copyOf(levels), levelSeconds,
        stepRampSeconds, delayMs, null, null);
  }

  /**
   * The same load after a lead-in of {@code seconds}, unmeasured: open, a ramp up to its first level from a quarter of
   * it (in runs before November 26, the first level itself); closed, its first level.
   */
  public LoadParameters withLeadIn(double seconds) {
    return new LoadParameters(users, rampSeconds, pauseFactor, scenario, model, shape, levels, levelSeconds,
        stepRampSeconds, delayMs, seconds, restSeconds);
  }

  /** The same load with a rest of {@code seconds} between two levels, before the ramp (open levels only). */
  public LoadParameters withRest(double seconds) {
    return new LoadParameters(users, rampSeconds, pauseFactor, scenario, model, shape, levels, levelSeconds,
        stepRampSeconds, delayMs, leadInSeconds, seconds);
  }

  /** The lead-in before the levels, in seconds; 0 for none. */
  public double leadIn() {
    return leadInSeconds == null ? 0 : leadInSeconds;
  }

  /** The rest between two levels, in seconds; 0 for none. */
  public double rest() {
    return restSeconds == null ? 0 : restSeconds;
  }

  /** The journey; the Operation journey in summaries written before there were others. */
  public Journey journey() {
    return scenario == null ? Journey.OPERATION : Journey.of(scenario);
  }

  public boolean open() {
    return model == null || model.equals("open");
  }

  public String shapeName() {
    return shape == null ? "ramp" : shape;
  }

  /** Whether the load is held at levels whose windows are analysed one by one. */
  public boolean stepped() {
    return !shapeName().equals("ramp");
  }

  /** The unit of a level: users/s (open) or users (closed). */
  public String unit() {
    return open() ? "users/s" : "users";
  }

  /** The levels and their windows, from the start of the injection; empty for the ramp shape. */
  public List<Level> schedule() {
    List<Level> schedule = new ArrayList<>();
    if (!stepped()) {
      return schedule;
    }
    LoadSpec spec = spec("", "");
    for (int i = 0; i < levels.size(); i++) {
      schedule.add(new Level(i, levels.get(i), spec.levelStartSeconds(i), levelSeconds));
    }
    return schedule;
  }

  /**
   * How long a level needs after it starts until its users are all at it: a user who arrived during the ramp before
   * is still in the system for one journey (Operation), one call (open passthrough) or one call and pause (closed
   * passthrough). At most a third of the level.
   */
  public double settleSeconds() {
    double journey;
    if (!journey().countsJourneys()) {
      journey = delayMs / 1000.0 + (open() ? 0 : 2 * pauseFactor) + 0.5;
    } else {
      journey = journey().pauseSecondsPerUser() * pauseFactor + 1;
    }
    return Math.min(levelSeconds / 3, journey);
  }

  /**
   * Seconds a Gatling run of this load should take when the variant keeps up: the JVM's start, the injection, and
   * for the ramp shape the last user's journey.
   */
  public double expectedSeconds() {
    return stepped() ? 10 + injectionSeconds()
        : 10 + rampSeconds + journey().pauseSecondsPerUser() * pauseFactor;
  }

  /** How long the injection lasts, in seconds. */
  public double injectionSeconds() {
    return spec("", "").injectionSeconds();
  }

  /**
   * Requests per second a level offers if the variant adds no time of its own: open model, arrival rate times
   * requests per user; closed passthrough, users over the downstream delay plus the mean pause; null where the
   * variant's own response time sets it (a closed Operation load).
   */
  public Double offeredRequestsPerSecond(double level) {
    boolean journeys = journey().countsJourneys();
    if (open()) {
      return level * journey().requestsPerUser();
    }
    if (!journeys) {
      return level / (delayMs / 1000.0 + 1.5 * pauseFactor);
    }
    return null;
  }

  /**
   * What the scenario is asked to run: this load against {@code baseUrl}, stopping early once {@code stopFile}
   * exists (empty: never).
   */
  public LoadSpec spec(String baseUrl, String stopFile) {
    return new LoadSpec(baseUrl, journey(), open() ? LoadSpec.Model.OPEN : LoadSpec.Model.CLOSED,
        LoadSpec.Shape.valueOf(shapeName().toUpperCase(Locale.ROOT)), users, rampSeconds,
        stepped() ? levels : List.of(), stepped() ? levelSeconds : 0, stepped() ? stepRampSeconds : 0, pauseFactor,
        delayMs == null ? 0 : delayMs, LoadSpec.DEFAULT_TOKEN_CLIENTS, stopFile, stepped() ? leadIn() : 0,
        stepped() ? rest() : 0);
  }

  /** In words, for progress lines and reports. */
  public String describe() {
    String pauses = !journey().countsJourneys()
        ? (pauseFactor == 0 ? "no pause" : "pauses " + Numbers.plain(pauseFactor) + "–" + Numbers.plain(2 * pauseFactor) + " s")
        : "pause factor " + Numbers.plain(pauseFactor);
    String delay = delayMs == null ? "" : ", downstream delay " + delayMs + " ms";
    if (!stepped()) {
      return users + " users over " + Numbers.plain(rampSeconds) + " s, " + pauses + delay;
    }
    String model = open() ? "open model" : "closed model";
    String held = (leadIn() > 0 ? "after a " + Numbers.plain(leadIn()) + " s lead-in, " : "")
        + Numbers.plain(levelSeconds) + " s each" + (rest() > 0 ? ", between two a " + Numbers.plain(rest())
        + " s rest with no arrivals" + (stepRampSeconds > 0 ? " and a " + Numbers.plain(stepRampSeconds) + " s ramp"
        : "") : stepRampSeconds > 0 ? ", " + Numbers.plain(stepRampSeconds) + " s ramps" : "");
    if (levels.size() == 1) {
      String ramp = leadIn() > 0 && open() ? " after a " + Numbers.plain(leadIn()) + " s ramp up from a quarter of it"
          : leadIn() > 0 ? " after a " + Numbers.plain(leadIn()) + " s lead-in" : "";
      return model + ", " + Numbers.plain(levels.get(0)) + " " + unit() + " for " + Numbers.plain(levelSeconds) + " s"
          + ramp + ", " + pauses + delay;
    }
    return model + ", " + levels.size() + " levels " + levels.stream().map(Numbers::plain)
        .collect(Collectors.joining(", ")) + " " + unit() + " (" + held + "), " + pauses + delay;
  }
}

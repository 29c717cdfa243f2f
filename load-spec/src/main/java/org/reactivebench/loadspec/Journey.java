package org.reactivebench.loadspec;

/**
 * The journeys the scenario module can run, each one Gatling simulation, and the name of the scenario whose users
 * are measured (its first user marks the start of the injection: the passthrough journey logs its API clients in
 * before, in a scenario of their own).
 */
public enum Journey {
  /** The 2017 study's Operation journey, a login per user: {@link OperationJourney}. */
  OPERATION("operation", "OperationSimulation", OperationJourney.SCENARIO, OperationJourney.REQUESTS,
      OperationJourney.PAUSE_SECONDS),
  /**
   * The 2017 journey's CRUD requests with the login outside the measured path: each user borrows a token that a
   * pool of API clients obtained before the measured users arrive ({@link OperationJourney#CRUD_REQUESTS}).
   */
  CRUD("crud", "CrudSimulation", OperationJourney.CRUD_SCENARIO, OperationJourney.CRUD_REQUESTS,
      OperationJourney.CRUD_PAUSE_SECONDS),
  /** The I/O journey: {@code POST /api/passthrough} to a slow downstream service, with tokens from a pool. */
  PASSTHROUGH("passthrough", "PassthroughSimulation", "Passthrough", 1, 0),
  /** The downstream service alone, without a variant in front (its headroom). */
  DOWNSTREAM("downstream", "DownstreamSimulation", "Downstream", 1, 0);

  /** The package of the simulations. */
  public static final String SIMULATION_PACKAGE = "org.reactivebench.scenario";

  private final String id;
  private final String simulation;
  private final String measuredScenario;
  private final int requests;
  private final double pauseSeconds;

  Journey(String id, String simulation, String measuredScenario, int requests, double pauseSeconds) {
    this.id = id;
    this.simulation = simulation;
    this.measuredScenario = measuredScenario;
    this.requests = requests;
    this.pauseSeconds = pauseSeconds;
  }

  /**
   * Whether a user runs a whole journey of several requests (the Operation and CRUD journeys), whose completions
   * are counted as journeys/s; else a user makes one call.
   */
  public boolean countsJourneys() {
    return requests > 1;
  }

  /** Requests one measured user sends. */
  public int requestsPerUser() {
    return requests;
  }

  /** Pauses of one measured user at pause factor 1 (a ranged pause at its mean); 0 for one-call users. */
  public double pauseSecondsPerUser() {
    return pauseSeconds;
  }

  /** The name results and options use: {@code operation}, {@code passthrough}, {@code downstream}. */
  public String id() {
    return id;
  }

  /** The fully qualified class of the Gatling simulation. */
  public String simulationClass() {
    return SIMULATION_PACKAGE + "." + simulation;
  }

  /** The Gatling scenario whose users are measured. */
  public String measuredScenario() {
    return measuredScenario;
  }

  public static Journey of(String id) {
    for (Journey journey : values()) {
      if (journey.id.equals(id)) {
        return journey;
      }
    }
    throw new IllegalArgumentException("unknown journey '" + id + "'");
  }
}

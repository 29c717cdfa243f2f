package org.reactivebench.loadspec;

/**
 * The journeys the scenario module can run, each one Gatling simulation, and the name of the scenario whose users
 * are measured (its first user marks the start of the injection: the passthrough journey logs its API clients in
 * before, in a scenario of their own).
 */
public enum Journey {
  /** The 2017 study's Operation journey: {@link OperationJourney}. */
  OPERATION("operation", "OperationSimulation", OperationJourney.SCENARIO),
  /** The I/O journey: {@code POST /api/passthrough} to a slow downstream service, with tokens from a pool. */
  PASSTHROUGH("passthrough", "PassthroughSimulation", "Passthrough"),
  /** The downstream service alone, without a variant in front (its headroom). */
  DOWNSTREAM("downstream", "DownstreamSimulation", "Downstream");

  /** The package of the simulations. */
  public static final String SIMULATION_PACKAGE = "org.reactivebench.scenario";

  private final String id;
  private final String simulation;
  private final String measuredScenario;

  Journey(String id, String simulation, String measuredScenario) {
    this.id = id;
    this.simulation = simulation;
    this.measuredScenario = measuredScenario;
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

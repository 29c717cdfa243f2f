package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.jsonPath;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import org.reactivebench.loadspec.Journey;
import org.reactivebench.loadspec.LoadSpec;
import org.reactivebench.loadspec.LoadSpecFile;

/**
 * The downstream service alone, without a variant in front: each arriving user posts one message to
 * {@code /messages} and checks its ack. It shows how much the downstream carries, and how closely it keeps the
 * delay, on the same machine: it must never be what limits a passthrough label.
 */
public class DownstreamSimulation extends Simulation {

  // 1. Parameters: the load specification the harness wrote
  private static final LoadSpec SPEC = LoadSpecFile.ofThisRun(Journey.DOWNSTREAM);
  private static final int DELAY_MS = SPEC.delayMs();
  private final LoadShape load = new LoadShape(SPEC);

  // 2. Scenario
  private final ScenarioBuilder messages = scenario(Journey.DOWNSTREAM.measuredScenario())
      .exec(load.stopWhenAsked())
      .exec(http("Message").post("/messages")
          .body(StringBody("{\"id\":\"#{randomUuid()}\", \"payload\":\"test payload\", \"delay\":" + DELAY_MS + "}"))
          .asJson()
          .check(status().is(200))
          .check(jsonPath("$.ack").is("ack")));

  // 3. Injection
  {
    // one shared connection pool, as a variant's client has: the downstream sees kept-alive connections
    setUp(load.inject(messages)).protocols(Login.protocol(SPEC.baseUrl()).shareConnections());
  }
}

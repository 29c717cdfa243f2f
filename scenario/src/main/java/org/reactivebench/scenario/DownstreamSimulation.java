package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.jsonPath;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;

/**
 * The downstream service alone, without a variant in front: each arriving user posts one message to
 * {@code /messages} and checks its ack. It shows how much the downstream carries, and how closely it keeps the
 * delay, on the same machine: it must never be what limits a passthrough label.
 */
public class DownstreamSimulation extends Simulation {

  // 1. Parameters
  private static final String BASE_URL = System.getProperty("baseUrl", "http://127.0.0.1:8090");
  private static final int DELAY_MS = Integer.getInteger("delay", 500);
  private final LoadShape load = new LoadShape();

  // 2. Scenario
  private final ScenarioBuilder messages = scenario("Downstream")
      .exec(load.stopWhenAsked())
      .exec(http("Message").post("/messages")
          .body(StringBody("{\"id\":\"#{randomUuid()}\", \"payload\":\"test payload\", \"delay\":" + DELAY_MS + "}"))
          .asJson()
          .check(status().is(200))
          .check(jsonPath("$.ack").is("ack")));

  // 3. Injection
  {
    // one shared connection pool, as a variant's client has: the downstream sees kept-alive connections
    setUp(load.inject(messages)).protocols(Login.protocol(BASE_URL).shareConnections());
  }
}

package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.header;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import java.time.Duration;

/**
 * The 2017 study's Operation scenario, unchanged in its requests, their names, order and pauses:
 * 26 requests a user. Only the pauses scale, by the pause factor, so that short profiles keep the shape;
 * how users arrive is the {@link LoadShape} (by default the study's own: all users spread over a ramp).
 */
public class OperationSimulation extends Simulation {

  // 1. Parameters (system properties, set by the harness or on the Maven command line)
  private static final String BASE_URL = System.getProperty("baseUrl", "http://127.0.0.1:8080");
  private static final double PAUSE_FACTOR = Double.parseDouble(System.getProperty("pauseFactor", "1"));
  private final LoadShape load = new LoadShape();

  private static Duration seconds(double seconds) {
    return LoadShape.seconds(seconds * PAUSE_FACTOR);
  }

  // 2. Scenario
  private final ChainBuilder readAccount = exec(
      http("Authenticated request").get("/api/account").headers(Login.AUTHENTICATED).check(status().is(200)))
      .pause(seconds(5));

  private final ChainBuilder useOperations = exec(
      http("Get all operations").get("/api/operations").headers(Login.AUTHENTICATED).check(status().is(200)))
      .pause(seconds(5), seconds(10))
      .exec(http("Create new operation")
          .post("/api/operations").headers(Login.AUTHENTICATED)
          .body(StringBody("{\"id\":null, \"date\":\"2020-01-01T00:00:00.000Z\", \"description\":\"SAMPLE_TEXT\", \"amount\":\"1\"}")).asJson()
          .check(status().is(201))
          .check(header("Location").saveAs("new_operation_url")))
      .exitHereIfFailed()
      .pause(seconds(5))
      .repeat(8).on(exec(
          http("Get created operation").get("#{new_operation_url}").headers(Login.AUTHENTICATED))
          .pause(seconds(3)))
      .exec(http("Delete created operation").delete("#{new_operation_url}").headers(Login.AUTHENTICATED))
      .pause(seconds(5));

  /**
   * One group around a user's whole visit: Gatling then logs, per user, the time spent in requests without the
   * pauses (the 2017 study's "time a user takes"). Request names are unchanged by the group.
   */
  static final String USER_VISIT = "User visit";

  private final ScenarioBuilder users = scenario("Test the Operation entity")
      .exec(load.stopWhenAsked())
      .group(USER_VISIT).on(
          exec(Login.logIn(seconds(5), seconds(1)))
          .repeat(2).on(readAccount)
          .repeat(2).on(useOperations));

  // 3. Injection
  {
    setUp(load.inject(users)).protocols(Login.protocol(BASE_URL));
  }
}

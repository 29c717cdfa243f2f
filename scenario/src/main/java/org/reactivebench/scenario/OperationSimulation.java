package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.rampUsers;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.header;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.time.Duration;
import java.util.Map;

/**
 * The 2017 study's Operation scenario, unchanged in its requests, their names, order and pauses:
 * 26 requests a user. Only the pauses scale, by the pause factor, so that short profiles keep the shape.
 */
public class OperationSimulation extends Simulation {

  // 1. Parameters (system properties, set by the harness or on the Maven command line)
  private static final String BASE_URL = System.getProperty("baseUrl", "http://127.0.0.1:8080");
  private static final int USERS = Integer.getInteger("users", 100);
  private static final double RAMP_SECONDS = Double.parseDouble(System.getProperty("ramp", "60"));
  private static final double PAUSE_FACTOR = Double.parseDouble(System.getProperty("pauseFactor", "1"));

  private static Duration seconds(double seconds) {
    return Duration.ofMillis(Math.round(seconds * 1000 * PAUSE_FACTOR));
  }

  // 2. Protocol
  private final HttpProtocolBuilder httpProtocol = http
      .baseUrl(BASE_URL)
      .acceptHeader("application/json")
      .acceptEncodingHeader("gzip, deflate")
      .userAgentHeader("reactive-spring-matrix");

  /** Once logged in, every request carries the token, as the JHipster original did. */
  private final Map<String, String> authenticated = Map.of("Authorization", "#{access_token}");

  // 3. Scenario
  private final ChainBuilder logIn = exec(
      http("First unauthenticated request").get("/api/account").check(status().is(401)))
      .exitHereIfFailed()
      .pause(seconds(5))
      .exec(http("Authentication")
          .post("/api/authenticate")
          .body(StringBody("{\"username\":\"admin\", \"password\":\"admin\"}")).asJson()
          .check(header("Authorization").saveAs("access_token")))
      .exitHereIfFailed()
      .pause(seconds(1));

  private final ChainBuilder readAccount = exec(
      http("Authenticated request").get("/api/account").headers(authenticated).check(status().is(200)))
      .pause(seconds(5));

  private final ChainBuilder useOperations = exec(
      http("Get all operations").get("/api/operations").headers(authenticated).check(status().is(200)))
      .pause(seconds(5), seconds(10))
      .exec(http("Create new operation")
          .post("/api/operations").headers(authenticated)
          .body(StringBody("{\"id\":null, \"date\":\"2020-01-01T00:00:00.000Z\", \"description\":\"SAMPLE_TEXT\", \"amount\":\"1\"}")).asJson()
          .check(status().is(201))
          .check(header("Location").saveAs("new_operation_url")))
      .exitHereIfFailed()
      .pause(seconds(5))
      .repeat(8).on(exec(
          http("Get created operation").get("#{new_operation_url}").headers(authenticated))
          .pause(seconds(3)))
      .exec(http("Delete created operation").delete("#{new_operation_url}").headers(authenticated))
      .pause(seconds(5));

  /**
   * One group around a user's whole visit: Gatling then logs, per user, the time spent in requests without the
   * pauses (the 2017 study's "time a user takes"). Request names are unchanged by the group.
   */
  static final String USER_VISIT = "User visit";

  private final ScenarioBuilder users = scenario("Test the Operation entity")
      .group(USER_VISIT).on(
          exec(logIn)
          .repeat(2).on(readAccount)
          .repeat(2).on(useOperations));

  // 4. Injection: every user arrives once, spread evenly over the ramp
  {
    setUp(users.injectOpen(rampUsers(USERS).during(Duration.ofMillis(Math.round(RAMP_SECONDS * 1000)))))
        .protocols(httpProtocol);
  }
}

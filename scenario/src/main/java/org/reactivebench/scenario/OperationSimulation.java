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
import org.reactivebench.loadspec.Journey;
import org.reactivebench.loadspec.LoadSpec;
import org.reactivebench.loadspec.LoadSpecFile;
import org.reactivebench.loadspec.OperationJourney;

/**
 * The 2017 study's Operation scenario, unchanged in its requests, their names, order and pauses
 * ({@link OperationJourney}): 26 requests a user. Only the pauses scale, by the pause factor, so that short profiles keep the shape;
 * how users arrive is the {@link LoadShape} (by default the study's own: all users spread over a ramp).
 */
public class OperationSimulation extends Simulation {

  // 1. Parameters: the load specification the harness wrote (by hand: -DbaseUrl, 100 users over 60 s)
  private static final LoadSpec SPEC = LoadSpecFile.ofThisRun(Journey.OPERATION);
  private final LoadShape load = new LoadShape(SPEC);

  private static Duration seconds(double seconds) {
    return LoadShape.seconds(seconds * SPEC.pauseFactor());
  }

  // 2. Scenario: the requests, repeats and pauses of OperationJourney, which the harness counts with
  private final ChainBuilder readAccount = exec(
      http(OperationJourney.ACCOUNT).get("/api/account").headers(Login.AUTHENTICATED).check(status().is(200)))
      .pause(seconds(OperationJourney.AFTER_ACCOUNT));

  private final ChainBuilder useOperations = exec(
      http(OperationJourney.LIST).get("/api/operations").headers(Login.AUTHENTICATED).check(status().is(200)))
      .pause(seconds(OperationJourney.AFTER_LIST_MIN), seconds(OperationJourney.AFTER_LIST_MAX))
      .exec(http(OperationJourney.CREATE)
          .post("/api/operations").headers(Login.AUTHENTICATED)
          .body(StringBody("{\"id\":null, \"date\":\"2020-01-01T00:00:00.000Z\", \"description\":\"SAMPLE_TEXT\", \"amount\":\"1\"}")).asJson()
          .check(status().is(201))
          .check(header("Location").saveAs("new_operation_url")))
      .exitHereIfFailed()
      .pause(seconds(OperationJourney.AFTER_CREATE))
      .repeat(OperationJourney.READS_PER_ROUND).on(exec(
          http(OperationJourney.READ).get("#{new_operation_url}").headers(Login.AUTHENTICATED))
          .pause(seconds(OperationJourney.AFTER_READ)))
      .exec(http(OperationJourney.DELETE).delete("#{new_operation_url}").headers(Login.AUTHENTICATED))
      .pause(seconds(OperationJourney.AFTER_DELETE));

  /**
   * One group around a user's whole visit: Gatling then logs, per user, the time spent in requests without the
   * pauses (the 2017 study's "time a user takes"). Request names are unchanged by the group.
   */
  private final ScenarioBuilder users = scenario(OperationJourney.SCENARIO)
      .exec(load.stopWhenAsked())
      .group(OperationJourney.USER_VISIT).on(
          exec(Login.logIn(seconds(OperationJourney.AFTER_PROBE), seconds(OperationJourney.AFTER_LOGIN)))
          .repeat(OperationJourney.ACCOUNT_READS).on(readAccount)
          .repeat(OperationJourney.OPERATION_ROUNDS).on(useOperations));

  // 3. Injection
  {
    setUp(load.inject(users)).protocols(Login.protocol(SPEC.baseUrl()));
  }
}

package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
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

  // 2. Scenario: the login, then the requests, repeats and pauses of OperationJourney, which the harness counts with
  private final OperationRequests requests = new OperationRequests(SPEC.pauseFactor());

  /**
   * One group around a user's whole visit: Gatling then logs, per user, the time spent in requests without the
   * pauses (the 2017 study's "time a user takes"). Request names are unchanged by the group.
   */
  private final ScenarioBuilder users = scenario(OperationJourney.SCENARIO)
      .exec(load.stopWhenAsked())
      .group(OperationJourney.USER_VISIT).on(
          exec(Login.logIn(requests.pause(OperationJourney.AFTER_PROBE), requests.pause(OperationJourney.AFTER_LOGIN)))
          .exec(requests.crud()));

  // 3. Injection
  {
    setUp(load.inject(users)).protocols(Login.protocol(SPEC.baseUrl()));
  }
}

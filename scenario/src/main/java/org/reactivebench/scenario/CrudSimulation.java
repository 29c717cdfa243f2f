package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import org.reactivebench.loadspec.Journey;
import org.reactivebench.loadspec.LoadSpec;
import org.reactivebench.loadspec.LoadSpecFile;
import org.reactivebench.loadspec.OperationJourney;

/**
 * The CRUD journey: the 2017 journey's requests, names and pauses without its probe and login, so that the measured
 * path is what the stacks differ in and not one BCrypt check (most of a 2017 journey's CPU, the same code in every
 * label). A pool of API clients logs in before the measured users arrive; each user borrows one of their tokens.
 */
public class CrudSimulation extends Simulation {

  // 1. Parameters: the load specification the harness wrote (by hand: -DbaseUrl, 100 users over 60 s)
  private static final LoadSpec SPEC = LoadSpecFile.ofThisRun(Journey.CRUD);
  private final LoadShape load = new LoadShape(SPEC);

  // 2. Scenario: a borrowed token, then the requests, repeats and pauses of OperationJourney after the login
  private final TokenPool tokens = new TokenPool(SPEC.tokenClients());
  private final OperationRequests requests = new OperationRequests(SPEC.pauseFactor());

  /** The group logs, per user, the time spent in requests without the pauses, as in the 2017 journey. */
  private final ScenarioBuilder users = scenario(OperationJourney.CRUD_SCENARIO)
      .exec(load.stopWhenAsked())
      .exec(tokens.borrow())
      .group(OperationJourney.USER_VISIT).on(requests.crud());

  // 3. Injection: the clients log in at once, then the measured users arrive
  {
    setUp(tokens.logIn().andThen(load.inject(users))).protocols(Login.protocol(SPEC.baseUrl()));
  }
}

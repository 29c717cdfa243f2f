package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.asLongAs;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.jsonPath;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.core.Simulation;
import java.util.concurrent.atomic.AtomicLong;
import org.reactivebench.loadspec.Journey;
import org.reactivebench.loadspec.LoadSpec;
import org.reactivebench.loadspec.LoadSpecFile;

/**
 * The I/O-bound journey of the two 2017 I/O studies: {@code POST /api/passthrough} with {@code {"id", "payload",
 * "delay"}}, which the variant passes on to the slow downstream service and answers with its ack.
 *
 * <p>First {@code tokenClients} API clients log in once each, the way the 2017 journey starts (the 401 probe, then the
 * authentication), and their tokens go into a pool. Then the measured population borrows those tokens: in the closed
 * model each user loops passthrough calls with a pause of 1–2 s (times the pause factor) until the load ends, as in
 * the first study; in the open model each arriving user makes one call, so the arrival rate is the request rate, as
 * in the second. Logging every user in would make this a test of BCrypt (about 25 logins/s on two cores), not of
 * waiting.
 */
public class PassthroughSimulation extends Simulation {

  // 1. Parameters: the load specification the harness wrote (by hand: -DbaseUrl, 100 users over 60 s)
  private static final LoadSpec SPEC = LoadSpecFile.ofThisRun(Journey.PASSTHROUGH);
  private static final int DELAY_MS = SPEC.delayMs();
  private static final double PAUSE_FACTOR = SPEC.pauseFactor();
  private final LoadShape load = new LoadShape(SPEC);

  // 2. The token pool the logged-in clients fill and the measured users borrow from
  private final TokenPool tokens = new TokenPool(SPEC.tokenClients());
  private static final AtomicLong FIRST_CALL = new AtomicLong();

  /** Closed-model users loop until the injection's last level ends. */
  private boolean loadGoesOn() {
    FIRST_CALL.compareAndSet(0, System.currentTimeMillis());
    return System.currentTimeMillis() < FIRST_CALL.get() + load.duration().toMillis();
  }

  // 3. Scenarios
  private final ChainBuilder passthrough = exec(http("Passthrough")
      .post("/api/passthrough").headers(Login.AUTHENTICATED)
      .body(StringBody("{\"id\":\"#{randomUuid()}\", \"payload\":\"test payload\", \"delay\":" + DELAY_MS + "}"))
      .asJson()
      .check(status().is(200))
      .check(jsonPath("$.ack").is("ack")));

  private final ScenarioBuilder users = scenario(Journey.PASSTHROUGH.measuredScenario())
      .exec(load.stopWhenAsked())
      .exec(tokens.borrow())
      .exec(load.isClosed()
          ? asLongAs(session -> loadGoesOn()).on(
              exec(passthrough)
              .exec(load.stopWhenAsked())
              .pause(LoadShape.seconds(PAUSE_FACTOR), LoadShape.seconds(2 * PAUSE_FACTOR)))
          : passthrough);

  // 4. Injection: the clients log in at once, then the measured users arrive
  {
    setUp(tokens.logIn().andThen(load.inject(users))).protocols(Login.protocol(SPEC.baseUrl()));
  }
}

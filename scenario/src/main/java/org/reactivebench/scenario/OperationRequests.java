package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.repeat;
import static io.gatling.javaapi.http.HttpDsl.header;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import java.time.Duration;
import org.reactivebench.loadspec.OperationJourney;

/**
 * The authenticated requests of the 2017 journey, shared by the Operation journey (after its login) and the CRUD
 * journey (with a borrowed token): the account reads, then the operations rounds, with their pauses scaled by the
 * pause factor. They are what the stacks differ in.
 */
final class OperationRequests {

  private final double pauseFactor;

  OperationRequests(double pauseFactor) {
    this.pauseFactor = pauseFactor;
  }

  /** A pause of the journey, at the pause factor. */
  Duration pause(double seconds) {
    return LoadShape.seconds(seconds * pauseFactor);
  }

  /** 2 × (Authenticated request · pause 5) · 2 × (Get all operations · ... · Delete created operation · pause 5). */
  ChainBuilder crud() {
    return repeat(OperationJourney.ACCOUNT_READS).on(readAccount())
        .repeat(OperationJourney.OPERATION_ROUNDS).on(useOperations());
  }

  private ChainBuilder readAccount() {
    return exec(
        http(OperationJourney.ACCOUNT).get("/api/account").headers(Login.AUTHENTICATED).check(status().is(200)))
        .pause(pause(OperationJourney.AFTER_ACCOUNT));
  }

  private ChainBuilder useOperations() {
    return exec(
        http(OperationJourney.LIST).get("/api/operations").headers(Login.AUTHENTICATED).check(status().is(200)))
        .pause(pause(OperationJourney.AFTER_LIST_MIN), pause(OperationJourney.AFTER_LIST_MAX))
        .exec(http(OperationJourney.CREATE)
            .post("/api/operations").headers(Login.AUTHENTICATED)
            .body(StringBody("{\"id\":null, \"date\":\"2020-01-01T00:00:00.000Z\", \"description\":\"SAMPLE_TEXT\", "
                + "\"amount\":\"1\"}")).asJson()
            .check(status().is(201))
            .check(header("Location").saveAs("new_operation_url")))
        .exitHereIfFailed()
        .pause(pause(OperationJourney.AFTER_CREATE))
        .repeat(OperationJourney.READS_PER_ROUND).on(exec(
            http(OperationJourney.READ).get("#{new_operation_url}").headers(Login.AUTHENTICATED))
            .pause(pause(OperationJourney.AFTER_READ)))
        .exec(http(OperationJourney.DELETE).delete("#{new_operation_url}").headers(Login.AUTHENTICATED))
        .pause(pause(OperationJourney.AFTER_DELETE));
  }
}

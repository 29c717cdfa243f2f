package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.http.HttpDsl.header;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.http.HttpProtocolBuilder;
import java.time.Duration;
import java.util.Map;
import org.reactivebench.loadspec.OperationJourney;

/** What every simulation shares: the protocol, and the 2017 journey's login (a 401 probe, then authentication). */
final class Login {

  /** Once logged in, every request carries the token, as the JHipster original did. */
  static final Map<String, String> AUTHENTICATED = Map.of("Authorization", "#{access_token}");

  private Login() {}

  static HttpProtocolBuilder protocol(String baseUrl) {
    return http
        .baseUrl(baseUrl)
        .acceptHeader("application/json")
        .acceptEncodingHeader("gzip, deflate")
        .userAgentHeader("reactive-spring-matrix");
  }

  /**
   * The first two requests of the 2017 journey, unchanged: an unauthenticated request that must be a 401, a pause,
   * the login as admin/admin (its token saved as {@code access_token}), a pause. A user whose login fails stops.
   */
  static ChainBuilder logIn(Duration afterProbe, Duration afterLogin) {
    return exec(
        http(OperationJourney.PROBE).get("/api/account").check(status().is(401)))
        .exitHereIfFailed()
        .pause(afterProbe)
        .exec(http(OperationJourney.LOGIN)
            .post("/api/authenticate")
            .body(StringBody("{\"username\":\"admin\", \"password\":\"admin\"}")).asJson()
            .check(header("Authorization").saveAs("access_token")))
        .exitHereIfFailed()
        .pause(afterLogin);
  }
}

package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpHeaders;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The error-body and dialect rules of {@link ContractAssertions}, on answers made up here. */
class ContractAssertionsTest {

    private static final String NINE_ERROR = "{\"status\":400,\"error\":\"Bad Request\",\"message\":\"description: size must be between 0 and 255\"}";
    private static final String PROBLEM = "{\"type\":\"https://www.jhipster.tech/problem/constraint-violation\","
            + "\"title\":\"Method argument not valid\",\"status\":400,\"detail\":\"Unexpected runtime exception\","
            + "\"instance\":\"/api/operations\",\"message\":\"error.validation\",\"path\":\"/api/operations\"}";

    @Test
    void theNinesErrorBodyAndProblemJsonAreBothProperErrorBodies() {
        assertDoesNotThrow(() -> ContractAssertions.assertClientError(400,
                response(Dialect.JHIPSTER4, 400, NINE_ERROR, "Content-Type", "application/json")));
        assertDoesNotThrow(() -> ContractAssertions.assertClientError(400,
                response(Dialect.JHIPSTER9, 400, PROBLEM, "Content-Type", "application/problem+json")));
    }

    @Test
    void anErrorBodyMustRepeatTheStatusAndLeakNothing() {
        assertFails(() -> ContractAssertions.assertClientError(400,
                response(Dialect.JHIPSTER9, 400, PROBLEM.replace("\"status\":400", "\"status\":500"), "Content-Type", "application/problem+json")));
        assertFails(() -> ContractAssertions.assertClientError(400,
                response(Dialect.JHIPSTER9, 400, PROBLEM.replace("Unexpected runtime exception",
                        "Cannot deserialize: java.time.format.DateTimeParseException"), "Content-Type", "application/problem+json")));
        assertFails(() -> ContractAssertions.assertClientError(400,
                response(Dialect.JHIPSTER4, 400, "{\"status\":400,\"trace\":\"...\"}", "Content-Type", "application/json")));
        assertFails(() -> ContractAssertions.assertClientError(400,
                response(Dialect.JHIPSTER9, 400, "", "Content-Type", "application/problem+json")));
        assertFails(() -> ContractAssertions.assertClientError(400, response(Dialect.JHIPSTER9, 400, "Bad Request", "Content-Type", "text/html")));
    }

    @Test
    void aBareBearerChallengeIsAProper401Or403InJhipster9Only() {
        Response bare401 = response(Dialect.JHIPSTER9, 401, "", "WWW-Authenticate", "Bearer error=\"invalid_token\"");
        Response bare403 = response(Dialect.JHIPSTER9, 403, "", "WWW-Authenticate", "Bearer error=\"insufficient_scope\"");

        assertDoesNotThrow(() -> ContractAssertions.assertClientError(401, bare401));
        assertDoesNotThrow(() -> ContractAssertions.assertSomeClientError(bare403));
        assertFails(() -> ContractAssertions.assertClientError(401,
                response(Dialect.JHIPSTER4, 401, "", "WWW-Authenticate", "Bearer error=\"invalid_token\"")));
        assertFails(() -> ContractAssertions.assertClientError(401, response(Dialect.JHIPSTER9, 401, "")));
        // the bare challenge is for 401 and 403: any other empty error is no proper error body
        assertFails(() -> ContractAssertions.assertClientError(400, response(Dialect.JHIPSTER9, 400, "", "WWW-Authenticate", "Bearer")));
    }

    @Test
    void aConventionOfTheNineIsExactForThemAndAny4xxForJhipster9() {
        Response problem400 = response(Dialect.JHIPSTER9, 400, PROBLEM, "Content-Type", "application/problem+json");
        Response nine400 = response(Dialect.JHIPSTER4, 400, NINE_ERROR, "Content-Type", "application/json");

        assertDoesNotThrow(() -> ContractAssertions.assertConventionalClientError(413, problem400));
        assertFails(() -> ContractAssertions.assertConventionalClientError(413, nine400));
        assertFails(() -> ContractAssertions.assertConventionalClientError(400,
                response(Dialect.JHIPSTER9, 500, PROBLEM.replace("400", "500"), "Content-Type", "application/problem+json")));
        assertFails(() -> ContractAssertions.assertConventionalClientError(400, response(Dialect.JHIPSTER9, 200, "[]")));
    }

    @Test
    void deletesAnswerInTheirDialect() {
        assertDoesNotThrow(() -> ContractAssertions.assertDeleted(response(Dialect.JHIPSTER4, 200, "")));
        assertDoesNotThrow(() -> ContractAssertions.assertDeleted(response(Dialect.JHIPSTER9, 204, "")));
        assertFails(() -> ContractAssertions.assertDeleted(response(Dialect.JHIPSTER9, 200, "")));

        assertDoesNotThrow(() -> ContractAssertions.assertDeleteOfAbsentId(response(Dialect.JHIPSTER9, 204, "")));
        assertDoesNotThrow(() -> ContractAssertions.assertDeleteOfAbsentId(
                response(Dialect.JHIPSTER4, 404, NINE_ERROR.replace("400", "404"), "Content-Type", "application/json")));
        assertFails(() -> ContractAssertions.assertDeleteOfAbsentId(response(Dialect.JHIPSTER4, 200, "")));

        // an id no operation can have: the nine's 400; jhipster9's 204 for any id that names nothing, or a 4xx
        assertDoesNotThrow(() -> ContractAssertions.assertDeleteOfAnIdOfTheWrongShape(response(Dialect.JHIPSTER9, 204, "")));
        assertDoesNotThrow(() -> ContractAssertions.assertDeleteOfAnIdOfTheWrongShape(
                response(Dialect.JHIPSTER9, 400, PROBLEM, "Content-Type", "application/problem+json")));
        assertFails(() -> ContractAssertions.assertDeleteOfAnIdOfTheWrongShape(response(Dialect.JHIPSTER4, 204, "")));
        assertFails(() -> ContractAssertions.assertDeleteOfAnIdOfTheWrongShape(response(Dialect.JHIPSTER9, 200, "")));
    }

    private static void assertFails(Runnable assertion) {
        AssertionError failure = assertThrows(AssertionError.class, assertion::run);
        assertTrue(failure instanceof AssertionFailedError || failure.getClass().getName().contains("MultipleFailures"),
                failure::toString);
    }

    private static Response response(Dialect dialect, int status, String body, String... headers) {
        Map<String, List<String>> map = new HashMap<>();
        for (int i = 0; i < headers.length; i += 2) {
            map.put(headers[i], List.of(headers[i + 1]));
        }
        return new Response("GET", "/api/operations", status, HttpHeaders.of(map, (name, value) -> true), body, dialect);
    }
}

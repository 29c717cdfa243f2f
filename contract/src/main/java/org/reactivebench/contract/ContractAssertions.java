package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;

/** Checks shared by the contract tests: status codes, error bodies, value round-trips. */
public final class ContractAssertions {

    /** Text that only a leaked exception or stack trace would put into an error body. */
    private static final List<String> LEAKS = List.of("Exception", "at org.", "at java.", "at com.", "\tat ");

    private ContractAssertions() {
    }

    public static void assertStatus(int expected, Response response) {
        assertEquals(expected, response.status(), response::describe);
    }

    /**
     * A client error as the contract wants it: the expected status, a JSON object body whose {@code status} field
     * repeats it (the nine's {@code {"status","error","message"}} and RFC 7807 problem JSON alike), and no exception
     * or stack trace text. A 401 or 403 in a dialect that answers them with a bare {@code WWW-Authenticate: Bearer}
     * challenge ({@link Dialect#bareChallenges()}) may have an empty body instead.
     */
    public static void assertClientError(int expected, Response response) {
        assertStatus(expected, response);
        assertErrorBody(response);
    }

    /**
     * A failure of the server's own dependency (the downstream service of the passthrough: 502, 503, 504), with the
     * error body of {@link #assertClientError}: never a 500, never a stack trace.
     */
    public static void assertDependencyError(int expected, Response response) {
        assertStatus(expected, response);
        assertErrorBody(response);
    }

    /** Any 4xx, with the error body of {@link #assertClientError}; for inputs two correct servers may refuse differently. */
    public static void assertSomeClientError(Response response) {
        assertTrue(response.status() >= 400 && response.status() < 500, () -> "expected a 4xx: " + response.describe());
        assertErrorBody(response);
    }

    /**
     * A refusal whose exact status is a convention of the hand-written apps (413 for a body over 256 KB, 415 for every
     * Content-Type that is not JSON, the sort whitelist's 400, ...): that status in a dialect that pins them
     * ({@link Dialect#handWrittenConventions()}), any 4xx with a proper error body in the others.
     */
    public static void assertConventionalClientError(int statusOfTheNine, Response response) {
        if (response.dialect().handWrittenConventions()) {
            assertClientError(statusOfTheNine, response);
        } else {
            assertSomeClientError(response);
        }
    }

    /** A DELETE that deleted: the dialect's status (200, or 204 without a body). */
    public static void assertDeleted(Response response) {
        assertStatus(response.dialect().deletedStatus(), response);
    }

    /** A DELETE of an id of the right shape that does not exist: 404 with the error body, or the dialect's 204. */
    public static void assertDeleteOfAbsentId(Response response) {
        int expected = response.dialect().deletedAbsentStatus();
        if (expected >= 400) {
            assertClientError(expected, response);
        } else {
            assertStatus(expected, response);
        }
    }

    /**
     * A DELETE of an id that no operation can have (of the wrong shape): 400 in the nine; in other dialects some 4xx,
     * or the status they answer for any id that names nothing (jhipster9's 204: a Mongo id is any string).
     */
    public static void assertDeleteOfAnIdOfTheWrongShape(Response response) {
        if (!response.dialect().handWrittenConventions() && response.status() == response.dialect().deletedAbsentStatus()) {
            assertStatus(response.dialect().deletedAbsentStatus(), response);
        } else {
            assertConventionalClientError(400, response);
        }
    }

    /** A PUT of an id of the right shape that does not exist: the dialect's client error (404, or jhipster9's 400). */
    public static void assertUpdateOfAbsentId(Response response) {
        assertClientError(response.dialect().updatedAbsentStatus(), response);
    }

    private static void assertErrorBody(Response response) {
        boolean challenge = response.status() == 401 || response.status() == 403;
        if (challenge && response.dialect().bareChallenges() && response.body().isEmpty()) {
            assertTrue(response.header("WWW-Authenticate").orElse("").startsWith("Bearer"),
                    () -> "a " + response.status() + " without a body and without a WWW-Authenticate: Bearer challenge: "
                            + response.describe());
            return;
        }
        String contentType = response.header("Content-Type").orElse("");
        assertTrue(contentType.contains("json"), () -> "error without a JSON Content-Type (" + contentType + "): " + response.describe());
        JsonNode body = response.json();
        assertAll(
                () -> assertTrue(body.isObject(), () -> "error body is not a JSON object: " + response.describe()),
                () -> assertEquals(response.status(), body.path("status").asInt(-1),
                        () -> "error body's \"status\" field does not repeat the HTTP status: " + response.describe()),
                () -> assertFalse(body.has("trace"), () -> "error body has a stack trace: " + response.describe()),
                () -> LEAKS.forEach(leak -> assertFalse(response.body().contains(leak),
                        () -> "error body leaks exception text \"" + leak.strip() + "\": " + response.describe())));
    }

    public static void assertSameAmount(String expected, JsonNode actual, String what) {
        assertTrue(actual.isNumber() || actual.isTextual(), () -> what + ": amount missing or not a number: " + actual);
        BigDecimal value = new BigDecimal(actual.asText());
        assertEquals(0, new BigDecimal(expected).compareTo(value), () -> what + ": amount " + value + " is not " + expected);
    }

    public static void assertSameInstant(String expected, JsonNode actual, String what) {
        assertTrue(actual.isTextual(), () -> what + ": date is not an ISO-8601 string: " + actual);
        assertEquals(Instant.parse(expected), Instant.parse(actual.asText()), () -> what + ": date");
    }
}

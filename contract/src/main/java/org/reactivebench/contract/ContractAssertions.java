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
     * A client error as the contract wants it: the expected status, a JSON object body whose
     * {@code status} field repeats it, and no exception or stack trace text.
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

    private static void assertErrorBody(Response response) {
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

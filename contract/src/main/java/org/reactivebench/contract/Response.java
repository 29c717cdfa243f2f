package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.http.HttpHeaders;
import java.util.Optional;

/**
 * One HTTP exchange as the contract sees it: what was asked, what came back, and in which API dialect (which
 * {@link ContractAssertions} consults where the dialects' answers differ).
 */
public record Response(String method, String path, int status, HttpHeaders headers, String body, Dialect dialect) {

    private static final int BODY_EXCERPT = 300;

    public Optional<String> header(String name) {
        return headers.firstValue(name);
    }

    /** The body as JSON; fails the test, naming the exchange, when it is not JSON. */
    public JsonNode json() {
        try {
            return ContractTarget.JSON.readTree(body);
        } catch (Exception e) {
            return fail("body is not JSON: " + describe());
        }
    }

    /** "POST /api/operations -> 400 {...}", for assertion messages. */
    public String describe() {
        String excerpt = body.length() > BODY_EXCERPT ? body.substring(0, BODY_EXCERPT) + "…" : body;
        return method + " " + path + " -> " + status + (excerpt.isEmpty() ? "" : " " + excerpt.replaceAll("\\s+", " "));
    }
}

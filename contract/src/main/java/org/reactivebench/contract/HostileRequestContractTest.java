package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.params.provider.Arguments.arguments;
import static org.reactivebench.contract.ContractAssertions.assertClientError;
import static org.reactivebench.contract.ContractAssertions.assertConventionalClientError;
import static org.reactivebench.contract.ContractAssertions.assertStatus;

import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest.BodyPublisher;
import java.net.http.HttpRequest.BodyPublishers;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile requests at the HTTP level, whatever their JSON: unsupported methods (405), a Content-Type that is
 * not JSON (415), a body of several megabytes (413; every hand-written variant takes at most 256 KB), and the error
 * page asked for directly (404). 415 and 413 are the nine's conventions; other dialects may refuse with any 4xx
 * ({@link ContractAssertions#assertConventionalClientError}). Nothing may change (see {@link HostileInputSupport}).
 */
class HostileRequestContractTest extends HostileInputSupport {

    /** Several megabytes: well over the 256 KB every variant takes, and over Tomcat's 2 MB swallow limit. */
    private static final int HUGE = 5 * 1024 * 1024;
    /** Under the 256 KB limit, so read and then refused for its 200,000-character description. */
    private static final int UNDER_THE_LIMIT = 200_000;
    /** Pairs of a refused write and the request after it; a row that loses one in ten fails within them but once in 10^4. */
    private static final int REFUSED_WRITES = 100;
    private static final Duration NEXT_ANSWER_TIMEOUT = Duration.ofSeconds(3);

    HostileRequestContractTest(ContractTarget target) {
        super(target);
    }

    /** Every method on the scenario's paths that the dialect has no route for. */
    Stream<Arguments> unsupportedMethods() {
        List<String> methods = List.of("GET", "POST", "PUT", "PATCH", "DELETE");
        List<String> paths = List.of(OPERATIONS, OPERATIONS + "/{id}", "/api/account", "/api/authenticate");
        return target.dialect().unsupported(methods, paths).stream()
                .map(route -> arguments(route[0], route[1].replace("{id}", witnessId.asText())));
    }

    /** With a valid token and a valid body, so that only the method is wrong. */
    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("unsupportedMethods")
    void unsupportedMethodIs405(String method, String path) {
        String body = path.startsWith(OPERATIONS) ? witnessWith("description", "\"changed by a " + method + "\"") : "{}";
        assertClientError(405, target.send(method, path, body, "Bearer " + token));
    }

    static Stream<String> notJson() {
        return Stream.of("text/plain", "application/xml", "application/x-www-form-urlencoded", "multipart/form-data",
                "multipart/form-data; boundary=xyz", "text/json", "application/x-ndjson", "*/*", "application/*",
                "not a media type");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("notJson")
    void createWithAContentTypeThatIsNotJsonIs415(String contentType) {
        assertConventionalClientError(415, raw("POST", OPERATIONS, BodyPublishers.ofString(operation(DATE, "not JSON", "1").toString()),
                "Content-Type", contentType, "Authorization", "Bearer " + token));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("notJson")
    void updateWithAContentTypeThatIsNotJsonIs415(String contentType) {
        assertConventionalClientError(415, raw("PUT", updatePath(), BodyPublishers.ofString(witnessWith("description", "\"changed\"")),
                "Content-Type", contentType, "Authorization", "Bearer " + token));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("notJson")
    void loginWithAContentTypeThatIsNotJsonIs415(String contentType) {
        assertConventionalClientError(415, raw("POST", "/api/authenticate",
                BodyPublishers.ofString("{\"username\":\"admin\",\"password\":\"admin\"}"), "Content-Type", contentType));
    }

    @Test
    void bodyWithoutContentTypeIs415() {
        assertConventionalClientError(415, raw("POST", OPERATIONS, BodyPublishers.ofString(operation(DATE, "no type", "1").toString()),
                "Authorization", "Bearer " + token));
        assertConventionalClientError(415, raw("POST", "/api/authenticate",
                BodyPublishers.ofString("{\"username\":\"admin\",\"password\":\"admin\"}")));
    }

    @Test
    void createWithABodyOfSeveralMegabytesIs413() {
        assertConventionalClientError(413, raw("POST", OPERATIONS, BodyPublishers.ofByteArray(hugeOperation(HUGE, false)),
                "Content-Type", "application/json", "Authorization", "Bearer " + token));
    }

    @Test
    void chunkedCreateOfSeveralMegabytesIs413() {
        assertConventionalClientError(413, raw("POST", OPERATIONS, chunked(hugeOperation(HUGE, false)),
                "Content-Type", "application/json", "Authorization", "Bearer " + token));
    }

    @Test
    void updateWithABodyOfSeveralMegabytesIs413() {
        assertConventionalClientError(413, raw("PUT", updatePath(), BodyPublishers.ofByteArray(hugeOperation(HUGE, true)),
                "Content-Type", "application/json", "Authorization", "Bearer " + token));
    }

    @Test
    void loginWithABodyOfSeveralMegabytesIs413() {
        String login = "{\"username\":\"admin\",\"password\":\"admin\",\"padding\":\"" + "p".repeat(HUGE) + "\"}";
        assertConventionalClientError(413, raw("POST", "/api/authenticate", BodyPublishers.ofString(login),
                "Content-Type", "application/json"));
        assertConventionalClientError(413, raw("POST", "/api/authenticate", chunked(login.getBytes(StandardCharsets.UTF_8)),
                "Content-Type", "application/json"));
    }

    /** The token is checked before the body is read: without one, a huge body is a 401 like any other. */
    @Test
    void bodyOfSeveralMegabytesWithoutATokenIs401() {
        assertClientError(401, raw("POST", OPERATIONS, BodyPublishers.ofByteArray(hugeOperation(HUGE, false)),
                "Content-Type", "application/json"));
    }

    /** A large body under the limit is read, and refused for what it says. */
    @Test
    void largeBodyUnderTheLimitIsReadAndRefusedWith400() {
        assertClientError(400, raw("POST", OPERATIONS, BodyPublishers.ofByteArray(hugeOperation(UNDER_THE_LIMIT, false)),
                "Content-Type", "application/json", "Authorization", "Bearer " + token));
        assertClientError(400, raw("POST", OPERATIONS, chunked(hugeOperation(UNDER_THE_LIMIT, false)),
                "Content-Type", "application/json", "Authorization", "Bearer " + token));
    }

    /**
     * The container's error page asked for directly, and other paths with nothing there: 404 (other dialects: some
     * 4xx; JHipster 9's security denies every path it does not list).
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/error", "/nothing", "/api/nothing", "/api/operations/1/2", "/api/account/1"})
    void pathWithNothingThereIs404(String path) {
        assertConventionalClientError(404, target.get(path, token));
    }

    /** Outside /api no token is needed: the error page is a 404 for anyone (other dialects: some 4xx). */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/error", "/nothing"})
    void pathOutsideTheApiWithNothingThereIs404WithoutAToken(String path) {
        assertConventionalClientError(404, target.get(path));
        assertConventionalClientError(404, target.send("POST", path, "{}", null));
    }

    /**
     * A write refused before its body is read (no valid token: 401) leaves the keep-alive connection usable: the next
     * request on it is answered. Up to {@value #REFUSED_WRITES} pairs, because a server that loses the next request
     * loses it now and then, not every time.
     */
    @Test
    void requestAfterARefusedWriteIsAnswered() {
        String body = witnessWith("description", "\"written without a valid token\"");
        for (int attempt = 1; attempt <= REFUSED_WRITES; attempt++) {
            assertClientError(401, target.send("PUT", updatePath(), body, "Bearer garbage"));
            int pair = attempt;
            Response next = target.sendOnce("GET", OPERATIONS + "?size=1", "Bearer " + token, NEXT_ANSWER_TIMEOUT)
                    .orElseGet(() -> fail("no answer within " + NEXT_ANSWER_TIMEOUT.toSeconds() + " s to the GET that followed a "
                            + "PUT refused with 401 on the same connection (pair " + pair + " of up to " + REFUSED_WRITES + ")"));
            assertStatus(200, next);
        }
    }

    /** An Operation (the witness when {@code update}) whose description has {@code size} characters. */
    private byte[] hugeOperation(int size, boolean update) {
        String id = update ? witnessId.toString() : "null";
        return ("{\"id\":" + id + ",\"date\":\"" + DATE + "\",\"amount\":\"1\",\"description\":\"" + "d".repeat(size) + "\"}")
                .getBytes(StandardCharsets.UTF_8);
    }

    /** A publisher of unknown length: HttpClient sends it with Transfer-Encoding: chunked. */
    private static BodyPublisher chunked(byte[] body) {
        return BodyPublishers.ofInputStream(() -> new ByteArrayInputStream(body));
    }

    private Response raw(String method, String path, BodyPublisher body, String... headers) {
        return target.sendRaw(method, path, body, headers);
    }
}

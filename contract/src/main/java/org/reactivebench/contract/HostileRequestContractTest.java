package org.reactivebench.contract;

import static org.junit.jupiter.params.provider.Arguments.arguments;
import static org.reactivebench.contract.ContractAssertions.assertClientError;

import java.io.ByteArrayInputStream;
import java.net.http.HttpRequest.BodyPublisher;
import java.net.http.HttpRequest.BodyPublishers;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile requests at the HTTP level, whatever their JSON: unsupported methods (405), a Content-Type that is
 * not JSON (415), a body of several megabytes (413; every variant takes at most 256 KB), and the error page
 * asked for directly (404). Nothing may change (see {@link HostileInputSupport}).
 */
class HostileRequestContractTest extends HostileInputSupport {

    /** Several megabytes: well over the 256 KB every variant takes, and over Tomcat's 2 MB swallow limit. */
    private static final int HUGE = 5 * 1024 * 1024;
    /** Under the 256 KB limit, so read and then refused for its 200,000-character description. */
    private static final int UNDER_THE_LIMIT = 200_000;

    HostileRequestContractTest(ContractTarget target) {
        super(target);
    }

    Stream<Arguments> unsupportedMethods() {
        return Stream.of(
                arguments("PATCH", OPERATIONS),
                arguments("DELETE", OPERATIONS),
                arguments("PUT", witnessPath()),
                arguments("POST", witnessPath()),
                arguments("PATCH", witnessPath()),
                arguments("POST", "/api/account"),
                arguments("PUT", "/api/account"),
                arguments("DELETE", "/api/account"),
                arguments("GET", "/api/authenticate"),
                arguments("PUT", "/api/authenticate"),
                arguments("DELETE", "/api/authenticate"));
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
        assertClientError(415, raw("POST", OPERATIONS, BodyPublishers.ofString(operation(DATE, "not JSON", "1").toString()),
                "Content-Type", contentType, "Authorization", "Bearer " + token));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("notJson")
    void updateWithAContentTypeThatIsNotJsonIs415(String contentType) {
        assertClientError(415, raw("PUT", OPERATIONS, BodyPublishers.ofString(witnessWith("description", "\"changed\"")),
                "Content-Type", contentType, "Authorization", "Bearer " + token));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("notJson")
    void loginWithAContentTypeThatIsNotJsonIs415(String contentType) {
        assertClientError(415, raw("POST", "/api/authenticate",
                BodyPublishers.ofString("{\"username\":\"admin\",\"password\":\"admin\"}"), "Content-Type", contentType));
    }

    @Test
    void bodyWithoutContentTypeIs415() {
        assertClientError(415, raw("POST", OPERATIONS, BodyPublishers.ofString(operation(DATE, "no type", "1").toString()),
                "Authorization", "Bearer " + token));
        assertClientError(415, raw("POST", "/api/authenticate",
                BodyPublishers.ofString("{\"username\":\"admin\",\"password\":\"admin\"}")));
    }

    @Test
    void createWithABodyOfSeveralMegabytesIs413() {
        assertClientError(413, raw("POST", OPERATIONS, BodyPublishers.ofByteArray(hugeOperation(HUGE, false)),
                "Content-Type", "application/json", "Authorization", "Bearer " + token));
    }

    @Test
    void chunkedCreateOfSeveralMegabytesIs413() {
        assertClientError(413, raw("POST", OPERATIONS, chunked(hugeOperation(HUGE, false)),
                "Content-Type", "application/json", "Authorization", "Bearer " + token));
    }

    @Test
    void updateWithABodyOfSeveralMegabytesIs413() {
        assertClientError(413, raw("PUT", OPERATIONS, BodyPublishers.ofByteArray(hugeOperation(HUGE, true)),
                "Content-Type", "application/json", "Authorization", "Bearer " + token));
    }

    @Test
    void loginWithABodyOfSeveralMegabytesIs413() {
        String login = "{\"username\":\"admin\",\"password\":\"admin\",\"padding\":\"" + "p".repeat(HUGE) + "\"}";
        assertClientError(413, raw("POST", "/api/authenticate", BodyPublishers.ofString(login),
                "Content-Type", "application/json"));
        assertClientError(413, raw("POST", "/api/authenticate", chunked(login.getBytes(StandardCharsets.UTF_8)),
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

    /** The container's error page asked for directly, and other paths with nothing there. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/error", "/nothing", "/api/nothing", "/api/operations/1/2", "/api/account/1"})
    void pathWithNothingThereIs404(String path) {
        assertClientError(404, target.get(path, token));
    }

    /** Outside /api no token is needed: the error page is a 404 for anyone. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"/error", "/nothing"})
    void pathOutsideTheApiWithNothingThereIs404WithoutAToken(String path) {
        assertClientError(404, target.get(path));
        assertClientError(404, target.send("POST", path, "{}", null));
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

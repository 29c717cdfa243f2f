package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpRequest.BodyPublisher;
import java.net.http.HttpRequest.BodyPublishers;
import java.net.http.HttpResponse.BodyHandlers;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The server under test, seen from outside: plain HTTP calls to its base URL and nothing else.
 * One instance per test class (see {@link ContractTargetResolver}), so a login token is cached
 * for the tests of one class only.
 */
public final class ContractTarget {

    /** JUnit configuration parameter (or system property): base URL of the server, e.g. http://127.0.0.1:8091. */
    public static final String BASE_URL = "contract.baseUrl";
    /**
     * Optional: the base64 HS512 key the server was started with ({@code bench.jwt.secret}). With it the
     * suite can sign tokens itself, e.g. a genuinely expired one; without it those checks are skipped.
     */
    public static final String JWT_SECRET = "contract.jwtSecret";

    /** Floats as BigDecimal, so that amounts are compared exactly. */
    static final ObjectMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

    private final String baseUrl;
    private final byte[] jwtSecret;
    private final HttpClient http = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(CONNECT_TIMEOUT)
            .followRedirects(HttpClient.Redirect.NEVER)
            .build();
    private final Map<String, String> tokens = new ConcurrentHashMap<>();

    ContractTarget(URI baseUrl, byte[] jwtSecret) {
        this.baseUrl = baseUrl.toString().replaceAll("/+$", "");
        this.jwtSecret = jwtSecret;
    }

    public String baseUrl() {
        return baseUrl;
    }

    /** The server's JWT key, when the runner was given it. */
    public Optional<byte[]> jwtSecret() {
        return Optional.ofNullable(jwtSecret).map(byte[]::clone);
    }

    public Response get(String path) {
        return send("GET", path, null, null);
    }

    public Response get(String path, String token) {
        return send("GET", path, null, bearer(token));
    }

    public Response post(String path, String json) {
        return send("POST", path, json, null);
    }

    public Response post(String path, String json, String token) {
        return send("POST", path, json, bearer(token));
    }

    public Response put(String path, String json) {
        return send("PUT", path, json, null);
    }

    public Response put(String path, String json, String token) {
        return send("PUT", path, json, bearer(token));
    }

    public Response delete(String path) {
        return send("DELETE", path, null, null);
    }

    public Response delete(String path, String token) {
        return send("DELETE", path, null, bearer(token));
    }

    /**
     * Sends one request. {@code authorization} is the raw header value (or null for none), so that
     * malformed credentials can be sent too.
     */
    public Response send(String method, String path, String json, String authorization) {
        BodyPublisher body = json == null ? BodyPublishers.noBody() : BodyPublishers.ofString(json);
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(REQUEST_TIMEOUT)
                .header("Accept", "application/json")
                .method(method, body);
        if (json != null) {
            request.header("Content-Type", "application/json");
        }
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        return exchange(method, path, request);
    }

    /**
     * Sends one request with any body (bytes that are not JSON, a huge or a chunked body: a publisher of
     * unknown length is sent chunked) and exactly the given headers besides {@code Accept: application/json}:
     * no Content-Type unless {@code headers} has one. {@code headers} alternates names and values.
     */
    public Response sendRaw(String method, String path, BodyPublisher body, String... headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(REQUEST_TIMEOUT)
                .header("Accept", "application/json")
                .method(method, body);
        if (headers.length > 0) {
            request.headers(headers);
        }
        return exchange(method, path, request);
    }

    private Response exchange(String method, String path, HttpRequest.Builder request) {
        try {
            var response = http.send(request.build(), BodyHandlers.ofString());
            return new Response(method, path, response.statusCode(), response.headers(), response.body());
        } catch (IOException e) {
            return fail(method + " " + baseUrl + path + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail(method + " " + baseUrl + path + " interrupted", e);
        }
    }

    /** Logs in (once per test class and user) and returns the JWT. */
    public String login(String username, String password) {
        return tokens.computeIfAbsent(username + '\n' + password, key -> {
            Response response = authenticate(username, password, false);
            assertEquals(200, response.status(), () -> "login of " + username + ": " + response.describe());
            return response.json().path("id_token").asText();
        });
    }

    public String adminToken() {
        return login("admin", "admin");
    }

    public Response authenticate(String username, String password, boolean rememberMe) {
        ObjectNode credentials = object()
                .put("username", username)
                .put("password", password)
                .put("rememberMe", rememberMe);
        return post("/api/authenticate", credentials.toString());
    }

    public static ObjectNode object() {
        return JSON.createObjectNode();
    }

    public static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new IllegalArgumentException("not JSON: " + json, e);
        }
    }

    private static String bearer(String token) {
        return "Bearer " + token;
    }
}

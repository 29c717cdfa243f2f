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
import java.net.http.HttpResponse;
import java.net.http.HttpResponse.BodyHandlers;
import java.net.http.HttpTimeoutException;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

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
    /**
     * Optional: the API dialect the server speaks, {@code jhipster4} (the default) or {@code jhipster9}; see
     * {@link Dialect} for the expectations that differ.
     */
    public static final String DIALECT = "contract.dialect";

    /** Floats as BigDecimal, so that amounts are compared exactly. */
    static final ObjectMapper JSON = JsonMapper.builder()
            .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
            .build();

    private static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(5);
    /** The wait for an answer; a request that got none is sent once more, on a new connection, with {@link #RETRY_TIMEOUT}. */
    private static final Duration ANSWER_TIMEOUT = Duration.ofSeconds(10);
    private static final Duration RETRY_TIMEOUT = Duration.ofSeconds(30);

    private final String baseUrl;
    private final byte[] jwtSecret;
    private final Dialect dialect;
    /** Replaced by a new client (new connections) after a request that got no answer. */
    private volatile HttpClient http = newClient();
    private final Map<String, String> tokens = new ConcurrentHashMap<>();
    private final List<String> created = new CopyOnWriteArrayList<>();

    ContractTarget(URI baseUrl, byte[] jwtSecret, Dialect dialect) {
        this.baseUrl = baseUrl.toString().replaceAll("/+$", "");
        this.jwtSecret = jwtSecret;
        this.dialect = dialect;
    }

    public String baseUrl() {
        return baseUrl;
    }

    /** The server's JWT key, when the runner was given it. */
    public Optional<byte[]> jwtSecret() {
        return Optional.ofNullable(jwtSecret).map(byte[]::clone);
    }

    /** The API dialect the server speaks, for the few expectations that differ between dialects. */
    public Dialect dialect() {
        return dialect;
    }

    /**
     * The paths ({@code Location}) of the operations created through this target (a POST answered with 201) since
     * the last call, which forgets them: the hostile-input classes delete what a case should not have created, so
     * that one accepted hostile input fails its own case and not every case after it.
     */
    public List<String> drainCreated() {
        List<String> paths = List.copyOf(created);
        created.removeAll(paths);
        return paths;
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
                .header("Accept", "application/json")
                .method(method, body);
        if (headers.length > 0) {
            request.headers(headers);
        }
        return exchange(method, path, request);
    }

    /**
     * One request, never sent twice: empty when no answer came within {@code timeout} (and the next request goes out on
     * a new connection). For the check that a connection the server kept open is still answered on.
     */
    public Optional<Response> sendOnce(String method, String path, String authorization, Duration timeout) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path))
                .timeout(timeout)
                .header("Accept", "application/json")
                .method(method, BodyPublishers.noBody());
        if (authorization != null) {
            request.header("Authorization", authorization);
        }
        try {
            return Optional.of(response(method, path, http.send(request.build(), BodyHandlers.ofString())));
        } catch (HttpTimeoutException noAnswer) {
            http = newClient();
            return Optional.empty();
        } catch (IOException e) {
            return fail(method + " " + baseUrl + path + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail(method + " " + baseUrl + path + " interrupted", e);
        }
    }

    private Response exchange(String method, String path, HttpRequest.Builder request) {
        try {
            HttpResponse<String> response;
            try {
                response = http.send(request.timeout(ANSWER_TIMEOUT).build(), BodyHandlers.ofString());
            } catch (HttpTimeoutException noAnswer) {
                // A keep-alive connection the server no longer answers on: the JHipster 9 reactive rows lose, now and
                // then, the request after one whose body they refused unread. HostileRequestContractTest
                // .requestAfterARefusedWriteIsAnswered is the check for that; every other check sends its request once
                // more, on a new connection, so that its outcome does not depend on which request was unlucky.
                http = newClient();
                response = http.send(request.timeout(RETRY_TIMEOUT).build(), BodyHandlers.ofString());
            } catch (IOException staleConnection) {
                if (!NO_ANSWER_AT_ALL.equals(staleConnection.getMessage())) {
                    throw staleConnection;
                }
                // The connection closed before one byte of the answer came (seen once, on mysql-spring5's 413 to a
                // 5 MB body, in CI on 2026-11-25): a pooled connection the server had just closed, or a server that
                // answers a huge body unread and closes, whose reset can discard the answer already sent. The request
                // is sent once more on a new connection, as after a timeout; a server that answers nothing twice
                // still fails the check.
                http = newClient();
                response = http.send(request.timeout(RETRY_TIMEOUT).build(), BodyHandlers.ofString());
            }
            return response(method, path, response);
        } catch (IOException e) {
            return fail(method + " " + baseUrl + path + " failed: " + e, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail(method + " " + baseUrl + path + " interrupted", e);
        }
    }

    /** The JDK client's message for a connection that closed before a single byte of the answer. */
    static final String NO_ANSWER_AT_ALL = "HTTP/1.1 header parser received no bytes";

    private Response response(String method, String path, HttpResponse<String> response) {
        if ("POST".equals(method) && response.statusCode() == 201) {
            response.headers().firstValue("Location").map(location -> URI.create(location).getPath()).ifPresent(created::add);
        }
        return new Response(method, path, response.statusCode(), response.headers(), response.body(), dialect);
    }

    private static HttpClient newClient() {
        return HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .connectTimeout(CONNECT_TIMEOUT)
                .followRedirects(HttpClient.Redirect.NEVER)
                .build();
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

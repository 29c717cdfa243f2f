package org.reactivebench.operations.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Plain HTTP/1.1 to the application on 127.0.0.1, with the token of the last login. */
public final class ApiClient {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient http = HttpClient.newBuilder()
        .version(HttpClient.Version.HTTP_1_1)
        .connectTimeout(Duration.ofSeconds(10))
        .build();
    private final String baseUrl;
    private String token;

    public ApiClient(int port) {
        this.baseUrl = "http://127.0.0.1:" + port;
    }

    /** Logs in and keeps the token for the next requests. */
    public ApiClient login(String username, String password) {
        HttpResponse<String> response = post("/api/authenticate",
            "{\"username\":\"" + username + "\",\"password\":\"" + password + "\"}");
        if (response.statusCode() != 200) {
            throw new IllegalStateException("login failed: " + response.statusCode() + " " + response.body());
        }
        token = json(response).get("id_token").asText();
        return this;
    }

    public HttpResponse<String> get(String path) {
        return send("GET", path, null);
    }

    public HttpResponse<String> post(String path, String body) {
        return send("POST", path, body);
    }

    public HttpResponse<String> put(String path, String body) {
        return send("PUT", path, body);
    }

    public HttpResponse<String> delete(String path) {
        return send("DELETE", path, null);
    }

    /** Creates an operation through the API and answers its id. */
    public String createOperation() {
        HttpResponse<String> response = post("/api/operations", operation(null));
        if (response.statusCode() != 201) {
            throw new IllegalStateException("create failed: " + response.statusCode() + " " + response.body());
        }
        return json(response).get("id").asText();
    }

    /** The scenario's operation body, with this id (or null). */
    public static String operation(String id) {
        return "{\"id\":" + (id == null ? "null" : "\"" + id + "\"") + ",\"date\":\"2020-01-01T00:00:00.000Z\",\"description\":\"SAMPLE_TEXT\",\"amount\":\"1\"}";
    }

    public static JsonNode json(HttpResponse<String> response) {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private HttpResponse<String> send(String method, String path, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path))
            .timeout(Duration.ofSeconds(30))
            .header("Accept", "application/json")
            .method(method, body == null ? HttpRequest.BodyPublishers.noBody() : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        if (token != null) {
            request.header("Authorization", "Bearer " + token);
        }
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}

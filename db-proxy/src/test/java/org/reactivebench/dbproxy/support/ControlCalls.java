package org.reactivebench.dbproxy.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Plain JDK HTTP calls to a proxy's control API. */
public final class ControlCalls {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(TIMEOUT)
            .build();
    private final URI base;

    public ControlCalls(int port) {
        this.base = URI.create("http://127.0.0.1:" + port);
    }

    public HttpResponse<String> send(String method, String pathAndQuery) {
        HttpRequest request = HttpRequest.newBuilder(base.resolve(pathAndQuery))
                .timeout(TIMEOUT)
                .method(method, HttpRequest.BodyPublishers.noBody())
                .build();
        return client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).join();
    }

    /** POSTs and returns the JSON body, failing unless the answer is a 200. */
    public JsonNode post(String pathAndQuery) {
        return ok(send("POST", pathAndQuery));
    }

    public JsonNode stats() {
        return ok(send("GET", "/stats"));
    }

    public static JsonNode json(HttpResponse<String> response) {
        try {
            return JSON.readTree(response.body());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static JsonNode ok(HttpResponse<String> response) {
        if (response.statusCode() != 200) {
            throw new AssertionError(response.statusCode() + " " + response.body());
        }
        return json(response);
    }
}

package org.reactivebench.downstream.support;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/** Plain JDK HTTP calls to a downstream server under test. */
public final class DownstreamCalls {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    private final HttpClient client = HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(TIMEOUT)
            .build();
    private final URI base;

    public DownstreamCalls(int port) {
        this.base = URI.create("http://127.0.0.1:" + port);
    }

    public static String message(String id, String payload, long delayMs) {
        return "{\"id\":\"" + id + "\",\"payload\":\"" + payload + "\",\"delay\":" + delayMs + "}";
    }

    public HttpResponse<String> post(String path, String body) {
        return postAsync(path, body).join();
    }

    public CompletableFuture<HttpResponse<String>> postAsync(String path, String body) {
        HttpRequest request = HttpRequest.newBuilder(base.resolve(path))
                .timeout(TIMEOUT)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return client.sendAsync(request, HttpResponse.BodyHandlers.ofString());
    }

    public HttpResponse<String> send(String method, String path) {
        HttpRequest request = HttpRequest.newBuilder(base.resolve(path))
                .timeout(TIMEOUT)
                .method(method, HttpRequest.BodyPublishers.noBody())
                .build();
        return client.sendAsync(request, HttpResponse.BodyHandlers.ofString()).join();
    }
}

package org.reactivebench.operations.passthrough;

import java.net.URI;
import java.util.Arrays;
import java.util.List;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Where the downstream service is and how every client reaches it: bench.downstream.* of application.properties,
 * the same in all nine variants (a fairness rule: docs/variants.md, "Passthrough"), and which client this variant's
 * passthrough calls use, {@value #CLIENT}.
 */
@Component
public class DownstreamProperties {

    static final String CLIENT = "bench.downstream.client";
    static final String REST_TEMPLATE = "rest-template";
    static final String WEB_CLIENT = "web-client";
    /** The clients of this variant, its default first. */
    static final String DEFAULT_CLIENT = REST_TEMPLATE;
    static final List<String> CLIENTS = Arrays.asList(DEFAULT_CLIENT, WEB_CLIENT);

    private final URI messagesUri;
    private final int maxConnections;
    private final int pendingAcquireMaxCount;
    private final int pendingAcquireTimeoutMs;
    private final int connectTimeoutMs;
    private final int readTimeoutMs;
    private final String client;

    public DownstreamProperties(@Value("${bench.downstream.url}") String url,
                                @Value("${bench.downstream.max-connections}") int maxConnections,
                                @Value("${bench.downstream.pending-acquire-max-count}") int pendingAcquireMaxCount,
                                @Value("${bench.downstream.pending-acquire-timeout-ms}") int pendingAcquireTimeoutMs,
                                @Value("${bench.downstream.connect-timeout-ms}") int connectTimeoutMs,
                                @Value("${bench.downstream.read-timeout-ms}") int readTimeoutMs,
                                @Value("${" + CLIENT + ":" + DEFAULT_CLIENT + "}") String client) {
        if (!CLIENTS.contains(client)) {
            throw new IllegalArgumentException("Unknown " + CLIENT + " '" + client + "': use "
                + String.join(" or ", CLIENTS));
        }
        this.messagesUri = URI.create(url.replaceAll("/+$", "") + "/messages");
        this.maxConnections = maxConnections;
        this.pendingAcquireMaxCount = pendingAcquireMaxCount;
        this.pendingAcquireTimeoutMs = pendingAcquireTimeoutMs;
        this.connectTimeoutMs = connectTimeoutMs;
        this.readTimeoutMs = readTimeoutMs;
        this.client = client;
    }

    /** Where the messages go: {@code <bench.downstream.url>/messages}. */
    public URI getMessagesUri() {
        return messagesUri;
    }

    /** The most connections the pool opens to the downstream service (in all, and so per route). */
    public int getMaxConnections() {
        return maxConnections;
    }

    /** The most calls that may wait for a free connection (Reactor Netty only: Apache HttpClient has no limit). */
    public int getPendingAcquireMaxCount() {
        return pendingAcquireMaxCount;
    }

    /** How long a call waits for a free connection before it fails (503). */
    public int getPendingAcquireTimeoutMs() {
        return pendingAcquireTimeoutMs;
    }

    public int getConnectTimeoutMs() {
        return connectTimeoutMs;
    }

    /** How long a call waits for the answer once its request is sent before it fails (504). */
    public int getReadTimeoutMs() {
        return readTimeoutMs;
    }

    public String getClient() {
        return client;
    }
}

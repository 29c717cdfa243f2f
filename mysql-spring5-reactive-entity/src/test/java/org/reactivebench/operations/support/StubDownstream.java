package org.reactivebench.operations.support;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;

/**
 * The downstream service as the tests need it, on a free loopback port (the JDK's own HTTP server): POST /messages
 * answers the message's ack at once, whatever its delay, or the status and body {@link #answer} set.
 */
public final class StubDownstream implements AutoCloseable {

    private static final ObjectMapper JSON = new ObjectMapper();

    private final HttpServer server;
    private volatile int status = 200;
    private volatile String body;

    private StubDownstream(HttpServer server) {
        this.server = server;
    }

    public static StubDownstream start() {
        try {
            HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 50);
            StubDownstream stub = new StubDownstream(server);
            server.createContext("/messages", stub::handle);
            server.start();
            return stub;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The base URL, as bench.downstream.url. */
    public String url() {
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    /** From now on every message gets this status and body instead of its ack. */
    public void answer(int status, String body) {
        this.status = status;
        this.body = body;
    }

    private void handle(HttpExchange exchange) throws IOException {
        JsonNode message = JSON.readTree(exchange.getRequestBody());
        String answer = body != null ? body : JSON.createObjectNode()
            .put("id", message.path("id").asText())
            .put("received", message.path("payload").asText())
            .put("ack", "ack")
            .toString();
        byte[] bytes = answer.getBytes(StandardCharsets.UTF_8);
        exchange.getResponseHeaders().set("Content-Type", "application/json");
        exchange.sendResponseHeaders(status, bytes.length == 0 ? -1 : bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Override
    public void close() {
        server.stop(0);
    }
}

package org.reactivebench.downstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.reactivebench.downstream.support.DownstreamCalls.message;

import java.net.http.HttpResponse;
import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.reactivebench.downstream.support.DownstreamCalls;
import reactor.netty.DisposableServer;

class DownstreamServerTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static DisposableServer server;
    private static DownstreamCalls calls;

    @BeforeAll
    static void start() {
        server = DownstreamServer.start(0);
        calls = new DownstreamCalls(server.port());
    }

    @AfterAll
    static void stop() {
        DownstreamServer.stop(server, Duration.ofSeconds(5));
    }

    @Test
    void listensOnLoopbackOnly() {
        assertEquals("127.0.0.1", server.host());
    }

    @Test
    void acknowledgesTheMessage() throws Exception {
        HttpResponse<String> response = calls.post("/messages", message("m-1", "hello", 0));

        assertEquals(200, response.statusCode());
        assertEquals("application/json", response.headers().firstValue("Content-Type").orElse(""));
        JsonNode ack = JSON.readTree(response.body());
        assertEquals("m-1", ack.get("id").textValue());
        assertEquals("hello", ack.get("received").textValue());
        assertEquals("ack", ack.get("ack").textValue());
        assertEquals(3, ack.size());
    }

    @Test
    void answersNoEarlierThanTheDelay() {
        long start = System.nanoTime();
        HttpResponse<String> response = calls.post("/messages", message("slow", "p", 400));
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        assertEquals(200, response.statusCode());
        assertTrue(elapsed.toMillis() >= 400, "answered after " + elapsed.toMillis() + " ms");
        assertTrue(elapsed.toMillis() < 3_000, "answered after " + elapsed.toMillis() + " ms");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "not json", "", "[]", "{}",
            "{\"payload\":\"p\",\"delay\":1}",
            "{\"id\":\"a\",\"delay\":1}",
            "{\"id\":\"a\",\"payload\":\"p\"}",
            "{\"id\":\"a\",\"payload\":\"p\",\"delay\":\"soon\"}",
            "{\"id\":\"a\",\"payload\":\"p\",\"delay\":-1}",
            "{\"id\":\"a\",\"payload\":\"p\",\"delay\":60001}",
    })
    void refusesABodyThatIsNoMessageWithAJson400(String body) throws Exception {
        HttpResponse<String> response = calls.post("/messages", body);

        assertEquals(400, response.statusCode());
        JsonNode error = JSON.readTree(response.body());
        assertEquals(400, error.get("status").intValue());
        assertEquals("Bad Request", error.get("error").textValue());
        assertTrue(error.get("message").isTextual());
    }

    @Test
    void healthIsTheReadinessProbe() throws Exception {
        HttpResponse<String> response = calls.send("GET", "/health");

        assertEquals(200, response.statusCode());
        assertEquals("UP", JSON.readTree(response.body()).get("status").textValue());
    }

    @ParameterizedTest
    @CsvSource({"GET,/messages", "PUT,/messages", "POST,/health", "GET,/", "GET,/nothing", "POST,/messages/1"})
    void anythingElseIsAJson404(String method, String path) throws Exception {
        HttpResponse<String> response = calls.send(method, path);

        assertEquals(404, response.statusCode());
        assertEquals(404, JSON.readTree(response.body()).get("status").intValue());
    }
}

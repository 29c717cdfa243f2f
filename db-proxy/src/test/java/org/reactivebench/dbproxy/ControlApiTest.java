package org.reactivebench.dbproxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.reactivebench.dbproxy.support.Client;
import org.reactivebench.dbproxy.support.ControlCalls;
import org.reactivebench.dbproxy.support.TcpServer;

/** The control API: health, the stats' shape, latency changes and their refusals, the 404s. */
@Timeout(60)
class ControlApiTest {

    private static TcpServer echo;
    private static ProxyUnderTest proxy;

    @BeforeAll
    static void start() throws IOException {
        echo = TcpServer.echo();
        proxy = ProxyUnderTest.start(echo.port(), "0");
    }

    @AfterAll
    static void stop() throws IOException {
        proxy.close();
        echo.close();
    }

    @Test
    void healthIsTheReadinessProbe() {
        HttpResponse<String> response = proxy.control.send("GET", "/health");

        assertEquals(200, response.statusCode());
        assertEquals("application/json", response.headers().firstValue("Content-Type").orElse(""));
        assertEquals("UP", ControlCalls.json(response).get("status").textValue());
    }

    @Test
    void theStatsFieldsInTheirOrder() {
        JsonNode stats = proxy.control.stats();
        List<String> fields = new ArrayList<>();
        stats.fieldNames().forEachRemaining(fields::add);

        assertEquals(List.of("latencyMs", "meanDelayUpMs", "meanDelayDownMs", "connectionsOpened", "connectionsOpen",
                "connectionsPeak", "connectionsCarrying", "roundTrips", "roundTripsInFlight", "roundTripsInFlightPeak",
                "roundTripsInFlightMs", "sinceResetMs", "bytesUp", "bytesDown", "blackHoleUntilEpochMs"), fields);
        stats.forEach(value -> assertTrue(value.isNumber(), stats.toString()));
    }

    @Test
    void aNewLatencyHoldsFromTheNextExchange() throws IOException {
        try (Client client = proxy.connect()) {
            client.exchange(new byte[8]);

            assertEquals(120.0, proxy.control.post("/latency?ms=120").get("latencyMs").doubleValue());
            Duration slow = client.exchange(new byte[8]);
            assertEquals(0.0, proxy.control.post("/latency?ms=0").get("latencyMs").doubleValue());
            Duration fast = client.exchange(new byte[8]);

            assertTrue(slow.toNanos() >= 120_000_000, "a round trip at 120 ms took " + slow);
            assertTrue(fast.toMillis() < 60, "a round trip at 0 ms took " + fast);
        }
    }

    @Test
    void aLatencyMayHaveDecimals() {
        assertEquals(0.25, proxy.control.post("/latency?ms=0.25").get("latencyMs").doubleValue());
        assertEquals(0.0, proxy.control.post("/latency?ms=0").get("latencyMs").doubleValue());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "/latency              | 'ms' is required",
            "/latency?ms=          | ms must be a non-negative number",
            "/latency?ms=-1        | ms must be a non-negative number",
            "/latency?ms=fast      | ms must be a non-negative number",
            "/latency?ms=1e3       | ms must be a non-negative number",
            "/latency?ms=NaN       | ms must be a non-negative number",
            "/latency?ms=60000.1   | ms must be at most 60000",
            "/latency?ms=1&ms=2    | 'ms' is required",
            "/latency?millis=5     | 'ms' is required",
            "/black-hole           | 'seconds' is required",
            "/black-hole?seconds=-1 | seconds must be a non-negative number",
            "/black-hole?seconds=x | seconds must be a non-negative number",
            "/black-hole?seconds=3601 | seconds must be at most 3600",
    })
    void badInputIsA400ThatSaysWhatIsWrongAndChangesNothing(String pathAndQuery, String message) {
        HttpResponse<String> response = proxy.control.send("POST", pathAndQuery);

        assertEquals(400, response.statusCode());
        JsonNode error = ControlCalls.json(response);
        assertEquals(400, error.get("status").intValue());
        assertEquals("Bad Request", error.get("error").textValue());
        assertTrue(error.get("message").textValue().contains(message), error.get("message").textValue());
        JsonNode stats = proxy.control.stats();
        assertEquals(0.0, stats.get("latencyMs").doubleValue());
        assertEquals(0, stats.get("blackHoleUntilEpochMs").longValue());
    }

    @ParameterizedTest
    @CsvSource({"GET,/", "GET,/latency", "PUT,/latency", "POST,/stats", "POST,/health", "GET,/black-hole",
            "GET,/reset-stats", "POST,/nothing"})
    void anythingElseIsAJson404(String method, String path) {
        HttpResponse<String> response = proxy.control.send(method, path);

        assertEquals(404, response.statusCode());
        assertEquals(404, ControlCalls.json(response).get("status").intValue());
    }
}

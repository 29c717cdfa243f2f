package org.reactivebench.dbproxy;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.reactivebench.dbproxy.support.Client;
import org.reactivebench.dbproxy.support.TcpServer;

/** What {@code /stats} counts: connections, round trips (exchanges), bytes each way; and what a reset zeroes. */
@Timeout(60)
class StatsTest {

    private static final byte[] REQUEST = new byte[100];

    @Test
    void nExchangesOnOneConnectionAreNRoundTrips() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "2");
             Client client = proxy.connect()) {
            for (int i = 0; i < 7; i++) {
                client.exchange(REQUEST);
            }
            JsonNode stats = proxy.control.stats();

            assertEquals(7, stats.get("roundTrips").longValue());
            assertEquals(700, stats.get("bytesUp").longValue());
            assertEquals(700, stats.get("bytesDown").longValue());
            assertEquals(1, stats.get("connectionsOpened").longValue());
            assertEquals(1, stats.get("connectionsOpen").longValue());
        }
    }

    @Test
    void aRequestSentInTwoChunksIsOneRoundTrip() throws IOException {
        try (TcpServer server = TcpServer.echoEvery(REQUEST.length);
             ProxyUnderTest proxy = ProxyUnderTest.start(server.port(), "1");
             Client client = proxy.connect()) {
            for (int i = 1; i <= 3; i++) {
                client.send(new byte[40]);
                awaitBytesUp(proxy, i * 100L - 60); // the proxy has read the first chunk on its own
                client.send(new byte[60]);
                client.receive(100);
            }

            assertEquals(3, proxy.control.stats().get("roundTrips").longValue());
        }
    }

    @Test
    void roundTripsAddUpOverConnections() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "0");
             Client first = proxy.connect();
             Client second = proxy.connect()) {
            for (int i = 0; i < 4; i++) {
                first.exchange(REQUEST);
            }
            for (int i = 0; i < 3; i++) {
                second.exchange(REQUEST);
            }
            first.exchange(REQUEST);
            JsonNode stats = proxy.control.stats();

            assertEquals(8, stats.get("roundTrips").longValue());
            assertEquals(2, stats.get("connectionsOpened").longValue());
            assertEquals(2, stats.get("connectionsOpen").longValue());
            assertEquals(2, stats.get("connectionsPeak").longValue());
        }
    }

    @Test
    void thePeakIsTheMostConnectionsOpenAtOnceSinceTheReset() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "0")) {
            try (Client first = proxy.connect(); Client second = proxy.connect(); Client third = proxy.connect()) {
                first.exchange(REQUEST);
                second.exchange(REQUEST);
                third.exchange(REQUEST);
                assertEquals(3, proxy.control.stats().get("connectionsPeak").longValue());
            }
            while (proxy.control.stats().get("connectionsOpen").longValue() > 0) {
                Thread.onSpinWait(); // until the proxy has seen the three close (bounded by the class's timeout)
            }
            try (Client fourth = proxy.connect()) {
                fourth.exchange(REQUEST);
                JsonNode reset = proxy.control.post("/reset-stats");
                assertEquals(1, reset.get("connectionsOpen").longValue(), "the three closed before the reset");
                assertEquals(1, reset.get("connectionsPeak").longValue(), "the peak starts again from the open ones");
            }
        }
    }

    @Test
    void aResetZeroesTheCountersButNotTheOpenConnections() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "1.5");
             Client client = proxy.connect()) {
            client.exchange(REQUEST);
            client.exchange(REQUEST);

            JsonNode reset = proxy.control.post("/reset-stats");

            assertEquals(0, reset.get("roundTrips").longValue());
            assertEquals(0, reset.get("bytesUp").longValue());
            assertEquals(0, reset.get("bytesDown").longValue());
            assertEquals(0, reset.get("connectionsOpened").longValue());
            assertEquals(1, reset.get("connectionsOpen").longValue());
            assertEquals(1.5, reset.get("latencyMs").doubleValue());

            client.exchange(REQUEST);
            JsonNode after = proxy.control.stats();
            assertEquals(1, after.get("roundTrips").longValue());
            assertEquals(100, after.get("bytesUp").longValue());
        }
    }

    /** Asks until the proxy has read that many bytes from clients (bounded by the class's timeout; no sleep). */
    private static void awaitBytesUp(ProxyUnderTest proxy, long bytes) {
        while (proxy.control.stats().get("bytesUp").longValue() < bytes) {
            Thread.onSpinWait();
        }
    }
}

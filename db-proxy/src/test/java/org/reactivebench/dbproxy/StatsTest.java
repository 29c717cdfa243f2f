package org.reactivebench.dbproxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.reactivebench.dbproxy.support.Client;
import org.reactivebench.dbproxy.support.TcpServer;

/**
 * What {@code /stats} counts: connections, round trips (exchanges) and those in flight, bytes each way; and what a
 * reset zeroes.
 */
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

    /**
     * Two connections share the load, a third only keeps watch (one round trip to their hundreds), a fourth stays
     * idle: two carried it. After a reset only the round trips since count.
     */
    @Test
    void theConnectionsCarryingTheLoadAreThoseThatMadeAtLeastAHundredthOfTheBusiestsRoundTrips() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "0");
             Client first = proxy.connect();
             Client second = proxy.connect();
             Client watch = proxy.connect();
             Client idle = proxy.connect()) {
            watch.exchange(REQUEST);
            for (int i = 0; i < 150; i++) {
                first.exchange(REQUEST);
                second.exchange(REQUEST);
            }
            JsonNode stats = proxy.control.stats();
            assertEquals(4, stats.get("connectionsPeak").longValue());
            assertEquals(2, stats.get("connectionsCarrying").longValue(), "not the watching nor the idle one");

            JsonNode reset = proxy.control.post("/reset-stats");
            assertEquals(0, reset.get("connectionsCarrying").longValue(), "no round trip since the reset");
            watch.exchange(REQUEST);
            assertEquals(1, proxy.control.stats().get("connectionsCarrying").longValue(), "the only one since");
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

    @Test
    void aRoundTripIsInFlightFromItsRequestUntilItsAnswerReachedTheClient() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "40");
             Client client = proxy.connect()) {
            proxy.control.post("/reset-stats");
            client.exchange(REQUEST);
            client.exchange(REQUEST);
            JsonNode stats = proxy.control.stats();

            assertEquals(0, stats.get("roundTripsInFlight").longValue(), "both answered");
            assertEquals(1, stats.get("roundTripsInFlightPeak").longValue(), "one connection, one at a time");
            // each waited both halves of the 40 ms the proxy adds (and the echo's time): the down half is counted too
            double inFlightMs = stats.get("roundTripsInFlightMs").doubleValue();
            assertTrue(inFlightMs >= 2 * 0.9 * 40, "two round trips of 40 ms or more, " + inFlightMs + " ms");
            assertTrue(inFlightMs <= stats.get("sinceResetMs").doubleValue(), stats.toString());
        }
    }

    @Test
    void thePeakInFlightIsTheMostConnectionsWaitingOnTheServerAtOnce() throws IOException {
        try (TcpServer server = TcpServer.echoEvery(REQUEST.length);
             ProxyUnderTest proxy = ProxyUnderTest.start(server.port(), "0");
             Client first = proxy.connect();
             Client second = proxy.connect();
             Client third = proxy.connect();
             Client idle = proxy.connect()) {
            first.exchange(REQUEST);
            List<Client> waiting = List.of(first, second, third);
            for (Client client : waiting) {
                client.send(new byte[40]); // the server answers once it has 100 bytes: until then they wait
            }
            awaitBytesUp(proxy, 100 + 3 * 40);
            JsonNode during = proxy.control.stats();
            assertEquals(3, during.get("roundTripsInFlight").longValue(), during.toString());
            assertEquals(4, during.get("connectionsOpen").longValue(), "the fourth is open, not waiting");

            for (Client client : waiting) {
                client.send(new byte[60]);
                client.receive(100);
            }
            JsonNode after = proxy.control.stats();
            assertEquals(0, after.get("roundTripsInFlight").longValue(), after.toString());
            assertEquals(3, after.get("roundTripsInFlightPeak").longValue(), after.toString());
        }
    }

    @Test
    void aConnectionClosedWhileWaitingIsNoLongerInFlight() throws IOException {
        try (TcpServer server = TcpServer.echoEvery(REQUEST.length);
             ProxyUnderTest proxy = ProxyUnderTest.start(server.port(), "0")) {
            try (Client client = proxy.connect()) {
                client.send(new byte[40]);
                awaitBytesUp(proxy, 40);
                assertEquals(1, proxy.control.stats().get("roundTripsInFlight").longValue());
            }
            while (proxy.control.stats().get("roundTripsInFlight").longValue() > 0) {
                Thread.onSpinWait(); // until the proxy has seen it close (bounded by the class's timeout)
            }
            assertEquals(1, proxy.control.stats().get("roundTripsInFlightPeak").longValue());
        }
    }

    /** Asks until the proxy has read that many bytes from clients (bounded by the class's timeout; no sleep). */
    private static void awaitBytesUp(ProxyUnderTest proxy, long bytes) {
        while (proxy.control.stats().get("bytesUp").longValue() < bytes) {
            Thread.onSpinWait();
        }
    }
}

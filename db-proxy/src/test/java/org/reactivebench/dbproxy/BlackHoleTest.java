package org.reactivebench.dbproxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.time.Duration;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.reactivebench.dbproxy.support.Client;
import org.reactivebench.dbproxy.support.TcpServer;

/**
 * A black hole stalls connections without refusing or closing them; what was sent meanwhile is delivered, in
 * order, once it ends. The silences are socket read timeouts asserted to expire, not sleeps.
 */
@Timeout(60)
class BlackHoleTest {

    @Test
    void connectionsStallDuringABlackHoleAndCarryOnAfterIt() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "0");
             Client before = proxy.connect()) {
            before.exchange(new byte[8]);

            long untilEpochMs = proxy.control.post("/black-hole?seconds=2").get("blackHoleUntilEpochMs").longValue();
            assertEquals(untilEpochMs, proxy.control.stats().get("blackHoleUntilEpochMs").longValue());
            try (Client during = proxy.connect()) {
                before.send("one,");
                before.send("two,");
                before.send("three");
                during.send("hello");

                before.readTimeout(Duration.ofSeconds(1));
                assertThrows(SocketTimeoutException.class, () -> before.receive(1), "an answer during the black hole");
                assertEquals(1, echo.accepted(), "connected upstream during the black hole");

                before.readTimeout(Duration.ofSeconds(30));
                assertEquals("one,two,three", before.receiveText(13));
                long answeredEpochMs = System.currentTimeMillis();
                assertTrue(answeredEpochMs >= untilEpochMs - 10,
                        "answered at " + answeredEpochMs + ", the black hole ended at " + untilEpochMs);
                assertEquals("hello", during.receiveText(5));
                during.exchange(new byte[8]);
                before.exchange(new byte[8]);
            }
            JsonNode stats = proxy.control.stats();
            assertEquals(2, stats.get("connectionsOpened").longValue());
            assertEquals(0, stats.get("blackHoleUntilEpochMs").longValue());
            assertEquals(2, echo.accepted());
        }
    }

    @Test
    void aBlackHoleOfZeroSecondsEndsTheOpenOneAtOnce() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "4");
             Client client = proxy.connect()) {
            client.exchange(new byte[8]);
            proxy.control.post("/black-hole?seconds=600");
            client.send("held");
            client.readTimeout(Duration.ofMillis(300));
            assertThrows(SocketTimeoutException.class, () -> client.receive(1), "an answer during the black hole");

            JsonNode ended = proxy.control.post("/black-hole?seconds=0");

            assertEquals(0, ended.get("blackHoleUntilEpochMs").longValue());
            client.readTimeout(Duration.ofSeconds(30));
            assertEquals("held", client.receiveText(4));
        }
    }

    @Test
    void aClientThatConnectsDuringABlackHoleIsConnectedUpstreamOnceItEnds() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "0")) {
            proxy.control.post("/black-hole?seconds=600");
            try (Client client = proxy.connect()) {
                client.send("waiting");
                client.readTimeout(Duration.ofMillis(300));
                assertThrows(SocketTimeoutException.class, () -> client.receive(1), "an answer during the black hole");
                assertEquals(0, echo.accepted(), "connected upstream during the black hole");

                proxy.control.post("/black-hole?seconds=0");

                client.readTimeout(Duration.ofSeconds(30));
                assertEquals("waiting", client.receiveText(7));
                assertEquals(1, echo.accepted());
            }
        }
    }
}

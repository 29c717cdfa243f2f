package org.reactivebench.dbproxy;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.reactivebench.dbproxy.support.Client;
import org.reactivebench.dbproxy.support.TcpServer;

/** Bytes pass unchanged and in order, each client on its own upstream connection, and closing passes through. */
@Timeout(60)
class ForwardingTest {

    @Test
    void aThousandSmallChunksSentQuicklyArriveInOrder() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "20");
             Client client = proxy.connect()) {
            for (int i = 0; i < 1000; i++) {
                client.send(sequenceNumber(i));
            }
            assertInOrder(client, 0, 1000);
        }
    }

    @Test
    void orderHoldsWhenTheLatencyDropsMidStream() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "400");
             Client client = proxy.connect()) {
            proxy.control.stats(); // the HTTP client warmed up, so that the change comes while the first half is held
            for (int i = 0; i < 500; i++) {
                client.send(sequenceNumber(i));
            }
            proxy.control.post("/latency?ms=0");
            for (int i = 500; i < 1000; i++) {
                client.send(sequenceNumber(i));
            }
            assertInOrder(client, 0, 1000);
        }
    }

    @Test
    void eightMebibytesArriveByteIdentical() throws Exception {
        byte[] payload = new byte[8 << 20];
        new Random(42).nextBytes(payload);
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "20");
             Client client = proxy.connect()) {
            CompletableFuture<Void> sending = CompletableFuture.runAsync(() -> {
                try {
                    client.send(payload);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
            byte[] echoed = client.receive(payload.length);
            sending.get(30, TimeUnit.SECONDS);

            assertArrayEquals(payload, echoed);
            JsonNode stats = proxy.control.stats();
            assertEquals(payload.length, stats.get("bytesUp").longValue());
            assertEquals(payload.length, stats.get("bytesDown").longValue());
        }
    }

    @Test
    void eachClientHasItsOwnUpstreamConnection() throws IOException {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "1");
             Client first = proxy.connect();
             Client second = proxy.connect()) {
            first.send("first");
            second.send("second");

            assertEquals("second", second.receiveText(6));
            assertEquals("first", first.receiveText(5));
            assertEquals(2, echo.accepted());
        }
    }

    @Test
    void whatTheServerSentBeforeClosingArrivesThenTheClientIsClosed() throws IOException {
        try (TcpServer server = TcpServer.sayAndClose("last words");
             ProxyUnderTest proxy = ProxyUnderTest.start(server.port(), "50");
             Client client = proxy.connect()) {
            assertEquals("last words", client.receiveText(10));
            assertEquals(-1, client.read());
        }
    }

    @Test
    void theClientClosingClosesItsUpstreamConnection() throws Exception {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "10")) {
            try (Client client = proxy.connect()) {
                client.exchange(new byte[16]);
            }
            assertTrue(echo.endsOfStream().tryAcquire(30, TimeUnit.SECONDS), "the upstream connection stayed open");
        }
    }

    @Test
    void aClientOfAnUnreachableTargetIsClosed() throws IOException {
        int closedPort;
        try (java.net.ServerSocket gone = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            closedPort = gone.getLocalPort();
        }
        try (ProxyUnderTest proxy = ProxyUnderTest.start(closedPort, "0");
             Client client = proxy.connect()) {
            assertEquals(-1, client.read());
        }
    }

    private static byte[] sequenceNumber(int i) {
        return ByteBuffer.allocate(4).putInt(i).array();
    }

    private static void assertInOrder(Client client, int from, int to) throws IOException {
        ByteBuffer echoed = ByteBuffer.wrap(client.receive(4 * (to - from)));
        for (int i = from; i < to; i++) {
            assertEquals(i, echoed.getInt(), "chunk at position " + i);
        }
    }
}

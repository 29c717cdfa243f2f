package org.reactivebench.dbproxy;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.reactivebench.dbproxy.support.Client;
import org.reactivebench.dbproxy.support.TcpServer;

/**
 * The proxy reads no faster than it can pass on: towards a server that never reads, a client's 64 MiB stop
 * being taken after the socket buffers and what the proxy may hold (4 MiB), instead of filling the proxy's memory.
 * The writer is asserted not to finish within 2 s, as the black-hole tests assert a read timeout to expire.
 */
@Timeout(60)
class BackpressureTest {

    private static final int CHUNK = 64 * 1024;
    private static final int CHUNKS = 1024;
    private static final long BOUND = 16L << 20;

    @Test
    void aDestinationThatIsNotWritableStopsTheSourceReading() throws Exception {
        try (TcpServer server = TcpServer.neverReads();
             ProxyUnderTest proxy = ProxyUnderTest.start(server.port(), "0");
             Client client = proxy.connect()) {
            assertReadsBoundedWhileWriterBlocks(proxy, client);
        }
    }

    @Test
    void tooMuchHeldStopsTheSourceReading() throws Exception {
        try (TcpServer echo = TcpServer.echo();
             ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), "0");
             Client client = proxy.connect()) {
            client.exchange(new byte[8]);
            proxy.control.post("/black-hole?seconds=600");
            assertReadsBoundedWhileWriterBlocks(proxy, client);
        }
    }

    private static void assertReadsBoundedWhileWriterBlocks(ProxyUnderTest proxy, Client client) throws Exception {
        OutputStream out = client.output();
        CompletableFuture<Void> writing = CompletableFuture.runAsync(() -> {
            byte[] chunk = new byte[CHUNK];
            try {
                for (int i = 0; i < CHUNKS; i++) {
                    out.write(chunk);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });

        assertThrows(TimeoutException.class, () -> writing.get(2, TimeUnit.SECONDS), "all 64 MiB were taken");
        long read = proxy.control.stats().get("bytesUp").longValue();
        System.out.printf("db-proxy backpressure: read %.1f MiB of 64 MiB before stopping%n", read / 1048576.0);
        assertTrue(read < BOUND, "the proxy read " + read + " bytes");
    }
}

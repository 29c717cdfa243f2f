package org.reactivebench.dbproxy;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;

import io.netty.channel.epoll.Epoll;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.reactivebench.dbproxy.support.Client;
import org.reactivebench.dbproxy.support.TcpServer;

/**
 * The point of the module: through the proxy, the median round trip over one connection is the direct one plus
 * the latency, within 10 % or 1 ms, whichever is larger. Prints the figures.
 */
class LatencyAccuracyTest {

    private static final int WARM_UP = 10;
    private static final int MEASURED = 21;
    private static final byte[] REQUEST = new byte[64];

    private static TcpServer echo;

    @BeforeAll
    static void start() throws IOException {
        echo = TcpServer.echo();
    }

    @AfterAll
    static void stop() throws IOException {
        echo.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"0", "0.5", "1", "2", "5", "20", "50"})
    void theMedianRoundTripIsTheDirectOnePlusTheLatency(String latencyMs) throws IOException {
        double direct = medianMs(echo.port());
        double proxied;
        try (ProxyUnderTest proxy = ProxyUnderTest.start(echo.port(), latencyMs)) {
            proxied = medianMs(proxy.proxy.port());
        }
        double expected = direct + Double.parseDouble(latencyMs);
        double tolerance = Math.max(0.1 * expected, 1.0);

        System.out.printf("db-proxy accuracy (%s): latency %s ms, direct median %.3f ms, proxied median %.3f ms,"
                        + " expected %.3f ± %.3f ms, off by %+.3f ms%n",
                Epoll.isAvailable() ? "epoll" : "nio", latencyMs, direct, proxied, expected, tolerance,
                proxied - expected);
        assertTrue(Math.abs(proxied - expected) <= tolerance,
                "proxied median " + proxied + " ms, expected " + expected + " ± " + tolerance + " ms");
    }

    private static double medianMs(int port) throws IOException {
        try (Client client = new Client(port)) {
            for (int i = 0; i < WARM_UP; i++) {
                client.exchange(REQUEST);
            }
            double[] millis = new double[MEASURED];
            for (int i = 0; i < MEASURED; i++) {
                Duration roundTrip = client.exchange(REQUEST);
                millis[i] = roundTrip.toNanos() / 1e6;
            }
            Arrays.sort(millis);
            return millis[MEASURED / 2];
        }
    }
}

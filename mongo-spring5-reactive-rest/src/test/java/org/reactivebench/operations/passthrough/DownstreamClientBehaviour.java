package org.reactivebench.operations.passthrough;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;
import static org.reactivebench.operations.passthrough.TestMessages.message;

import java.util.function.Function;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.reactivebench.operations.support.SilentServer;
import org.reactivebench.operations.support.StubDownstream;
import org.springframework.http.HttpStatus;

/**
 * What every client of the downstream service does, against real sockets: it answers the ack, and every way the
 * call fails is answered as the API says (502, 504) and logged as one line. Each client's test adds its 503s.
 */
public abstract class DownstreamClientBehaviour {

    protected final DownstreamLog log = new DownstreamLog();

    /** A client of the downstream service at {@code url}; the test waits for each answer. */
    protected abstract Function<Message, Ack> client(String url, int maxConnections, int pendingAcquireMaxCount,
                                                     int readTimeoutMs);

    /** Closes what {@link #client} made. */
    protected abstract void closeClients() throws Exception;

    @Before
    public void recordTheLog() {
        log.start();
    }

    @After
    public void stopRecording() throws Exception {
        log.stop();
        closeClients();
    }

    @Test
    public void answersTheAckOfTheMessage() {
        try (StubDownstream downstream = StubDownstream.start()) {
            Ack ack = client(downstream.url(), 10, 10, 1000).apply(message("m-1", "héllo"));

            assertEquals("m-1", ack.getId());
            assertEquals("héllo", ack.getReceived());
            assertEquals("ack", ack.getAck());
            assertTrue(log.lines().isEmpty());
        }
    }

    @Test
    public void aRefusedConnectionIs502() {
        Function<Message, Ack> client = client(SilentServer.refusingUrl(), 10, 10, 1000);

        log.assertFailure(HttpStatus.BAD_GATEWAY, () -> client.apply(message("m", "p")));
    }

    @Test
    public void anErrorStatusOrAnAnswerThatIsNoAckIs502() {
        try (StubDownstream downstream = StubDownstream.start()) {
            Function<Message, Ack> client = client(downstream.url(), 10, 10, 1000);
            downstream.answer(500, "{\"status\":500}");
            log.assertFailure(HttpStatus.BAD_GATEWAY, () -> client.apply(message("m", "p")));
            downstream.answer(200, "<html>not JSON</html>");
            log.assertFailure(HttpStatus.BAD_GATEWAY, () -> client.apply(message("m", "p")));
            downstream.answer(200, "{\"id\":\"m\"}");
            log.assertFailure(HttpStatus.BAD_GATEWAY, () -> client.apply(message("m", "p")));
            downstream.answer(200, "");
            log.assertFailure(HttpStatus.BAD_GATEWAY, () -> client.apply(message("m", "p")));
        }
    }

    @Test
    public void noAnswerWithinTheReadTimeoutIs504() throws Exception {
        try (SilentServer downstream = SilentServer.start()) {
            Function<Message, Ack> client = client(downstream.url(), 10, 10, 300);
            long start = System.nanoTime();

            log.assertFailure(HttpStatus.GATEWAY_TIMEOUT, () -> client.apply(message("m", "p")));
            long elapsedMs = (System.nanoTime() - start) / 1_000_000;
            assertTrue("failed after " + elapsedMs + " ms", elapsedMs >= 300 && elapsedMs < 5000);
        }
    }
}

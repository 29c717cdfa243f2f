package org.reactivebench.operations.passthrough;

import static org.reactivebench.operations.passthrough.TestMessages.message;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.Test;
import org.reactivebench.operations.support.SilentServer;
import org.springframework.http.HttpStatus;
import reactor.core.Disposable;
import reactor.netty.resources.ConnectionProvider;

/**
 * The WebClient client: {@link DownstreamClientBehaviour}, and a 503 when no pooled connection comes free or the
 * pending-acquire queue is full. (The tests block on the Mono; the application never does.)
 */
public class WebClientDownstreamTest extends DownstreamClientBehaviour {

    private final List<ConnectionProvider> pools = new ArrayList<>();

    @Override
    protected Function<Message, Ack> client(String url, int maxConnections, int pendingAcquireMaxCount,
                                            int readTimeoutMs) {
        WebClientDownstream downstream = webClientDownstream(url, maxConnections, pendingAcquireMaxCount, readTimeoutMs);
        return message -> downstream.send(message).block();
    }

    @Override
    protected void closeClients() {
        pools.forEach(ConnectionProvider::dispose);
    }

    /** One connection, held by a call the downstream service never answers: the next call waits 300 ms for it. */
    @Test
    public void noFreeConnectionWithinThePendingAcquireTimeoutIs503() throws Exception {
        try (SilentServer downstream = SilentServer.start()) {
            WebClientDownstream client = webClientDownstream(downstream.url(), 1, 10, 10_000);
            Disposable first = client.send(message("first", "p")).subscribe(ack -> { }, error -> { });
            downstream.awaitConnections(1);

            log.assertFailure(HttpStatus.SERVICE_UNAVAILABLE, () -> client.send(message("second", "p")).block());
            first.dispose();
        }
    }

    /** One connection held, one call waiting for it: a third call finds the pending-acquire queue full. */
    @Test
    public void aFullPendingAcquireQueueIs503() throws Exception {
        try (SilentServer downstream = SilentServer.start()) {
            WebClientDownstream client = webClientDownstream(downstream.url(), 1, 1, 10_000);
            Disposable first = client.send(message("first", "p")).subscribe(ack -> { }, error -> { });
            downstream.awaitConnections(1);
            Disposable waiting = client.send(message("second", "p")).subscribe(ack -> { }, error -> { });

            log.assertFailure(HttpStatus.SERVICE_UNAVAILABLE, () -> client.send(message("third", "p")).block());
            waiting.dispose();
            first.dispose();
        }
    }

    private WebClientDownstream webClientDownstream(String url, int maxConnections, int pendingAcquireMaxCount,
                                                    int readTimeoutMs) {
        DownstreamProperties downstream =
            TestDownstreamProperties.of(url, maxConnections, pendingAcquireMaxCount, 300, readTimeoutMs);
        WebClientConfiguration configuration = new WebClientConfiguration();
        ConnectionProvider pool = configuration.downstreamConnectionProvider(downstream);
        pools.add(pool);
        return new WebClientDownstream(configuration.downstreamWebClient(
            configuration.downstreamReactorNettyClient(pool, downstream)), downstream);
    }
}

package org.reactivebench.operations.passthrough;

import static org.junit.Assert.assertTrue;
import static org.reactivebench.operations.passthrough.TestMessages.message;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.apache.http.impl.client.CloseableHttpClient;
import org.junit.Test;
import org.reactivebench.operations.support.SilentServer;
import org.springframework.http.HttpStatus;

/** The RestTemplate client: {@link DownstreamClientBehaviour}, and a 503 when no pooled connection comes free. */
public class RestTemplateDownstreamTest extends DownstreamClientBehaviour {

    private final List<CloseableHttpClient> httpClients = new ArrayList<>();

    @Override
    protected Function<Message, Ack> client(String url, int maxConnections, int pendingAcquireMaxCount,
                                            int readTimeoutMs) {
        return restTemplateDownstream(url, maxConnections, readTimeoutMs)::send;
    }

    @Override
    protected void closeClients() throws Exception {
        for (CloseableHttpClient httpClient : httpClients) {
            httpClient.close();
        }
    }

    /** One connection, held by a call the downstream service never answers: the next call waits 300 ms for it. */
    @Test
    public void noFreeConnectionWithinThePendingAcquireTimeoutIs503() throws Exception {
        ExecutorService firstCall = Executors.newSingleThreadExecutor();
        try (SilentServer downstream = SilentServer.start()) {
            RestTemplateDownstream client = restTemplateDownstream(downstream.url(), 1, 10_000);
            firstCall.execute(() -> client.send(message("first", "p")));
            downstream.awaitConnections(1);

            log.assertFailure(HttpStatus.SERVICE_UNAVAILABLE, () -> client.send(message("second", "p")));
        } finally {
            firstCall.shutdown();
        }
        // the first call fails when the silent server closes: its log line belongs to this test, not the next
        assertTrue(firstCall.awaitTermination(10, TimeUnit.SECONDS));
    }

    private RestTemplateDownstream restTemplateDownstream(String url, int maxConnections, int readTimeoutMs) {
        DownstreamProperties downstream = TestDownstreamProperties.of(url, maxConnections, 10, 300, readTimeoutMs);
        RestTemplateConfiguration configuration = new RestTemplateConfiguration();
        CloseableHttpClient httpClient = configuration.downstreamApacheClient(downstream);
        httpClients.add(httpClient);
        return new RestTemplateDownstream(configuration.downstreamRestTemplate(httpClient), downstream);
    }
}

package org.reactivebench.operations.passthrough;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;

import io.netty.channel.ChannelOption;
import java.time.Duration;
import org.junit.Test;
import reactor.netty.http.client.HttpClientConfig;
import reactor.netty.resources.ConnectionProvider;

/**
 * The WebClient's Reactor Netty client really has the pool, pending-acquire queue and timeouts of
 * application.properties, read back from the built client and its connection provider: Reactor Netty's defaults
 * (a pool sized by the cores, 45 s to wait for a connection, no response timeout) must not slip through.
 */
public class WebClientSettingsTest {

    @Test
    public void theReactorNettyClientHasThePoolQueueAndTimeoutsOfTheProperties() throws Exception {
        DownstreamProperties downstream = TestDownstreamProperties.fromApplicationProperties();
        WebClientConfiguration configuration = new WebClientConfiguration();
        ConnectionProvider provider = configuration.downstreamConnectionProvider(downstream);
        try {
            HttpClientConfig client = configuration.downstreamReactorNettyClient(provider, downstream).configuration();
            assertSame(provider, client.connectionProvider());

            Object pool = PrivateFields.read(provider, "defaultPoolFactory");
            assertEquals("max-connections", 2000, provider.maxConnections());
            assertEquals("max-connections", 2000, PrivateFields.read(pool, "maxConnections"));
            assertEquals("pending-acquire-max-count", 10000, PrivateFields.read(pool, "pendingAcquireMaxCount"));
            assertEquals("pending-acquire-timeout-ms", 5000L, PrivateFields.read(pool, "pendingAcquireTimeout"));
            assertEquals("connect-timeout-ms", 2000, client.options().get(ChannelOption.CONNECT_TIMEOUT_MILLIS));
            assertEquals("read-timeout-ms", Duration.ofMillis(5000), client.responseTimeout());
        } finally {
            provider.dispose();
        }
    }
}

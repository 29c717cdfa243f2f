package org.reactivebench.operations.passthrough;

import io.netty.channel.ChannelOption;
import java.time.Duration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.reactive.ReactorClientHttpConnector;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.netty.http.client.HttpClient;
import reactor.netty.resources.ConnectionProvider;

/**
 * The non-blocking client of the passthrough calls: WebClient on Reactor Netty, its connection pool, pending-acquire
 * queue and timeouts from bench.downstream.* like every client of every variant. Reactor Netty's defaults are the
 * trap here: a pool sized by the number of cores, a queue of twice as many waiters, 45 s to wait for a connection,
 * 30 s to connect and no response timeout.
 */
@Configuration
@ConditionalOnProperty(name = DownstreamProperties.CLIENT, havingValue = DownstreamProperties.WEB_CLIENT)
public class WebClientConfiguration {

    @Bean(destroyMethod = "dispose")
    public ConnectionProvider downstreamConnectionProvider(DownstreamProperties downstream) {
        return ConnectionProvider.builder("downstream")
            .maxConnections(downstream.getMaxConnections())
            .pendingAcquireMaxCount(downstream.getPendingAcquireMaxCount())
            .pendingAcquireTimeout(Duration.ofMillis(downstream.getPendingAcquireTimeoutMs()))
            .build();
    }

    @Bean
    public HttpClient downstreamReactorNettyClient(ConnectionProvider downstreamConnectionProvider,
                                                   DownstreamProperties downstream) {
        return HttpClient.create(downstreamConnectionProvider)
            .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, downstream.getConnectTimeoutMs())
            .responseTimeout(Duration.ofMillis(downstream.getReadTimeoutMs()));
    }

    @Bean
    public WebClient downstreamWebClient(HttpClient downstreamReactorNettyClient) {
        return WebClient.builder()
            .clientConnector(new ReactorClientHttpConnector(downstreamReactorNettyClient))
            .build();
    }
}

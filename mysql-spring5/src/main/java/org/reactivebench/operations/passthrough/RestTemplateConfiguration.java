package org.reactivebench.operations.passthrough;

import org.apache.http.client.config.RequestConfig;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.client.HttpClients;
import org.apache.http.impl.conn.PoolingHttpClientConnectionManager;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.web.client.RestTemplate;

/**
 * The blocking client of the passthrough calls: a RestTemplate on Apache HttpClient 4.5, its connection pool and
 * timeouts from bench.downstream.* like every client of every variant. Apache's defaults are the classic trap:
 * 2 connections per route (20 in all), and no limit on the wait for a connection, the connect or the read.
 * <p>
 * Apache's pool has no limit on the calls waiting for a connection (bench.downstream.pending-acquire-max-count is
 * Reactor Netty's): here the waiters are the threads that make the calls, so they are bounded by those threads
 * (Tomcat's request threads, or the Reactor scheduler's), each waiting at most the pending-acquire timeout.
 */
@Configuration
@ConditionalOnProperty(name = DownstreamProperties.CLIENT, havingValue = DownstreamProperties.REST_TEMPLATE,
    matchIfMissing = true)
public class RestTemplateConfiguration {

    @Bean
    public CloseableHttpClient downstreamApacheClient(DownstreamProperties downstream) {
        PoolingHttpClientConnectionManager pool = new PoolingHttpClientConnectionManager();
        pool.setMaxTotal(downstream.getMaxConnections());
        pool.setDefaultMaxPerRoute(downstream.getMaxConnections());
        RequestConfig timeouts = RequestConfig.custom()
            .setConnectionRequestTimeout(downstream.getPendingAcquireTimeoutMs())
            .setConnectTimeout(downstream.getConnectTimeoutMs())
            .setSocketTimeout(downstream.getReadTimeoutMs())
            .build();
        return HttpClients.custom()
            .setConnectionManager(pool)
            .setDefaultRequestConfig(timeouts)
            .build();
    }

    @Bean
    public RestTemplate downstreamRestTemplate(CloseableHttpClient downstreamApacheClient) {
        return new RestTemplate(new HttpComponentsClientHttpRequestFactory(downstreamApacheClient));
    }
}

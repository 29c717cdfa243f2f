package org.reactivebench.operations.passthrough;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertSame;

import org.apache.http.client.config.RequestConfig;
import org.apache.http.client.methods.Configurable;
import org.apache.http.impl.client.CloseableHttpClient;
import org.apache.http.impl.conn.PoolingHttpClientConnectionManager;
import org.junit.Test;
import org.springframework.http.client.HttpComponentsClientHttpRequestFactory;
import org.springframework.web.client.RestTemplate;

/**
 * The RestTemplate's Apache HttpClient really has the pool and timeouts of application.properties, read back from
 * the built client: Apache's defaults (2 connections per route, no time limits) must not slip through.
 */
public class RestTemplateSettingsTest {

    @Test
    public void theApacheClientHasThePoolAndTimeoutsOfTheProperties() throws Exception {
        RestTemplateConfiguration configuration = new RestTemplateConfiguration();
        try (CloseableHttpClient client = configuration.downstreamApacheClient(
                TestDownstreamProperties.fromApplicationProperties())) {
            RestTemplate restTemplate = configuration.downstreamRestTemplate(client);
            HttpComponentsClientHttpRequestFactory factory =
                (HttpComponentsClientHttpRequestFactory) restTemplate.getRequestFactory();
            assertSame(client, factory.getHttpClient());

            PoolingHttpClientConnectionManager pool =
                (PoolingHttpClientConnectionManager) PrivateFields.read(client, "connManager");
            assertEquals("max-connections: connections in all", 2000, pool.getMaxTotal());
            assertEquals("max-connections: connections per route", 2000, pool.getDefaultMaxPerRoute());
            RequestConfig timeouts = ((Configurable) client).getConfig();
            assertEquals("pending-acquire-timeout-ms", 5000, timeouts.getConnectionRequestTimeout());
            assertEquals("connect-timeout-ms", 2000, timeouts.getConnectTimeout());
            assertEquals("read-timeout-ms", 5000, timeouts.getSocketTimeout());
        }
    }
}

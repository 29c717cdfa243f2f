package org.reactivebench.operations.passthrough;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** DownstreamProperties as the variant starts with them (its application.properties), or as a test needs them. */
final class TestDownstreamProperties {

    private TestDownstreamProperties() {
    }

    static Properties applicationProperties() throws IOException {
        Properties application = new Properties();
        try (InputStream in = TestDownstreamProperties.class.getResourceAsStream("/application.properties")) {
            application.load(in);
        }
        return application;
    }

    static DownstreamProperties fromApplicationProperties() throws IOException {
        Properties application = applicationProperties();
        return new DownstreamProperties(application.getProperty("bench.downstream.url"),
            Integer.parseInt(application.getProperty("bench.downstream.max-connections")),
            Integer.parseInt(application.getProperty("bench.downstream.pending-acquire-max-count")),
            Integer.parseInt(application.getProperty("bench.downstream.pending-acquire-timeout-ms")),
            Integer.parseInt(application.getProperty("bench.downstream.connect-timeout-ms")),
            Integer.parseInt(application.getProperty("bench.downstream.read-timeout-ms")),
            DownstreamProperties.DEFAULT_CLIENT);
    }

    static DownstreamProperties of(String url, int maxConnections, int pendingAcquireMaxCount,
                                   int pendingAcquireTimeoutMs, int readTimeoutMs) {
        return new DownstreamProperties(url, maxConnections, pendingAcquireMaxCount, pendingAcquireTimeoutMs, 2000,
            readTimeoutMs, DownstreamProperties.DEFAULT_CLIENT);
    }
}

package org.reactivebench.operations.passthrough;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.fail;

import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Properties;
import org.junit.Test;

public class DownstreamPropertiesTest {

    /** The fairness settings of docs/variants.md: the same in every variant, whatever its client. */
    @Test
    public void theVariantHasThePoolAndTimeoutsOfEveryVariant() throws IOException {
        Properties application = TestDownstreamProperties.applicationProperties();
        assertEquals("http://127.0.0.1:8090", application.getProperty("bench.downstream.url"));
        assertEquals("2000", application.getProperty("bench.downstream.max-connections"));
        assertEquals("10000", application.getProperty("bench.downstream.pending-acquire-max-count"));
        assertEquals("5000", application.getProperty("bench.downstream.pending-acquire-timeout-ms"));
        assertEquals("2000", application.getProperty("bench.downstream.connect-timeout-ms"));
        assertEquals("5000", application.getProperty("bench.downstream.read-timeout-ms"));
    }

    @Test
    public void theClientsAreTheManifestsTheDefaultFirst() throws IOException {
        Properties manifest = new Properties();
        try (InputStream in = new FileInputStream("variant.properties")) {
            manifest.load(in);
        }
        assertEquals(Arrays.asList(manifest.getProperty("clients").split(",")), DownstreamProperties.CLIENTS);
        assertEquals(DownstreamProperties.CLIENTS.get(0), DownstreamProperties.DEFAULT_CLIENT);
        assertEquals(DownstreamProperties.DEFAULT_CLIENT,
            TestDownstreamProperties.fromApplicationProperties().getClient());
    }

    /** Also the other variants' clients: Spring 4 has no WebClient, the reactive-repo variant no RestTemplate. */
    @Test
    public void anyOtherClientStopsTheStartUpWithAClearMessage() {
        for (String client : Arrays.asList("ok-http", "rest-template", "web-client")) {
            if (DownstreamProperties.CLIENTS.contains(client)) {
                continue;
            }
            try {
                new DownstreamProperties("http://127.0.0.1:8090", 1, 1, 1, 1, 1, client);
                fail(client + " was taken");
            } catch (IllegalArgumentException e) {
                assertEquals("Unknown bench.downstream.client '" + client + "': use "
                    + String.join(" or ", DownstreamProperties.CLIENTS), e.getMessage());
            }
        }
    }

    @Test
    public void theMessagesGoToMessagesUnderTheUrl() {
        assertEquals("http://127.0.0.1:9/messages", TestDownstreamProperties.of("http://127.0.0.1:9/", 1, 1, 1, 1)
            .getMessagesUri().toString());
    }
}

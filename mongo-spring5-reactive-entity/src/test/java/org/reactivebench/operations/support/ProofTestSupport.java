package org.reactivebench.operations.support;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The application as it runs in the benchmark: real Tomcat on a random loopback port, a real MongoDB-wire server, a
 * stand-in downstream service ({@link StubDownstream}), plus the probes of {@link ProofTestConfiguration}. One
 * Spring context for all tests that share it.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = "server.address=127.0.0.1")
@Import(ProofTestConfiguration.class)
public abstract class ProofTestSupport {

    /** The downstream service of POST /api/passthrough, for the whole test JVM. */
    private static final StubDownstream DOWNSTREAM = StubDownstream.start();

    @LocalServerPort
    protected int port;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        MongoTestDatabase.register(registry);
    }

    @DynamicPropertySource
    static void downstream(DynamicPropertyRegistry registry) {
        registry.add("bench.downstream.url", DOWNSTREAM::url);
    }

    @BeforeEach
    void clearRecordings() {
        Recordings.clear();
    }

    protected ApiClient admin() {
        return new ApiClient(port).login("admin", "admin");
    }

    /**
     * The dispatches recorded so far, once every one matching {@code uri} has left the filter chain
     * (a synchronous request may still be in the filter when its response reaches the client).
     */
    protected static List<Recordings.Dispatch> dispatchesOf(String uri) {
        Predicate<Recordings.Dispatch> ofUri = dispatch -> dispatch.uri().equals(uri);
        Instant deadline = Instant.now().plus(Duration.ofSeconds(5));
        while (true) {
            List<Recordings.Dispatch> dispatches = Recordings.dispatches();
            boolean done = dispatches.stream().filter(ofUri).allMatch(d -> d.asyncStartedAfterChain() != null);
            if (done || Instant.now().isAfter(deadline)) {
                return dispatches.stream().filter(ofUri).collect(java.util.stream.Collectors.toList());
            }
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        }
    }
}

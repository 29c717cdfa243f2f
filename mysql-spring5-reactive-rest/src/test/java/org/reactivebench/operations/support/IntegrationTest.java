package org.reactivebench.operations.support;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The whole application on its real server (a random port) against the shared test MariaDB, and a
 * stand-in downstream service ({@link StubDownstream}), with the blocking beans recorded by {@link CallRecorder}.
 * All subclasses share one application context.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = "server.address=127.0.0.1")
@Import(CallRecorder.class)
public abstract class IntegrationTest {

    /** The downstream service of POST /api/passthrough, for the whole test JVM. */
    private static final StubDownstream DOWNSTREAM = StubDownstream.start();

    @LocalServerPort
    protected int port;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", TestDatabase::jdbcUrl);
        registry.add("spring.datasource.username", () -> TestDatabase.USER);
        registry.add("spring.datasource.password", () -> TestDatabase.PASSWORD);
    }

    @DynamicPropertySource
    static void downstream(DynamicPropertyRegistry registry) {
        registry.add("bench.downstream.url", DOWNSTREAM::url);
    }

    protected ApiClient api() {
        return new ApiClient(port);
    }
}

package org.reactivebench.operations.support;

import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.web.server.LocalServerPort;
import org.springframework.context.annotation.Import;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The whole application on its real server (a random port) against the shared test MongoDB-wire server
 * (mongo-java-server), with the blocking beans recorded by {@link CallRecorder} and the reactive Operation
 * repository by {@link OperationRepositoryRecorder}. All subclasses share one application context.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
    properties = "server.address=127.0.0.1")
@Import({CallRecorder.class, OperationRepositoryRecorder.class})
public abstract class IntegrationTest {

    @LocalServerPort
    protected int port;

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        MongoTestDatabase.register(registry);
    }

    protected ApiClient api() {
        return new ApiClient(port);
    }
}

package org.reactivebench.operations.support;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * A real MongoDB-wire server (mongo-java-server, in-memory backend) on a free loopback port, started
 * once per test JVM, empty, and stopped by a shutdown hook. The application reaches it over a socket
 * with its own blocking driver, as it reaches the harness's server.
 */
public final class MongoTestDatabase {

    private static final String DATABASE = "bench";

    private static String uri;

    private MongoTestDatabase() {
    }

    /** Points spring.data.mongodb.uri at the server, starting it on first use. */
    public static void register(DynamicPropertyRegistry registry) {
        registry.add("spring.data.mongodb.uri", MongoTestDatabase::uri);
    }

    public static synchronized String uri() {
        if (uri == null) {
            uri = start();
        }
        return uri;
    }

    private static String start() {
        MongoServer server = new MongoServer(new MemoryBackend());
        try {
            server.bind("127.0.0.1", 0); // 0: the system picks a free port
            InetSocketAddress address = server.getLocalAddress();
            Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow, "mongo-java-server-shutdown"));
            return "mongodb://127.0.0.1:" + address.getPort() + "/" + DATABASE;
        } catch (RuntimeException e) {
            server.shutdownNow();
            throw new IllegalStateException("could not start the test mongo-java-server", e);
        }
    }
}

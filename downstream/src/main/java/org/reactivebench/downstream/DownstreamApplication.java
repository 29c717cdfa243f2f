package org.reactivebench.downstream;

import java.time.Duration;

import reactor.netty.DisposableServer;

/**
 * {@code java -jar downstream.jar --port N}: serves {@link DownstreamServer} on 127.0.0.1:N until SIGTERM.
 * Port 0 takes a free port; the line printed once bound names the real one.
 */
public final class DownstreamApplication {

    private static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(5);

    private DownstreamApplication() {
    }

    public static void main(String[] args) {
        int port;
        try {
            port = Arguments.port(args);
        } catch (IllegalArgumentException e) {
            System.err.println("downstream: " + e.getMessage());
            System.err.println("usage: java -jar downstream.jar --port N");
            System.exit(2);
            return;
        }
        DisposableServer server;
        try {
            server = DownstreamServer.start(port);
        } catch (RuntimeException e) {
            System.err.println("downstream: cannot listen on " + DownstreamServer.HOST + ":" + port + ": " + e.getMessage());
            System.exit(1);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> DownstreamServer.stop(server, SHUTDOWN_GRACE),
                "downstream-shutdown"));
        System.out.println("downstream listening on " + DownstreamServer.HOST + ":" + server.port());
        System.out.flush();
        server.onDispose().block();
    }
}

package org.reactivebench.dbproxy;

import java.time.Duration;

/**
 * {@code java -jar db-proxy.jar --target HOST:PORT --latency-ms L [--port N] [--control-port C]}: runs a
 * {@link DbProxy} until SIGTERM. Prints one line once both listeners are bound (with the real ports); bad
 * arguments exit 2, a listener that cannot bind exits 1.
 */
public final class DbProxyApplication {

    private static final Duration SHUTDOWN_GRACE = Duration.ofSeconds(5);

    private DbProxyApplication() {
    }

    public static void main(String[] args) {
        Arguments arguments;
        try {
            arguments = Arguments.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println("db-proxy: " + e.getMessage());
            System.err.println(Arguments.USAGE);
            System.exit(2);
            return;
        }
        DbProxy proxy;
        try {
            proxy = DbProxy.start(arguments);
        } catch (RuntimeException e) {
            System.err.println("db-proxy: " + e.getMessage());
            System.exit(1);
            return;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> proxy.stop(SHUTDOWN_GRACE), "db-proxy-shutdown"));
        System.out.println("db-proxy listening on " + DbProxy.HOST + ":" + proxy.port()
                + " control " + DbProxy.HOST + ":" + proxy.controlPort()
                + " target " + arguments.targetHost() + ":" + arguments.targetPort()
                + " latency " + arguments.latencyMs().stripTrailingZeros().toPlainString() + " ms");
        System.out.flush();
        proxy.awaitStop();
    }
}

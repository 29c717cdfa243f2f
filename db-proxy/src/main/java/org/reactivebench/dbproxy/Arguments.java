package org.reactivebench.dbproxy;

import java.math.BigDecimal;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

import org.reactivebench.dbproxy.conditions.Latency;

/**
 * The command line: {@code --target HOST:PORT} and {@code --latency-ms L} (required), {@code --port N} and
 * {@code --control-port C} (0, a free port, when absent); each as {@code --name value} or {@code --name=value}, once.
 */
record Arguments(String targetHost, int targetPort, BigDecimal latencyMs, int port, int controlPort) {

    static final String USAGE =
            "usage: java -jar db-proxy.jar --target HOST:PORT --latency-ms L [--port N] [--control-port C]";

    private static final Set<String> NAMES = Set.of("--target", "--latency-ms", "--port", "--control-port");

    static Arguments parse(String[] args) {
        Map<String, String> options = new HashMap<>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            int equals = arg.indexOf('=');
            String name = equals < 0 ? arg : arg.substring(0, equals);
            if (!NAMES.contains(name)) {
                throw new IllegalArgumentException("unknown argument: " + arg);
            }
            if (equals < 0 && i + 1 == args.length) {
                throw new IllegalArgumentException(name + " needs a value");
            }
            String value = equals < 0 ? args[++i] : arg.substring(equals + 1);
            if (options.put(name, value) != null) {
                throw new IllegalArgumentException(name + " is given twice");
            }
        }
        String target = required(options, "--target");
        int colon = target.lastIndexOf(':');
        String host = colon < 0 ? "" : target.substring(0, colon).replaceAll("^\\[(.*)]$", "$1");
        if (host.isEmpty()) {
            throw new IllegalArgumentException("--target must be HOST:PORT, not '" + target + "'");
        }
        return new Arguments(host, port("--target port", target.substring(colon + 1), 1),
                Latency.parseMillis("--latency-ms", required(options, "--latency-ms")),
                port("--port", options.getOrDefault("--port", "0"), 0),
                port("--control-port", options.getOrDefault("--control-port", "0"), 0));
    }

    private static String required(Map<String, String> options, String name) {
        String value = options.get(name);
        if (value == null) {
            throw new IllegalArgumentException(name + " is required");
        }
        return value;
    }

    private static int port(String name, String value, int min) {
        int port;
        try {
            port = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(name + " is not a number: '" + value + "'");
        }
        if (port < min || port > 65535) {
            throw new IllegalArgumentException(name + " out of range " + min + "..65535: " + value);
        }
        return port;
    }
}

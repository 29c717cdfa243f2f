package org.reactivebench.downstream;

/** The command line: {@code --port N} or {@code --port=N}, nothing else. */
final class Arguments {

    static final int DEFAULT_PORT = 8090;

    private Arguments() {
    }

    static int port(String[] args) {
        int port = DEFAULT_PORT;
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (arg.equals("--port")) {
                if (i + 1 == args.length) {
                    throw new IllegalArgumentException("--port needs a value");
                }
                port = parsePort(args[++i]);
            } else if (arg.startsWith("--port=")) {
                port = parsePort(arg.substring("--port=".length()));
            } else {
                throw new IllegalArgumentException("unknown argument: " + arg);
            }
        }
        return port;
    }

    private static int parsePort(String value) {
        int port;
        try {
            port = Integer.parseInt(value);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("--port is not a number: " + value);
        }
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("--port out of range 0..65535: " + value);
        }
        return port;
    }
}

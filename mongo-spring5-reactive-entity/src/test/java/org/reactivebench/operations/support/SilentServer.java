package org.reactivebench.operations.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * A downstream service that never answers, on a free loopback port: it accepts every connection, reads nothing and
 * writes nothing. Counts the connections, so that a test can wait until a client holds one.
 */
public final class SilentServer implements AutoCloseable {

    private final ServerSocket socket;
    private final List<Socket> accepted = new CopyOnWriteArrayList<>();
    private final Semaphore connections = new Semaphore(0);

    private SilentServer(ServerSocket socket) {
        this.socket = socket;
    }

    public static SilentServer start() {
        try {
            SilentServer server = new SilentServer(new ServerSocket(0, 50, InetAddress.getLoopbackAddress()));
            Thread acceptor = new Thread(server::accept, "silent-server");
            acceptor.setDaemon(true);
            acceptor.start();
            return server;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A base URL where nothing listens: connections to it are refused. */
    public static String refusingUrl() {
        try (ServerSocket free = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return "http://127.0.0.1:" + free.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public String url() {
        return "http://127.0.0.1:" + socket.getLocalPort();
    }

    /** Waits (10 s at most) until this many connections more have been accepted. */
    public void awaitConnections(int count) throws InterruptedException {
        if (!connections.tryAcquire(count, 10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("no " + count + " connections within 10 s");
        }
    }

    private void accept() {
        try {
            while (true) {
                accepted.add(socket.accept());
                connections.release();
            }
        } catch (IOException e) {
            // closed
        }
    }

    @Override
    public void close() throws IOException {
        socket.close();
        for (Socket connection : accepted) {
            connection.close();
        }
    }
}

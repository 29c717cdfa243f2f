package org.reactivebench.dbproxy.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;

/** A plain blocking TCP server on 127.0.0.1 (a thread per connection), standing in for the database. */
public final class TcpServer implements AutoCloseable {

    /** What the server does with one accepted connection. */
    public interface Behaviour {
        void serve(Socket socket, TcpServer server) throws IOException;
    }

    private final ServerSocket listening;
    private final Behaviour behaviour;
    private final List<Socket> sockets = new CopyOnWriteArrayList<>();
    private final AtomicInteger accepted = new AtomicInteger();
    private final Semaphore endsOfStream = new Semaphore(0);

    private TcpServer(Behaviour behaviour) throws IOException {
        this.listening = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        this.behaviour = behaviour;
        Thread acceptor = new Thread(this::acceptAll, "tcp-server-accept");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** Writes back every byte it reads, as soon as it reads it. */
    public static TcpServer echo() throws IOException {
        return new TcpServer((socket, server) -> {
            InputStream in = socket.getInputStream();
            OutputStream out = socket.getOutputStream();
            byte[] buffer = new byte[64 * 1024];
            for (int n; (n = in.read(buffer)) != -1; ) {
                out.write(buffer, 0, n);
            }
            server.endsOfStream.release();
        });
    }

    /** Answers each request of {@code length} bytes, once it has all of it, with the same bytes. */
    public static TcpServer echoEvery(int length) throws IOException {
        return new TcpServer((socket, server) -> {
            InputStream in = socket.getInputStream();
            for (byte[] request; (request = in.readNBytes(length)).length == length; ) {
                socket.getOutputStream().write(request);
            }
        });
    }

    /** Sends {@code words} on connection, then closes it. */
    public static TcpServer sayAndClose(String words) throws IOException {
        return new TcpServer((socket, server) -> {
            socket.getOutputStream().write(words.getBytes(StandardCharsets.UTF_8));
            socket.close();
        });
    }

    /** Accepts and never reads. */
    public static TcpServer neverReads() throws IOException {
        return new TcpServer((socket, server) -> {
        });
    }

    public int port() {
        return listening.getLocalPort();
    }

    /** Connections accepted so far. */
    public int accepted() {
        return accepted.get();
    }

    /** Ends of stream read so far (clients that closed), to wait on. */
    public Semaphore endsOfStream() {
        return endsOfStream;
    }

    @Override
    public void close() throws IOException {
        listening.close();
        for (Socket socket : sockets) {
            socket.close();
        }
    }

    private void acceptAll() {
        while (!listening.isClosed()) {
            Socket socket;
            try {
                socket = listening.accept();
                socket.setTcpNoDelay(true);
            } catch (IOException e) {
                return;
            }
            sockets.add(socket);
            accepted.incrementAndGet();
            Thread worker = new Thread(() -> serve(socket), "tcp-server-" + accepted.get());
            worker.setDaemon(true);
            worker.start();
        }
    }

    private void serve(Socket socket) {
        try {
            behaviour.serve(socket, this);
        } catch (IOException e) {
            if (!listening.isClosed()) {
                throw new UncheckedIOException(e);
            }
        }
    }
}

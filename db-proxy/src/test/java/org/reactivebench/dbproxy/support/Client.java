package org.reactivebench.dbproxy.support;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/** A blocking TCP client on one connection: sends bytes and reads exactly as many as it expects back. */
public final class Client implements AutoCloseable {

    private static final int READ_TIMEOUT_MS = 30_000;

    private final Socket socket;
    private final InputStream in;
    private final OutputStream out;

    public Client(int port) throws IOException {
        socket = new Socket(InetAddress.getLoopbackAddress(), port);
        socket.setTcpNoDelay(true);
        socket.setSoTimeout(READ_TIMEOUT_MS);
        in = socket.getInputStream();
        out = socket.getOutputStream();
    }

    public void send(byte[] bytes) throws IOException {
        out.write(bytes);
    }

    public void send(String text) throws IOException {
        send(text.getBytes(StandardCharsets.UTF_8));
    }

    /** Exactly {@code length} bytes, or a SocketTimeoutException after the read timeout, or an EOFException. */
    public byte[] receive(int length) throws IOException {
        byte[] bytes = in.readNBytes(length);
        if (bytes.length < length) {
            throw new java.io.EOFException("end of stream after " + bytes.length + " of " + length + " bytes");
        }
        return bytes;
    }

    public String receiveText(int length) throws IOException {
        return new String(receive(length), StandardCharsets.UTF_8);
    }

    /** Sends {@code request}, reads as many bytes back (an echo), and says how long that took. */
    public Duration exchange(byte[] request) throws IOException {
        long start = System.nanoTime();
        send(request);
        byte[] answer = receive(request.length);
        long nanos = System.nanoTime() - start;
        if (!java.util.Arrays.equals(request, answer)) {
            throw new AssertionError("the echo differs from the request");
        }
        return Duration.ofNanos(nanos);
    }

    /** The next byte, or -1 at the end of the stream. */
    public int read() throws IOException {
        return in.read();
    }

    public void readTimeout(Duration timeout) throws IOException {
        socket.setSoTimeout((int) timeout.toMillis());
    }

    public OutputStream output() {
        return out;
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}

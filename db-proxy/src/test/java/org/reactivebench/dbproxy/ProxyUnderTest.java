package org.reactivebench.dbproxy;

import java.io.IOException;
import java.time.Duration;

import org.reactivebench.dbproxy.support.Client;
import org.reactivebench.dbproxy.support.ControlCalls;

/** A {@link DbProxy} in this JVM on free ports, towards a local target, with its control API at hand. */
final class ProxyUnderTest implements AutoCloseable {

    final DbProxy proxy;
    final ControlCalls control;

    private ProxyUnderTest(DbProxy proxy) {
        this.proxy = proxy;
        this.control = new ControlCalls(proxy.controlPort());
    }

    static ProxyUnderTest start(int targetPort, String latencyMs) {
        return new ProxyUnderTest(DbProxy.start(Arguments.parse(new String[] {
                "--target", "127.0.0.1:" + targetPort, "--latency-ms", latencyMs})));
    }

    Client connect() throws IOException {
        return new Client(proxy.port());
    }

    @Override
    public void close() {
        proxy.stop(Duration.ofSeconds(5));
    }
}

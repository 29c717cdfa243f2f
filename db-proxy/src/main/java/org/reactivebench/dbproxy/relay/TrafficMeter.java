package org.reactivebench.dbproxy.relay;

import org.reactivebench.dbproxy.stats.ProxyStats;

/**
 * One connection's traffic as the stats count it, on read: bytes each way, and a new round trip whenever the
 * client sends after the server did (or first). Confined to the connection's event loop.
 */
final class TrafficMeter {

    private final ProxyStats stats;
    private boolean clientSentLast;

    TrafficMeter(ProxyStats stats) {
        this.stats = stats;
    }

    void fromClient(int bytes) {
        if (!clientSentLast) {
            clientSentLast = true;
            stats.roundTripStarted();
        }
        stats.readUp(bytes);
    }

    void fromServer(int bytes) {
        clientSentLast = false;
        stats.readDown(bytes);
    }
}

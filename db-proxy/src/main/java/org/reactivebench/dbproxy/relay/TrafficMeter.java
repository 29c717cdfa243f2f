package org.reactivebench.dbproxy.relay;

import org.reactivebench.dbproxy.stats.ProxyStats;

/**
 * One connection's traffic as the stats count it: bytes each way on read; a new round trip whenever the client
 * sends after the server did (or first); and the connection waiting on the database from that request until the
 * first bytes of the answer were written to the client (a server that speaks first, as MySQL's greeting does, starts
 * no wait). Confined to the connection's event loop.
 */
final class TrafficMeter {

    private final ProxyStats stats;
    private final ProxyStats.Carrier carrier;
    private boolean clientSentLast;
    private boolean waiting;
    private boolean answerRead;
    private long waitingSinceNanos;

    TrafficMeter(ProxyStats stats) {
        this.stats = stats;
        this.carrier = stats.carrier();
    }

    void fromClient(int bytes) {
        if (!clientSentLast) {
            clientSentLast = true;
            stats.roundTripStarted();
            carrier.roundTrip();
        }
        if (!waiting) {
            waiting = true;
            answerRead = false;
            waitingSinceNanos = System.nanoTime();
            stats.waitStarted();
        }
        stats.readUp(bytes);
    }

    void fromServer(int bytes) {
        clientSentLast = false;
        answerRead = waiting;
        stats.readDown(bytes);
    }

    /** A chunk from the server was written to the client: the answer, if one was read while the client waited. */
    void deliveredToClient() {
        if (answerRead) {
            endWait();
        }
    }

    /** The connection closed: a round trip still under way ends without an answer. */
    void closed() {
        carrier.closed();
        if (waiting) {
            endWait();
        }
    }

    private void endWait() {
        waiting = false;
        answerRead = false;
        stats.waitEnded(System.nanoTime() - waitingSinceNanos);
    }
}

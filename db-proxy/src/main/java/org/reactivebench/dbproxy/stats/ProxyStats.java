package org.reactivebench.dbproxy.stats;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.concurrent.atomic.LongAdder;

/**
 * The relay's counters: connections opened (open now, and the most open at once), round trips (under way now, the most
 * under way at once, and the time they were under way, summed), bytes read from the clients (up) and from the target
 * (down), and the time chunks spent held each way. A round trip is under way from its request's first bytes reaching
 * the proxy until its answer's first bytes reached the client: the time the client's connection waited on the
 * database, added latency included. It also counts each connection's round trips, to tell the connections that
 * carried the load from those that sat idle or only kept watch ({@link #connectionsCarrying()}). Thread-safe;
 * {@link #reset()} zeroes the counters, not the number of open connections or round trips under way (the peaks start
 * again from them).
 */
public final class ProxyStats {

    /**
     * A connection carried the load if it made at least this share of the round trips of the connection that made
     * the most: a pool's connections share the requests, while a driver's monitoring connection (a heartbeat every
     * 10 s) or a second, idle pool make a few or none.
     */
    public static final double CARRYING_SHARE = 0.01;

    /** One connection's round trips since the last reset. */
    public static final class Carrier {
        private final AtomicLong roundTrips = new AtomicLong();
        private volatile boolean closed;

        public void roundTrip() {
            roundTrips.incrementAndGet();
        }

        public void closed() {
            closed = true;
        }
    }

    /** The open connections' carriers, and those of the connections closed since the last reset. */
    private final Set<Carrier> carriers = ConcurrentHashMap.newKeySet();

    private final LongAdder connectionsOpened = new LongAdder();
    private final LongAdder connectionsOpen = new LongAdder();
    private final LongAccumulator connectionsPeak = new LongAccumulator(Math::max, 0);
    private final LongAdder roundTrips = new LongAdder();
    private final LongAdder inFlight = new LongAdder();
    private final LongAccumulator inFlightPeak = new LongAccumulator(Math::max, 0);
    private final LongAdder inFlightNanos = new LongAdder();
    private volatile long resetAtNanos = System.nanoTime();
    private final LongAdder bytesUp = new LongAdder();
    private final LongAdder bytesDown = new LongAdder();
    private final LongAdder heldUpNanos = new LongAdder();
    private final LongAdder chunksUp = new LongAdder();
    private final LongAdder heldDownNanos = new LongAdder();
    private final LongAdder chunksDown = new LongAdder();

    public void connectionOpened() {
        connectionsOpened.increment();
        connectionsOpen.increment();
        connectionsPeak.accumulate(connectionsOpen.sum());
    }

    public void connectionClosed() {
        connectionsOpen.decrement();
    }

    public void roundTripStarted() {
        roundTrips.increment();
    }

    /** A new connection's own count of round trips. */
    public Carrier carrier() {
        Carrier carrier = new Carrier();
        carriers.add(carrier);
        return carrier;
    }

    /**
     * The connections that carried the load since the last reset: those that made at least {@value #CARRYING_SHARE}
     * of the round trips of the busiest one (0 without round trips), at most as many as were open at once. The pool
     * a variant really used, without its idle or watching connections; a connection closed and replaced since the
     * reset (a pool reconnecting after a fault) counts among them, hence the cap.
     */
    public long connectionsCarrying() {
        long most = carriers.stream().mapToLong(c -> c.roundTrips.get()).max().orElse(0);
        long carrying = most == 0 ? 0
            : carriers.stream().filter(c -> c.roundTrips.get() >= CARRYING_SHARE * most).count();
        return Math.min(carrying, connectionsPeak());
    }

    /** A round trip's request reached the proxy: the connection now waits on the database. */
    public void waitStarted() {
        inFlight.increment();
        inFlightPeak.accumulate(inFlight.sum());
    }

    /** The round trip that started {@code nanos} ago was answered, or its connection closed before it was. */
    public void waitEnded(long nanos) {
        inFlight.decrement();
        inFlightNanos.add(nanos);
    }

    public void readUp(int bytes) {
        bytesUp.add(bytes);
    }

    public void readDown(int bytes) {
        bytesDown.add(bytes);
    }

    /** A chunk from a client was written to the target after {@code nanos} in the proxy. */
    public void heldUp(long nanos) {
        heldUpNanos.add(nanos);
        chunksUp.increment();
    }

    /** A chunk from the target was written to its client after {@code nanos} in the proxy. */
    public void heldDown(long nanos) {
        heldDownNanos.add(nanos);
        chunksDown.increment();
    }

    /** The mean time a chunk from a client spent in the proxy, in ms: what it added one way. */
    public double meanDelayUpMs() {
        return meanMs(heldUpNanos, chunksUp);
    }

    /** The mean time a chunk from the target spent in the proxy, in ms. */
    public double meanDelayDownMs() {
        return meanMs(heldDownNanos, chunksDown);
    }

    private static double meanMs(LongAdder nanos, LongAdder chunks) {
        long count = chunks.sum();
        return count == 0 ? 0 : nanos.sum() / 1e6 / count;
    }

    /** The most connections open at once since the last reset (or since the start). */
    public long connectionsPeak() {
        return Math.max(connectionsPeak.get(), connectionsOpen.sum());
    }

    public void reset() {
        resetAtNanos = System.nanoTime();
        carriers.removeIf(c -> c.closed);
        carriers.forEach(c -> c.roundTrips.set(0));
        connectionsPeak.reset();
        connectionsPeak.accumulate(connectionsOpen.sum());
        inFlightPeak.reset();
        inFlightPeak.accumulate(inFlight.sum());
        inFlightNanos.reset();
        heldUpNanos.reset();
        chunksUp.reset();
        heldDownNanos.reset();
        chunksDown.reset();
        connectionsOpened.reset();
        roundTrips.reset();
        bytesUp.reset();
        bytesDown.reset();
    }

    public long connectionsOpened() {
        return connectionsOpened.sum();
    }

    public long connectionsOpen() {
        return connectionsOpen.sum();
    }

    public long roundTrips() {
        return roundTrips.sum();
    }

    public long roundTripsInFlight() {
        return inFlight.sum();
    }

    /** The most round trips under way at once since the last reset: the connections that waited on the database. */
    public long roundTripsInFlightPeak() {
        return Math.max(inFlightPeak.get(), inFlight.sum());
    }

    /** The time round trips that ended since the last reset were under way, summed, in ms. */
    public double roundTripsInFlightMs() {
        return inFlightNanos.sum() / 1e6;
    }

    /** The time since the last reset (or the start), in ms: what the sums are over. */
    public double sinceResetMs() {
        return (System.nanoTime() - resetAtNanos) / 1e6;
    }

    public long bytesUp() {
        return bytesUp.sum();
    }

    public long bytesDown() {
        return bytesDown.sum();
    }
}

package org.reactivebench.dbproxy.relay;

/**
 * How late the event loops' timers fire, measured on every timer of the proxy (a moving average): a timer asked for
 * time t runs at about t plus this, so a held chunk's timer is set this much before its deadline, and the chunk is
 * written on time rather than a wake-up late (about 0.3 ms a direction on a 2-vCPU VM, which would otherwise add
 * 0.6 ms to every round trip). Shared by all connections: it is a property of the process, not of one of them.
 */
final class TimerLateness {

    /** Past this, a late timer says more about a busy machine than about timers: it is not learnt. */
    static final long MAX_NANOS = 1_000_000;
    /** Weight of the newest measurement in the average: 1/8. */
    private static final int SMOOTHING_SHIFT = 3;

    private volatile long estimateNanos;

    /** The current estimate, in ns: how much earlier than a deadline to ask for a timer. */
    long estimateNanos() {
        return estimateNanos;
    }

    /** A timer asked for {@code askedNanos} ran at {@code ranNanos} ({@code System.nanoTime()} values). */
    void observed(long askedNanos, long ranNanos) {
        long late = Math.min(MAX_NANOS, Math.max(0, ranNanos - askedNanos));
        long estimate = estimateNanos;
        estimateNanos = estimate + ((late - estimate) >> SMOOTHING_SHIFT);
    }
}

package org.reactivebench.dbproxy.conditions;

import java.math.BigDecimal;

/**
 * The added round-trip latency in milliseconds, settable at any time from any thread. Each direction of a
 * connection gets half of it: a chunk is forwarded {@link #oneWayNanos()} after it was read.
 */
public final class Latency {

    public static final BigDecimal MAX_MS = BigDecimal.valueOf(60_000);

    private static final BigDecimal HALF_MS_IN_NANOS = BigDecimal.valueOf(500_000);

    private volatile Value value;

    public Latency(BigDecimal millis) {
        set(millis);
    }

    /** Reads a latency in ms: a non-negative decimal up to {@link #MAX_MS}. */
    public static BigDecimal parseMillis(String name, String text) {
        return NonNegativeDecimal.parse(name, text, MAX_MS);
    }

    /** From now on: chunks read from now are held for half of {@code millis}; chunks already held keep their time. */
    public void set(BigDecimal millis) {
        if (millis.signum() < 0 || millis.compareTo(MAX_MS) > 0) {
            throw new IllegalArgumentException("latency out of range 0.." + MAX_MS + " ms: " + millis);
        }
        value = new Value(millis, millis.multiply(HALF_MS_IN_NANOS).longValue());
    }

    public BigDecimal millis() {
        return value.millis();
    }

    public long oneWayNanos() {
        return value.oneWayNanos();
    }

    private record Value(BigDecimal millis, long oneWayNanos) {
    }
}

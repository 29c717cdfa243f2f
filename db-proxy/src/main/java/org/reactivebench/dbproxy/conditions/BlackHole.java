package org.reactivebench.dbproxy.conditions;

import java.math.BigDecimal;

/**
 * A network partition in time: while it is open the relay forwards nothing either way and opens no upstream
 * connection; what it reads meanwhile is held and delivered once it ends. Thread-safe.
 */
public final class BlackHole {

    public static final BigDecimal MAX_SECONDS = BigDecimal.valueOf(3_600);

    private static final BigDecimal NANOS_PER_SECOND = BigDecimal.valueOf(1_000_000_000);

    private final Runnable onChange;
    private volatile Window window = new Window(System.nanoTime(), 0);

    /** {@code onChange} runs after every {@link #openFor}, so that whoever waits on the old end looks again. */
    public BlackHole(Runnable onChange) {
        this.onChange = onChange;
    }

    /** Reads a duration in seconds: a non-negative decimal up to {@link #MAX_SECONDS}. */
    public static BigDecimal parseSeconds(String name, String text) {
        return NonNegativeDecimal.parse(name, text, MAX_SECONDS);
    }

    /** Opens one lasting {@code seconds} from now, replacing any open one (0 ends it); returns its end, epoch ms. */
    public long openFor(BigDecimal seconds) {
        long nanos = seconds.multiply(NANOS_PER_SECOND).longValue();
        Window opened = new Window(System.nanoTime() + nanos,
                nanos == 0 ? 0 : System.currentTimeMillis() + (nanos + 999_999) / 1_000_000);
        window = opened;
        onChange.run();
        return opened.untilEpochMs();
    }

    /** How long it still lasts; 0 when none is open. */
    public long remainingNanos() {
        return window.remainingNanos();
    }

    /** When the open one ends, epoch ms; 0 when none is open. */
    public long untilEpochMs() {
        Window current = window;
        return current.remainingNanos() > 0 ? current.untilEpochMs() : 0;
    }

    private record Window(long untilNanos, long untilEpochMs) {

        long remainingNanos() {
            return Math.max(0, untilNanos - System.nanoTime());
        }
    }
}

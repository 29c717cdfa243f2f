package org.reactivebench.dbproxy.relay;

import static java.util.concurrent.TimeUnit.NANOSECONDS;

import java.util.ArrayDeque;
import java.util.function.IntConsumer;
import java.util.function.LongConsumer;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.util.concurrent.ScheduledFuture;
import org.reactivebench.dbproxy.conditions.Conditions;

/**
 * One direction of a connection. Each chunk read from the source is held, in a queue, until its deadline (read
 * time plus half the latency) and while a black hole is open, then written to the destination; none passes the one
 * before it, even when the latency drops. The source stops reading while the destination is not writable or too
 * much is held. Confined to the event loop both channels of a connection share.
 */
final class Pipe {

    /** More held than this (a bandwidth-delay product no database exchange of the benchmark reaches) pauses reading. */
    static final long MAX_HELD_BYTES = 4 << 20;

    private final Channel source;
    private final Channel destination;
    private final Conditions conditions;
    private final IntConsumer meter;
    private final LongConsumer delayed;
    private final TimerLateness lateness;
    private final ArrayDeque<Held> held = new ArrayDeque<>();
    private long heldBytes;
    private ScheduledFuture<?> timer;
    private long timerAtNanos;
    private boolean sourceClosed;
    private boolean destinationClosing;

    /**
     * @param meter told the size of each chunk read
     * @param delayed told how long each chunk was held, in ns, when it is written
     */
    Pipe(Channel source, Channel destination, Conditions conditions, IntConsumer meter, LongConsumer delayed,
            TimerLateness lateness) {
        this.delayed = delayed;
        this.lateness = lateness;
        this.source = source;
        this.destination = destination;
        this.conditions = conditions;
        this.meter = meter;
    }

    void accept(ByteBuf chunk) {
        int bytes = chunk.readableBytes();
        meter.accept(bytes);
        if (destinationClosing) {
            chunk.release();
            return;
        }
        long delay = conditions.latency().oneWayNanos();
        long now = System.nanoTime();
        if (held.isEmpty() && delay == 0 && conditions.blackHole().remainingNanos() == 0) {
            delayed.accept(0);
            destination.writeAndFlush(chunk);
            updateSourceReading();
            return;
        }
        held.add(new Held(now, now + delay, chunk));
        heldBytes += bytes;
        release();
    }

    /** The source is closed: the destination closes once everything held is written. */
    void sourceClosed() {
        sourceClosed = true;
        release();
    }

    /** The destination is closed: what is held and what comes is dropped. */
    void destinationClosed() {
        destinationClosing = true;
        cancelTimer();
        held.forEach(h -> h.chunk().release());
        held.clear();
        heldBytes = 0;
    }

    /** The black hole changed: look again now rather than at the time the timer was set for. */
    void wake() {
        cancelTimer();
        release();
    }

    void updateSourceReading() {
        source.config().setAutoRead(destination.isWritable() && heldBytes < MAX_HELD_BYTES);
    }

    private void release() {
        release(0);
    }

    /**
     * Writes what is due, and sets the timer for the next.
     *
     * @param slackNanos how early a chunk may go: a timer asked for early, to be on time, runs with the part of its
     *     head start it may not have needed; any other call writes nothing before its deadline
     */
    private void release(long slackNanos) {
        if (destinationClosing) {
            return;
        }
        long now = System.nanoTime();
        long blackedOut = conditions.blackHole().remainingNanos();
        if (blackedOut > 0) {
            timerAt(now + blackedOut);
            updateSourceReading();
            return;
        }
        boolean wrote = false;
        while (!held.isEmpty() && held.peek().deadlineNanos() - now <= slackNanos) {
            Held next = held.poll();
            heldBytes -= next.chunk().readableBytes();
            delayed.accept(now - next.readNanos());
            destination.write(next.chunk());
            wrote = true;
        }
        if (wrote) {
            destination.flush();
        }
        if (!held.isEmpty()) {
            timerAt(held.peek().deadlineNanos());
        } else if (sourceClosed) {
            destinationClosing = true;
            destination.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
        }
        updateSourceReading();
    }

    private void timerAt(long atNanos) {
        if (timer != null) {
            if (timerAtNanos - atNanos <= 0) {
                return;
            }
            timer.cancel(false);
        }
        timerAtNanos = atNanos;
        // asked for early by the timers' usual lateness, but never by more than half the head chunk's own delay
        long headStart = held.isEmpty() ? 0
            : Math.min(lateness.estimateNanos(), (atNanos - held.peek().readNanos()) / 2);
        long asked = atNanos - Math.max(0, headStart);
        timer = source.eventLoop().schedule(() -> {
            lateness.observed(asked, System.nanoTime());
            timer = null;
            release(atNanos - asked);
        }, asked - System.nanoTime(), NANOSECONDS);
    }

    private void cancelTimer() {
        if (timer != null) {
            timer.cancel(false);
            timer = null;
        }
    }

    private record Held(long readNanos, long deadlineNanos, ByteBuf chunk) {
    }
}

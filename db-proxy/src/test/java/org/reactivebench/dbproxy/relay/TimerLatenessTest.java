package org.reactivebench.dbproxy.relay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimerLatenessTest {

    @Test
    void learnsHowLateTimersRun() {
        TimerLateness lateness = new TimerLateness();
        for (int i = 0; i < 100; i++) {
            lateness.observed(1_000_000L * i, 1_000_000L * i + 300_000);
        }
        assertTrue(Math.abs(lateness.estimateNanos() - 300_000) < 1_000, "estimate " + lateness.estimateNanos());
    }

    @Test
    void aStallOfTheMachineIsNotLearntAsTimerLateness() {
        TimerLateness lateness = new TimerLateness();
        for (int i = 0; i < 100; i++) {
            lateness.observed(0, 50_000_000);
        }
        assertTrue(lateness.estimateNanos() <= TimerLateness.MAX_NANOS, "estimate " + lateness.estimateNanos());
    }

    @Test
    void anEarlyTimerCountsAsOnTime() {
        TimerLateness lateness = new TimerLateness();
        lateness.observed(1_000_000, 900_000);
        assertEquals(0, lateness.estimateNanos());
    }
}

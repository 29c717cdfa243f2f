package org.reactivebench.dbproxy.control;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import org.reactivebench.dbproxy.conditions.Conditions;
import org.reactivebench.dbproxy.stats.ProxyStats;

/** The body of {@code GET /stats} (and of every POST): the conditions now and the counters since the last reset. */
@JsonPropertyOrder({"latencyMs", "meanDelayUpMs", "meanDelayDownMs", "connectionsOpened", "connectionsOpen",
        "connectionsPeak", "connectionsCarrying", "roundTrips", "roundTripsInFlight", "roundTripsInFlightPeak",
        "roundTripsInFlightMs", "sinceResetMs", "bytesUp", "bytesDown", "blackHoleUntilEpochMs"})
record StatsReport(double latencyMs, double meanDelayUpMs, double meanDelayDownMs, long connectionsOpened,
        long connectionsOpen, long connectionsPeak, long connectionsCarrying, long roundTrips,
        long roundTripsInFlight, long roundTripsInFlightPeak, double roundTripsInFlightMs, double sinceResetMs,
        long bytesUp, long bytesDown, long blackHoleUntilEpochMs) {

    static StatsReport of(Conditions conditions, ProxyStats stats) {
        return new StatsReport(conditions.latency().millis().doubleValue(), stats.meanDelayUpMs(),
                stats.meanDelayDownMs(), stats.connectionsOpened(),
                stats.connectionsOpen(), stats.connectionsPeak(), stats.connectionsCarrying(), stats.roundTrips(),
                stats.roundTripsInFlight(),
                stats.roundTripsInFlightPeak(), stats.roundTripsInFlightMs(), stats.sinceResetMs(), stats.bytesUp(),
                stats.bytesDown(),
                conditions.blackHole().untilEpochMs());
    }
}

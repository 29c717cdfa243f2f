package org.reactivebench.dbproxy.conditions;

/** The network conditions the relay imposes, both settable while it runs. */
public record Conditions(Latency latency, BlackHole blackHole) {
}

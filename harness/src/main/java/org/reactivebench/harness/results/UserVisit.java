package org.reactivebench.harness.results;

/**
 * One user's whole scenario, as the scenario's "User visit" group logs it: wall time from first request to end,
 * and the time spent in requests, pauses excluded.
 */
public record UserVisit(long start, long end, long timeInRequestsMs, boolean ok) {}

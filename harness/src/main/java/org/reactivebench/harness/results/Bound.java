package org.reactivebench.harness.results;

/**
 * A ceiling that predicts how much a label can carry, in the unit of its capacity (journeys/s or req/s): measured
 * in the same run (BCrypt checks per second, cores over CPU per journey) or derived from the label's configuration
 * by Little's law (threads or connections over the downstream delay).
 *
 * @param name what bounds: login, CPU, threads, connection pool, ...
 * @param perSecond the ceiling
 * @param basis how it was obtained, in words with its figures
 */
public record Bound(String name, double perSecond, String basis) {}

package org.reactivebench.harness.results;

/**
 * A timeout or a limit that decides what a KO is or where a queue forms, as it held for a run: the load generator's
 * request timeout, the server's request threads, connections and accept queue, the pools.
 *
 * @param name what it limits, in words ("request timeout of the load generator", "accept queue")
 * @param value its value, in words with its unit ("60 s", "200 threads, 41 started by the load", "no limit")
 * @param readBack whether the value was read from the running process or the kernel (a thread dump, its sockets,
 *     the listen backlog) rather than from its configuration and the framework's defaults
 * @param source where the value came from, in words
 */
public record Limit(String name, String value, boolean readBack, String source) {}

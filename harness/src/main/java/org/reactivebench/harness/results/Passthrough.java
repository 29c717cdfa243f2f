package org.reactivebench.harness.results;

import java.util.List;
import java.util.Map;

/**
 * What a passthrough load ran against: the downstream's delay, the variant's HTTP client and its pool and
 * timeouts (read from the variant's own configuration), the bounds they set by Little's law, and what stopping the
 * downstream mid-run did (null unless the run did so on purpose).
 *
 * @param clientSettings the {@code bench.downstream.*} settings of the variant, by name
 */
public record Passthrough(int delayMs, String client, Map<String, String> clientSettings, List<Bound> bounds,
    Outage downstreamOutage) {}

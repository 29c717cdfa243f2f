package org.reactivebench.harness.load;

import java.net.URI;
import java.util.Map;
import java.util.function.Supplier;
import org.reactivebench.harness.process.ChildProcess;

/**
 * What a load is sent to, and the processes whose CPU, threads and memory are sampled meanwhile, by role (variant,
 * database, downstream); the supplier is asked at each sample, as a restarted server is a new process.
 *
 * @param name the label (or service) in progress lines and Gatling's report
 */
public record LoadTarget(String name, URI baseUrl, Map<String, Supplier<ChildProcess>> watched) {}

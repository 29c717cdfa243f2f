package org.reactivebench.harness.load;

import java.net.URI;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.reactivebench.harness.process.ChildProcess;

/**
 * What a load is sent to, and the processes whose CPU, threads and memory are sampled meanwhile, by role (variant,
 * database, downstream); the supplier is asked at each sample, as a restarted server is a new process.
 *
 * @param name the label (or service) in progress lines and Gatling's report
 * @param cpuSets the CPU sets whose utilisation is sampled too, by role (a pinned partition's), possibly none
 */
public record LoadTarget(String name, URI baseUrl, Map<String, Supplier<ChildProcess>> watched,
    Map<String, List<Integer>> cpuSets) {}

package org.reactivebench.harness.load;

import java.net.URI;
import java.nio.file.Path;
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
 * @param gcLogs the GC logs of the watched JVMs that write one, by role, read once the load has ended; the load
 *     generator's is added by the execution
 * @param blockingThreads the start of the (Linux) names of the variant's threads its blocking calls run on, whose
 *     time is sampled too ({@code parallel-}); null where none are sampled
 */
public record LoadTarget(String name, URI baseUrl, Map<String, Supplier<ChildProcess>> watched,
    Map<String, List<Integer>> cpuSets, Map<String, Path> gcLogs, String blockingThreads) {

  /** A target whose blocking-call threads are not sampled. */
  public LoadTarget(String name, URI baseUrl, Map<String, Supplier<ChildProcess>> watched,
      Map<String, List<Integer>> cpuSets, Map<String, Path> gcLogs) {
    this(name, baseUrl, watched, cpuSets, gcLogs, null);
  }

  /** A target whose processes write no GC log the harness reads. */
  public LoadTarget(String name, URI baseUrl, Map<String, Supplier<ChildProcess>> watched,
      Map<String, List<Integer>> cpuSets) {
    this(name, baseUrl, watched, cpuSets, Map.of());
  }
}

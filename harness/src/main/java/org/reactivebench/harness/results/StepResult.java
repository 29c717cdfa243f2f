package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * One level of a stepped load, measured over its steady window: from the level's start plus the time its users need
 * to settle, to its end (ramps between levels excluded). Requests count if they started in the window; achieved
 * rates count the OK answers (and completed journeys) that ended in it.
 *
 * @param offered the level: users/s (open) or concurrent users (closed)
 * @param offeredRequestsPerSecond what the level asks for if the variant adds no time of its own, or null
 * @param windowStartSeconds the window, in seconds from the start of the injection
 * @param achievedUsersPerSecond journeys completed OK per second (Operation journey only, else null)
 * @param achievedRequestsPerSecond OK answers per second
 * @param cores CPU cores used in the window by each process: variant, database, load generator, downstream
 * @param variantThreads the variant's most live threads in the window (null if not sampled)
 * @param variantRssBytes the variant's largest resident memory in the window (null if not sampled)
 * @param broke why the step is broken; empty when it is held
 * @param cpuDetail how busy each CPU set of a pinned partition was in the window ({@link #VARIANT_CPUS},
 *     {@link #OTHER_CPUS}; 1 = every CPU of the set busy), and the cores the variant's JIT compiler threads used
 *     ({@link #VARIANT_JIT}, part of the variant's), and the CPUs the hypervisor gave to other guests
 *     ({@link #HOST_STEAL}), and the kernel's memory monitor ({@link #KERNEL_MEMORY_MONITOR}, since November 29,
 *     where it runs), and the threads the blocking calls run on ({@link #BLOCKING_THREADS}, since December 7);
 *     null in summaries written before them
 * @param longestGcPauseMs the longest GC pause in the window of each JVM whose GC log was read (variant, load
 *     generator, an embedded Mongo server), by role, 0 for none; null in summaries written before them
 * @param hostNsPerRead the median of the host's reads from memory timed on the variant's CPU in the window
 *     ({@link HostRead}), in ns a read; null where they were not timed, and in summaries written before December 1
 */
public record StepResult(int index, double offered, Double offeredRequestsPerSecond, double windowStartSeconds,
    double windowEndSeconds, Double achievedUsersPerSecond, double achievedRequestsPerSecond, RequestStats global,
    List<RequestStats> requests, Map<String, Integer> koCauses, Map<String, Double> cores, Integer variantThreads,
    Long variantRssBytes, List<String> broke, Map<String, Double> cpuDetail, Map<String, Double> longestGcPauseMs,
    Double hostNsPerRead) {

  public static final String VARIANT = "variant";
  public static final String DATABASE = "database";
  public static final String LOAD_GENERATOR = "load generator";
  public static final String DOWNSTREAM = "downstream";
  /** The latency proxy between the variant and its database ({@code --db-latency}). */
  public static final String DB_PROXY = "db-proxy";
  /** The database link as a fault's target: stalled or slowed through the latency proxy. */
  public static final String DB_LINK = "db-link";
  /** The CPUs the variant is pinned to. */
  public static final String VARIANT_CPUS = "variant CPUs";
  /** The CPUs everything else is pinned to: database, downstream, load generator, the harness. */
  public static final String OTHER_CPUS = "other CPUs";
  /** The variant's JIT compiler threads (part of the variant's CPU). */
  public static final String VARIANT_JIT = "variant JIT";
  /**
   * The time the hypervisor ran other guests on the machine's CPUs while this one had work for them (steal, in
   * /proc/stat), in CPUs: a disturbance from outside the benchmark.
   */
  public static final String HOST_STEAL = "host steal";
  /**
   * The kernel's DAMON memory monitor threads ({@code kdamond}), where the OS runs them, in CPUs: they run on any CPU,
   * the variant's included, and sample the page tables every process's memory is mapped through. Said, not judged.
   */
  public static final String KERNEL_MEMORY_MONITOR = "kernel memory monitor";

  /**
   * The threads of the Reactor scheduler the variant's blocking calls run on ({@code parallel-N},
   * {@code boundedElastic-N}), on a CPU, in threads (part of the variant's CPU), since December 7; where a label
   * wraps its blocking calls on a scheduler.
   */
  public static final String BLOCKING_THREADS = "blocking-call threads";
  /** Those threads runnable but waiting for a CPU (the kernel's run queue), in threads. */
  public static final String BLOCKING_THREADS_WAITING = "blocking-call threads waiting for a CPU";

  /** Whether a sampled role is a detail of the CPU (a CPU set, the JIT) rather than a process of its own. */
  public static boolean cpuDetail(String role) {
    return role.equals(VARIANT_CPUS) || role.equals(OTHER_CPUS) || role.equals(VARIANT_JIT)
        || role.equals(HOST_STEAL) || role.equals(KERNEL_MEMORY_MONITOR) || role.equals(BLOCKING_THREADS)
        || role.equals(BLOCKING_THREADS_WAITING);
  }

  /** A step of processes that shared the CPUs. */
  public StepResult(int index, double offered, Double offeredRequestsPerSecond, double windowStartSeconds,
      double windowEndSeconds, Double achievedUsersPerSecond, double achievedRequestsPerSecond, RequestStats global,
      List<RequestStats> requests, Map<String, Integer> koCauses, Map<String, Double> cores, Integer variantThreads,
      Long variantRssBytes, List<String> broke) {
    this(index, offered, offeredRequestsPerSecond, windowStartSeconds, windowEndSeconds, achievedUsersPerSecond,
        achievedRequestsPerSecond, global, requests, koCauses, cores, variantThreads, variantRssBytes, broke, Map.of(),
        Map.of());
  }

  /** A step whose JVMs' GC logs were not read. */
  public StepResult(int index, double offered, Double offeredRequestsPerSecond, double windowStartSeconds,
      double windowEndSeconds, Double achievedUsersPerSecond, double achievedRequestsPerSecond, RequestStats global,
      List<RequestStats> requests, Map<String, Integer> koCauses, Map<String, Double> cores, Integer variantThreads,
      Long variantRssBytes, List<String> broke, Map<String, Double> cpuDetail) {
    this(index, offered, offeredRequestsPerSecond, windowStartSeconds, windowEndSeconds, achievedUsersPerSecond,
        achievedRequestsPerSecond, global, requests, koCauses, cores, variantThreads, variantRssBytes, broke,
        cpuDetail, Map.of());
  }

  /** A step whose host was not timed during the load. */
  public StepResult(int index, double offered, Double offeredRequestsPerSecond, double windowStartSeconds,
      double windowEndSeconds, Double achievedUsersPerSecond, double achievedRequestsPerSecond, RequestStats global,
      List<RequestStats> requests, Map<String, Integer> koCauses, Map<String, Double> cores, Integer variantThreads,
      Long variantRssBytes, List<String> broke, Map<String, Double> cpuDetail, Map<String, Double> longestGcPauseMs) {
    this(index, offered, offeredRequestsPerSecond, windowStartSeconds, windowEndSeconds, achievedUsersPerSecond,
        achievedRequestsPerSecond, global, requests, koCauses, cores, variantThreads, variantRssBytes, broke,
        cpuDetail, longestGcPauseMs, null);
  }

  /** This step with the median of the host's reads in its window. */
  public StepResult withHostNsPerRead(Double nsPerRead) {
    return new StepResult(index, offered, offeredRequestsPerSecond, windowStartSeconds, windowEndSeconds,
        achievedUsersPerSecond, achievedRequestsPerSecond, global, requests, koCauses, cores, variantThreads,
        variantRssBytes, broke, cpuDetail, longestGcPauseMs, nsPerRead);
  }

  /** Whether the CPUs of everything but the variant were so busy that the load generator may have limited it. */
  public boolean loadGeneratorBound() {
    return cpuDetail != null && cpuDetail.getOrDefault(OTHER_CPUS, 0.0) > StepCriteria.OTHER_CPUS_BUSY;
  }

  /** The CPUs the host stole in the window, where that reached {@link StepCriteria#HOST_STEAL_NOTED}; else empty. */
  public Optional<Double> hostSteal() {
    Double stolen = cpuDetail == null ? null : cpuDetail.get(HOST_STEAL);
    return stolen != null && stolen >= StepCriteria.HOST_STEAL_NOTED ? Optional.of(stolen) : Optional.empty();
  }

  /**
   * The cores the variant's JIT compiler threads used in the window, where that reached
   * {@link StepCriteria#JIT_DISTURBS}; else empty.
   */
  public Optional<Double> jitCompiling() {
    Double compiling = cpuDetail == null ? null : cpuDetail.get(VARIANT_JIT);
    return compiling != null && compiling >= StepCriteria.JIT_DISTURBS ? Optional.of(compiling) : Optional.empty();
  }

  /**
   * What disturbed the step from outside the code it measures, in words ("the variant's JIT compiled 0.09 CPUs",
   * "the host stole 0.05 CPUs"); empty when nothing did.
   */
  public Optional<String> disturbance() {
    List<String> what = new ArrayList<>();
    jitCompiling().ifPresent(cores -> what.add(String.format(Locale.ROOT, "the variant's JIT compiled %.2f CPUs",
        cores)));
    hostSteal().ifPresent(stolen -> what.add(String.format(Locale.ROOT, "the host stole %.2f CPUs", stolen)));
    return what.isEmpty() ? Optional.empty() : Optional.of(String.join(" and ", what));
  }

  /**
   * Whether this broken step served more than it was offered (open model), working off the backlog of a broken step
   * before it, without a KO: the variant had CPU to spare at this level, so the step neither holds nor confirms a
   * break ({@link SearchEnd}).
   */
  public boolean drained() {
    return !held() && global.ko() == 0 && offeredRequestsPerSecond != null
        && achievedRequestsPerSecond > StepAnalysis.DRAINING * offeredRequestsPerSecond;
  }

  /**
   * The JVMs whose longest GC pause in the window reached {@link StepCriteria#GC_PAUSE_NOTED_MS}, with that pause in
   * ms, longest first; empty where none did or the logs were not read.
   */
  public Map<String, Double> longGcPauses() {
    Map<String, Double> longest = new LinkedHashMap<>();
    if (longestGcPauseMs != null) {
      longestGcPauseMs.entrySet().stream().filter(e -> e.getValue() >= StepCriteria.GC_PAUSE_NOTED_MS)
          .sorted(Map.Entry.<String, Double>comparingByValue().reversed())
          .forEach(e -> longest.put(e.getKey(), e.getValue()));
    }
    return longest;
  }

  public boolean held() {
    return broke.isEmpty();
  }

  /** CPU cores of all processes of the benchmark in the window. */
  public double totalCores() {
    return cores.values().stream().mapToDouble(Double::doubleValue).sum();
  }

  public double windowSeconds() {
    return windowEndSeconds - windowStartSeconds;
  }
}

package org.reactivebench.harness.session;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import org.reactivebench.contract.ContractScope;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.capacity.IoBounds;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.dblink.DbLatencyProxy;
import org.reactivebench.harness.dblink.ProxiedDatabase;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.launch.VariantFailedException;
import org.reactivebench.harness.limits.BootDefaults;
import org.reactivebench.harness.limits.Sockets;
import org.reactivebench.harness.limits.VariantLimits;
import org.reactivebench.harness.load.LoadTarget;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.process.ThreadPools;
import org.reactivebench.harness.results.Limit;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.harness.verify.ContractVerification;
import org.reactivebench.loadspec.Journey;

/**
 * One started label, on its own fresh schema, with the servers it runs against; closing it stops the variant (the
 * schema stays, for inspection). Or an app the harness did not start ({@code --target-url}): no process to sample
 * and no database to count in, so those figures are not known.
 *
 * @param database the database the variant was started on, null for an app the harness did not start
 * @param schema the database (schema) the variant was started on, in {@code database}; null with it
 */
public record VariantSession(RunningVariant running, Database database, String schema, Servers servers,
    String jwtSecret, Console console) implements AutoCloseable {

  /** The table (collection) of the Operation entity, the same name in every variant. */
  static final String OPERATIONS = "operation";

  /** Runs the API contract suite, or part of it, against the variant; a failure is a {@code VariantFailedException}. */
  public void verify(ContractScope scope) {
    ContractVerification.verify(running, jwtSecret, scope, console);
  }

  /** Whether the harness did not start this app ({@code --target-url}): it has no process here. */
  public boolean remote() {
    return running.process() == null;
  }

  /** The number of Operation rows (documents) in the session's schema; -1 (not known) for a remote app. */
  public long operations() throws Exception {
    return remote() ? -1 : database.count(schema, OPERATIONS);
  }

  /**
   * The variant as the target of a load, with the processes sampled beside it: its database server, and the
   * downstream service on the passthrough journey.
   */
  public LoadTarget target(String name, LoadParameters load) throws Exception {
    Map<String, Supplier<ChildProcess>> watched = new LinkedHashMap<>();
    if (remote()) {
      return new LoadTarget(name, running.baseUrl(), watched, Map.of());
    }
    watched.put(StepResult.VARIANT, running::process);
    database.server().ifPresent(server -> watched.put(StepResult.DATABASE, server::process));
    dbProxy().ifPresent(proxy -> watched.put(StepResult.DB_PROXY, proxy.server()::process));
    if (load.journey() == Journey.PASSTHROUGH) {
      watched.put(StepResult.DOWNSTREAM, servers.downstream().server()::process);
    }
    CpuPartition partition = ChildProcesses.get().partition();
    Map<String, List<Integer>> cpuSets = !partition.pinned() ? Map.of()
        : Map.of(StepResult.VARIANT_CPUS, partition.variantCpus(), StepResult.OTHER_CPUS, partition.otherCpus());
    Map<String, Path> gcLogs = new LinkedHashMap<>();
    if (running.gcLog() != null) {
      gcLogs.put(StepResult.VARIANT, running.gcLog());
    }
    database.gcLog().ifPresent(log -> gcLogs.put(StepResult.DATABASE, log));
    return new LoadTarget(name, running.baseUrl(), watched, cpuSets, gcLogs, blockingThreads());
  }

  /**
   * The start of the names of the Reactor scheduler's threads that the variant's blocking calls run on
   * ({@code parallel-}, {@code boundedElastic-}: a thread's Linux name starts as its Java name does), or null where
   * it wraps none on a scheduler.
   */
  private String blockingThreads() {
    return running.setup().scheduler() == null ? null
        : IoBounds.threads(running.setup(), Map.of(), 1).map(IoBounds.Threads::pool).orElse(null);
  }

  /** The latency proxy between the variant and its database, with {@code --db-latency}. */
  public Optional<DbLatencyProxy> dbProxy() {
    return remote() ? Optional.empty() : database instanceof ProxiedDatabase proxied ? proxied.proxy() : Optional.empty();
  }

  /**
   * The settings of the variant's configuration that bound its I/O (passthrough client, request threads), for a
   * passthrough load or a database a latency away; else none.
   */
  public Map<String, String> ioSettings(LoadParameters load) throws Exception {
    return load.journey() == Journey.PASSTHROUGH || dbProxy().isPresent() ? IoBounds.settings(running.setup())
        : Map.of();
  }

  /**
   * The variant's threads by pool now, from a thread dump kept in {@code dumpFile}; empty (and said on the
   * console) where the dump could not be taken.
   */
  public Map<String, Integer> threadPools(Path dumpFile) {
    if (remote()) {
      return Map.of();
    }
    return ThreadPools.read(running.process(), dumpFile).orElseGet(() -> {
      console.step(running.label(), "its threads could not be read (no jcmd beside its java, or the dump failed)");
      return Map.of();
    });
  }

  /**
   * The label's server limits, the threads it wraps blocking calls on and the connections it holds, right after the
   * load ({@link VariantLimits}); none for an app the harness did not start.
   *
   * @param threads its threads by pool, from the dump taken after the load
   * @param cores the processors its JVM sees
   */
  public List<Limit> limits(Map<String, Integer> threads, int cores) throws Exception {
    if (remote()) {
      return List.of();
    }
    int port = running.baseUrl().getPort();
    VariantLimits.Observed observed = new VariantLimits.Observed(IoBounds.applicationProperties(running.setup()),
        BootDefaults.read(running.variant().jar(), VariantLimits.PROPERTIES), threads, Sockets.listenBacklog(port),
        Sockets.outbound(running.process().pid(), port), servers.downstream().url().getPort());
    return VariantLimits.of(running.setup(), observed, cores);
  }

  /**
   * Waits until the variant has gone quiet for a second, or until {@code atMost} has passed: its CPU below
   * {@value #IDLE_CORES} of a core and, through a latency proxy, no database round trip (requests queued on a pool
   * wait without CPU).
   *
   * @return whether it went quiet in time
   */
  public boolean awaitIdle(java.time.Duration atMost) throws Exception {
    if (remote()) {
      return false;
    }
    long deadline = System.nanoTime() + atMost.toNanos();
    java.time.Duration cpuBefore = running.process().cpuTime().orElse(java.time.Duration.ZERO);
    long roundTripsBefore = roundTrips();
    while (System.nanoTime() < deadline && running.process().isAlive()) {
      Thread.sleep(1000);
      java.time.Duration cpu = running.process().cpuTime().orElse(java.time.Duration.ZERO);
      long roundTrips = roundTrips();
      if (cpu.minus(cpuBefore).toMillis() < IDLE_CORES * 1000 && roundTrips == roundTripsBefore) {
        return true;
      }
      cpuBefore = cpu;
      roundTripsBefore = roundTrips;
    }
    return false;
  }

  private long roundTrips() throws Exception {
    Optional<DbLatencyProxy> proxy = dbProxy();
    return proxy.isEmpty() ? 0 : proxy.get().stats().roundTrips();
  }

  /** The CPU, in cores, below which a variant counts as idle. */
  static final double IDLE_CORES = 0.05;

  /** Fails with the end of the variant's log if it is no longer running. */
  /** Whether the variant's process still runs (a remote app: whether it is assumed to). */
  public boolean alive() {
    return remote() || running.process().isAlive();
  }

  public void checkAlive() {
    if (!remote() && !running.process().isAlive()) {
      throw new VariantFailedException(running.label() + " died during the load", running.process().tail(40));
    }
  }

  public long peakRssBytes() {
    return remote() ? 0 : running.process().peakResidentBytes().orElse(0L);
  }

  @Override
  public void close() {
    if (!remote()) {
      running.close();
    }
  }
}

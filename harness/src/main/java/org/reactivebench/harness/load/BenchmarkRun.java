package org.reactivebench.harness.load;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.database.DatabaseServers;
import org.reactivebench.harness.launch.JvmFlags;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.launch.VariantFailedException;
import org.reactivebench.harness.launch.VariantLauncher;
import org.reactivebench.harness.results.DatabaseRestart;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.Integrity;
import org.reactivebench.harness.results.LoadStatistics;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.Summary.LoadParameters;
import org.reactivebench.harness.results.SummaryStore;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.verify.ContractVerification;

/**
 * One measured run of one variant: fresh schema, launch, verify, warm up, load, figures, integrity check, stop.
 * The variant is stopped whatever happens.
 */
public final class BenchmarkRun {

  /** A load generator using more than this share of a core may be what limits the result. */
  static final double SATURATED_CORES = 0.8;
  /** The table (collection) of the Operation entity, the same name in every variant. */
  static final String OPERATIONS = "operation";

  private final Workspace workspace;
  private final DatabaseServers databases;
  private final VariantLauncher launcher;
  private final GatlingRunner gatling;
  private final Console console;
  private final String profile;
  private final LoadParameters measured;
  private final LoadParameters warmUp;
  private Duration restartDatabaseAfter;
  private int schemas;

  public BenchmarkRun(Workspace workspace, DatabaseServers databases, Console console, String profile,
      LoadParameters measured, LoadParameters warmUp) {
    this.workspace = workspace;
    this.databases = databases;
    this.launcher = new VariantLauncher(workspace.jwtSecret());
    this.gatling = new GatlingRunner(workspace.root());
    this.console = console;
    this.profile = profile;
    this.measured = measured;
    this.warmUp = warmUp;
  }

  /** Fault injection: restart the database server this long into each measured load. */
  public BenchmarkRun restartingDatabaseAfter(Duration delay) {
    this.restartDatabaseAfter = delay;
    return this;
  }

  /** Starts the variant on a fresh schema and waits until it is ready; the caller closes it. */
  public RunningVariant launch(Variant variant, String scheduler) throws Exception {
    return launch(variant, scheduler, nextSchema());
  }

  private String nextSchema() {
    return "matrix_" + workspace.runId().replaceAll("[^0-9]", "") + "_" + (++schemas);
  }

  private RunningVariant launch(Variant variant, String scheduler, String schema) throws Exception {
    String label = RunningVariant.label(variant, scheduler);
    List<String> databaseArguments = databases.get(variant.database()).freshSchema(schema);
    console.step(label, "starting on a fresh schema");
    RunningVariant running = launcher.start(variant, scheduler, databaseArguments,
        workspace.runFolder().resolve(label.replaceAll("[\\[\\]]", "_") + ".log"));
    console.step(label, String.format(Locale.ROOT, "ready at %s after %.1f s", running.baseUrl(),
        running.startup().toMillis() / 1000.0));
    return running;
  }

  /**
   * @param repetition 1 for the first measured run of this variant in this command, 2 for the second, ...
   * @param repeated whether the command repeats runs (then each result folder is suffixed with -r1, -r2, ...)
   */
  public Summary run(Variant variant, String scheduler, int repetition, boolean repeated) throws Exception {
    Database database = databases.get(variant.database());
    String schema = nextSchema();
    try (RunningVariant running = launch(variant, scheduler, schema)) {
      String label = running.label();
      ContractVerification.verify(running, workspace.jwtSecret(), console);
      if (warmUp != null) {
        console.step(label, "warming up (" + warmUp.users() + " users, not measured)");
        gatling.run(running.baseUrl(), warmUp, workspace.runFolder().resolve("warm-up").resolve(label), label + " warm-up",
            message -> console.step(label, message));
      }
      Path resultFolder = workspace.output().resolve(variant.name()).resolve("gatling-results")
          .resolve(workspace.runId() + (scheduler == null ? "" : "-" + scheduler) + (repeated ? "-r" + repetition : ""));
      Path incomplete = SummaryStore.markIncomplete(resultFolder);
      Summary summary = measure(running, database, schema, repetition, resultFolder);
      SummaryStore.write(summary, resultFolder);
      Files.delete(incomplete);
      report(summary, repeated, resultFolder);
      return summary;
    }
  }

  private Summary measure(RunningVariant running, Database database, String schema, int repetition, Path resultFolder)
      throws Exception {
    String label = running.label();
    console.step(label, "measured load: " + measured.users() + " users over " + measured.rampSeconds()
        + " s, pause factor " + measured.pauseFactor());
    long operationsBefore = database.count(schema, OPERATIONS);
    long cpuBefore = running.process().cpuTime().orElseThrow().toMillis();
    Long databaseCpuBefore = databaseCpu(database);
    Instant startedAt = Instant.now();
    DatabaseRestarter restarter = restartDatabaseAfter == null ? null
        : new DatabaseRestarter(database, restartDatabaseAfter, console, label);
    GatlingRunner.Result result;
    DatabaseRestarter.Outcome restart = null;
    try {
      result = gatling.run(running.baseUrl(), measured, resultFolder.resolve("gatling"), label,
          message -> console.step(label, message));
      if (restarter != null) {
        restart = restarter.outcome();
      }
    } finally {
      if (restarter != null) {
        restarter.close();
      }
    }
    Instant endedAt = Instant.now();
    if (!running.process().isAlive()) {
      throw new VariantFailedException(label + " died during the load", running.process().tail(40));
    }
    long cpu = running.process().cpuTime().orElseThrow().toMillis() - cpuBefore;
    Long databaseCpuAfter = databaseCpu(database);
    long peakRss = running.process().peakResidentBytes().orElse(0L);
    long operationsAfter = database.count(schema, OPERATIONS);
    if (result.exitCode() != 0) {
      console.step(label, "Gatling exited with code " + result.exitCode() + " (see " + result.runFolder() + ")");
    }

    SimulationLog log = SimulationLog.read(result.simulationLog());
    LoadStatistics statistics = LoadStatistics.of(log);
    long loadGeneratorCpu = result.cpuMillisBetween(statistics.windowStart(), statistics.windowEnd());
    double loadGeneratorCores = loadGeneratorCpu / (double) Math.max(1, statistics.windowEnd() - statistics.windowStart());
    int requests = statistics.global().count();
    // A restarted server is a new process: its CPU time cannot be compared with the one before.
    Long databaseCpu = databaseCpuBefore == null || databaseCpuAfter == null || restart != null ? null
        : databaseCpuAfter - databaseCpuBefore;
    Summary.Cost cost = new Summary.Cost(cpu, requests == 0 ? 0 : (double) cpu / requests, peakRss, databaseCpu,
        loadGeneratorCpu, loadGeneratorCores, loadGeneratorCores > SATURATED_CORES);
    DatabaseRestart databaseRestart = restart == null ? null
        : DatabaseRestart.of(log, restart.startedAt(), restart.readyAt(), statistics.windowStart());
    return new Summary(label, running.variant().name(), running.scheduler(), workspace.runId(), repetition, profile,
        measured, startedAt, endedAt, Environment.capture(workspace.root(), JvmFlags.VARIANT), database.product(),
        log.gatlingVersion(), running.startup().toMillis(), cost, statistics,
        Integrity.of(operationsBefore, operationsAfter, statistics), databaseRestart);
  }

  private void report(Summary summary, boolean repeated, Path resultFolder) {
    LoadStatistics statistics = summary.statistics();
    console.step(summary.label(), String.format(Locale.ROOT,
        "%s%d requests, %d KO, mean %.1f ms, p95 %d ms, %.1f req/s, %.2f CPU ms/request -> %s",
        repeated ? "run " + summary.repetition() + ": " : "", statistics.global().count(), statistics.global().ko(),
        statistics.global().mean(), statistics.global().p95(), statistics.global().requestsPerSecond(),
        summary.cost().variantCpuMsPerRequest(), workspace.display(resultFolder.resolve(SummaryStore.SUMMARY_FILE))));
    Integrity integrity = summary.integrity();
    if (!integrity.consistent()) {
      console.step(summary.label(), "INTEGRITY: " + integrity.operationsBefore() + " operations before the run, "
          + integrity.operationsAfter() + " after, with " + integrity.usersIncomplete() + " users incomplete");
    } else if (integrity.leftBehind() > 0) {
      console.step(summary.label(), integrity.leftBehind() + " operation(s) left behind by the "
          + integrity.usersIncomplete() + " user(s) that did not complete");
    }
    DatabaseRestart restart = summary.databaseRestart();
    if (restart != null) {
      console.step(summary.label(), "database restart at " + restart.atSecond() + " s: down " + restart.downtimeMs()
          + " ms, " + restart.koAfterRestart() + " KO after it, recovered " + restart.recoveryMs() + " ms after it began");
    }
  }

  private static Long databaseCpu(Database database) {
    return database.server().flatMap(server -> server.process().cpuTime()).map(Duration::toMillis).orElse(null);
  }
}

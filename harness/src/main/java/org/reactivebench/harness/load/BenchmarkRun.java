package org.reactivebench.harness.load;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.capacity.CapacityFinder;
import org.reactivebench.harness.capacity.IoBounds;
import org.reactivebench.harness.capacity.LevelPlan;
import org.reactivebench.harness.capacity.LoginCeiling;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.launch.JvmFlags;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.launch.VariantFailedException;
import org.reactivebench.harness.launch.VariantLauncher;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.Capacity;
import org.reactivebench.harness.results.DatabaseRestart;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.Integrity;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.LoadStatistics;
import org.reactivebench.harness.results.Outage;
import org.reactivebench.harness.results.Passthrough;
import org.reactivebench.harness.results.ProcessSample;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.harness.results.Stepping;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.verify.ContractVerification;
import org.reactivebench.loadspec.Journey;

/**
 * One measured run of one label: fresh schema, launch, verify, warm up, load, figures, integrity check, stop.
 * The variant is stopped whatever happens. For a stepped load it also follows the steps as they run, stops one
 * step after the label broke, and finds its capacity beside the ceilings measured in the same run.
 */
public final class BenchmarkRun {

  /** A load generator using more than this share of a core may be what limits the result. */
  static final double SATURATED_CORES = 0.8;
  /** The table (collection) of the Operation entity, the same name in every variant. */
  static final String OPERATIONS = "operation";

  /**
   * What every label of a command runs.
   *
   * @param measured the measured load, or null when a calibration chooses it per label (capacity)
   * @param warmUp the unmeasured load before it, or null for none
   * @param criteria when a step holds (stepped loads), or null
   * @param loginCeiling the BCrypt checks per second measured at the start of the command, or null
   */
  public record Plan(String profile, LoadParameters measured, LoadParameters warmUp,
      org.reactivebench.harness.results.StepCriteria criteria, LoginCeiling.Result loginCeiling) {

    boolean calibrated() {
      return measured == null;
    }
  }

  private final Workspace workspace;
  private final Servers servers;
  private final VariantLauncher launcher;
  private final GatlingRunner gatling;
  private final Console console;
  private final Plan plan;
  private final CapacityFinder capacities;
  private final Map<String, LevelPlan> calibrations = new HashMap<>();
  private Duration restartDatabaseAfter;
  private Duration stopDownstreamAfter;
  private Duration downstreamDowntime;
  private int schemas;

  public BenchmarkRun(Workspace workspace, Servers servers, Console console, Plan plan) {
    this.workspace = workspace;
    this.servers = servers;
    this.launcher = new VariantLauncher(workspace.jwtSecret());
    this.gatling = new GatlingRunner(workspace.root());
    this.console = console;
    this.plan = plan;
    this.capacities = new CapacityFinder(plan.criteria(), plan.loginCeiling());
  }

  /** For commands that only start variants (serve, verify). */
  public static BenchmarkRun launchOnly(Workspace workspace, Servers servers, Console console, String command) {
    return new BenchmarkRun(workspace, servers, console, new Plan(command, null, null, null, null));
  }

  /** Fault injection: restart the database server this long into each measured load. */
  public BenchmarkRun restartingDatabaseAfter(Duration delay) {
    this.restartDatabaseAfter = delay;
    return this;
  }

  /** Fault injection: stop the downstream service this long into each measured load, for {@code downtime}. */
  public BenchmarkRun stoppingDownstreamAfter(Duration delay, Duration downtime) {
    this.stopDownstreamAfter = delay;
    this.downstreamDowntime = downtime;
    return this;
  }

  /** Starts the label on a fresh schema and waits until it is ready; the caller closes it. */
  public RunningVariant launch(Setup setup) throws Exception {
    return launch(setup, nextSchema());
  }

  private String nextSchema() {
    return "matrix_" + workspace.runId().replaceAll("[^0-9]", "") + "_" + (++schemas);
  }

  private RunningVariant launch(Setup setup, String schema) throws Exception {
    String label = setup.label();
    Map<String, String> database = servers.database(setup.variant().database()).freshSchema(schema);
    String downstream = servers.downstream().url().toString();
    console.step(label, "starting on a fresh schema");
    RunningVariant running = launcher.start(setup, database, downstream,
        workspace.runFolder().resolve(setup.fileName() + ".log"));
    console.step(label, String.format(Locale.ROOT, "ready at %s after %.1f s on %s", running.baseUrl(),
        running.startup().toMillis() / 1000.0, running.jvm()));
    return running;
  }

  /**
   * @param repetition 1 for the first measured run of this label in this command, 2 for the second, ...
   * @param repeated whether the command repeats runs (then each result folder is suffixed with -r1, -r2, ...)
   */
  public Summary run(Setup setup, int repetition, boolean repeated) throws Exception {
    Database database = servers.database(setup.variant().database());
    String schema = nextSchema();
    try (RunningVariant running = launch(setup, schema)) {
      String label = running.label();
      ContractVerification.verify(running, workspace.jwtSecret(), console);
      if (plan.warmUp() != null) {
        warmUp(running, database);
      }
      LoadParameters load = plan.calibrated() ? capacityLoad(calibrations.get(label)) : plan.measured();
      Path resultFolder = workspace.results().resolve(setup.variant().name()).resolve("gatling-results")
          .resolve(workspace.runId() + setup.qualifiers().stream().map(q -> "-" + q).reduce("", String::concat)
              + (repeated ? "-r" + repetition : ""));
      Path incomplete = SummaryStore.markIncomplete(resultFolder);
      Summary summary = measure(running, database, schema, load, repetition, resultFolder);
      if (plan.calibrated() && summary.stepping().capacity().step() == null && !calibrations.get(label).lower()) {
        calibrations.put(label, calibrations.get(label).below());
        console.step(label, "the first step broke: stepping again, below it");
        summary = measure(running, database, schema, capacityLoad(calibrations.get(label)), repetition,
            resultFolder);
      }
      SummaryStore.write(summary, resultFolder);
      Files.delete(incomplete);
      report(summary, repeated, resultFolder);
      return summary;
    }
  }

  /** A capacity run's levels: 12 s each (a 9 s window once the 3 s journeys settled), 1 s ramps between them. */
  static final double CAPACITY_LEVEL_SECONDS = 12;
  static final double CAPACITY_RAMP_SECONDS = 1;

  /** The calibrated levels of a capacity run, at the warm-up's pause factor. */
  private LoadParameters capacityLoad(LevelPlan levels) {
    return LoadParameters.stepped(Journey.OPERATION, "open", "steps", levels.levels(), CAPACITY_LEVEL_SECONDS,
        CAPACITY_RAMP_SECONDS, plan.warmUp().pauseFactor(), null);
  }

  /** The unmeasured load first; for a capacity run, the first warm-up of a label also calibrates its levels. */
  private void warmUp(RunningVariant running, Database database) throws Exception {
    String label = running.label();
    LoadParameters warmUp = plan.warmUp();
    console.step(label, "warming up (" + warmUp.describe() + ", not measured)");
    Path folder = workspace.runFolder().resolve("warm-up").resolve(running.setup().fileName());
    try (ProcessSampler sampler = new ProcessSampler()) {
      watchServers(sampler, running, database, warmUp);
      GatlingRunner.Result result = gatling.run(running.baseUrl(), warmUp, folder, label + " warm-up",
          message -> console.step(label, message), sampler, null, null);
      if (plan.calibrated() && !calibrations.containsKey(label)) {
        calibrations.put(label, calibrate(label, result, warmUp, sampler));
      }
    }
  }

  private LevelPlan calibrate(String label, GatlingRunner.Result result, LoadParameters warmUp,
      ProcessSampler sampler) throws Exception {
    LevelPlan levels = capacities.levels(SimulationLog.read(result.simulationLog()), warmUp, sampler.samples())
        .orElseThrow(() -> new VariantFailedException(label + ": the calibration measured no completed journey and "
            + "no CPU, so no levels can be chosen (see " + workspace.display(result.runFolder()) + ")", ""));
    console.step(label, levels.description());
    return levels;
  }

  private Summary measure(RunningVariant running, Database database, String schema, LoadParameters load,
      int repetition, Path resultFolder) throws Exception {
    String label = running.label();
    console.step(label, "measured load: " + load.describe());
    long operationsBefore = database.count(schema, OPERATIONS);
    long cpuBefore = running.process().cpuTime().orElseThrow().toMillis();
    Long databaseCpuBefore = databaseCpu(database);
    Instant startedAt = Instant.now();
    Path stopFile = workspace.runFolder().resolve(running.setup().fileName() + "-r" + repetition + ".stop");
    Files.deleteIfExists(stopFile);
    ServerRestarter restarter = restartDatabaseAfter == null ? null
        : new ServerRestarter(database.server().orElseThrow(() -> new IllegalArgumentException(
            "--restart-database-after needs a database the harness runs itself, not an external one")),
            database.product(), restartDatabaseAfter, Duration.ZERO, console, label);
    ServerRestarter downstreamStopper = stopDownstreamAfter == null ? null
        : new ServerRestarter(servers.downstream().server(), "the downstream service", stopDownstreamAfter,
            downstreamDowntime, console, label);
    GatlingRunner.Result result;
    ServerRestarter.Outcome restart = null;
    ServerRestarter.Outcome downstreamStop = null;
    Map<String, List<ProcessSample>> samples;
    boolean stoppedEarly = false;
    try (ProcessSampler sampler = new ProcessSampler()) {
      watchServers(sampler, running, database, load);
      StepMonitor monitor = load.stepped() ? new StepMonitor(resultFolder.resolve("gatling"), load,
          measuredScenario(load), plan.criteria(), sampler, stopFile, message -> console.step(label, message)) : null;
      result = gatling.run(running.baseUrl(), load, resultFolder.resolve("gatling"), label,
          message -> console.step(label, message), sampler, stopFile, monitor);
      stoppedEarly = monitor != null && monitor.stopRequested();
      samples = sampler.samples();
      if (restarter != null) {
        restart = restarter.outcome();
      }
      if (downstreamStopper != null) {
        downstreamStop = downstreamStopper.outcome();
      }
    } finally {
      if (restarter != null) {
        restarter.close();
      }
      if (downstreamStopper != null) {
        downstreamStopper.close();
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
    long from = statistics.windowStart();
    long to = statistics.windowEnd();
    List<ProcessSample> generator = samples.getOrDefault(StepResult.LOAD_GENERATOR, List.of());
    long loadGeneratorCpu = ProcessSample.cpuAt(generator, to) - ProcessSample.cpuAt(generator, from);
    double loadGeneratorCores = loadGeneratorCpu / (double) Math.max(1, to - from);
    List<ProcessSample> downstream = samples.get(StepResult.DOWNSTREAM);
    Long downstreamCpu = downstream == null ? null
        : ProcessSample.cpuAt(downstream, to) - ProcessSample.cpuAt(downstream, from);
    int requests = statistics.global().count();
    // A restarted server is a new process: its CPU time cannot be compared with the one before.
    Long databaseCpu = databaseCpuBefore == null || databaseCpuAfter == null || restart != null ? null
        : databaseCpuAfter - databaseCpuBefore;
    Summary.Cost cost = new Summary.Cost(cpu, requests == 0 ? 0 : (double) cpu / requests, peakRss, databaseCpu,
        loadGeneratorCpu, loadGeneratorCores, loadGeneratorCores > SATURATED_CORES, downstreamCpu);
    DatabaseRestart databaseRestart = restart == null ? null
        : DatabaseRestart.of(log, restart.startedAt(), restart.readyAt(), statistics.windowStart());
    Passthrough passthrough = null;
    if (load.journey() == Journey.PASSTHROUGH) {
      Map<String, String> settings = IoBounds.settings(running.setup());
      passthrough = new Passthrough(load.delayMs(), running.setup().effectiveClient(), settings,
          IoBounds.of(running.setup(), settings, load.delayMs(), Runtime.getRuntime().availableProcessors()),
          downstreamStop == null ? null
              : Outage.of(log, downstreamStop.startedAt(), downstreamStop.readyAt(), statistics.windowStart()));
    }
    Stepping stepping = load.stepped() ? stepping(running, log, load, samples, stoppedEarly,
        passthrough == null ? List.of() : passthrough.bounds()) : null;
    return new Summary(label, running.variant().name(), running.setup().scheduler(), workspace.runId(), repetition,
        plan.profile(), load, startedAt, endedAt, Environment.capture(workspace.root(), JvmFlags.VARIANT),
        database.product(), log.gatlingVersion(), running.startup().toMillis(), cost, statistics,
        Integrity.of(operationsBefore, operationsAfter, statistics), databaseRestart, plan.warmUp(),
        running.setup().client(), running.jvm(), stepping,
        plan.loginCeiling() == null ? null : plan.loginCeiling().checksPerSecond(), passthrough);
  }

  private Stepping stepping(RunningVariant running, SimulationLog log, LoadParameters load,
      Map<String, List<ProcessSample>> samples, boolean stoppedEarly, List<Bound> configured) {
    String levels = plan.calibrated() ? calibrations.get(running.label()).description()
        : "the profile's levels: " + load.describe();
    Stepping stepping = capacities.stepping(running.setup(), log, load, measuredScenario(load), samples, stoppedEarly,
        configured, levels);
    Capacity capacity = stepping.capacity();
    console.step(running.label(), "capacity: " + (capacity.throughput() == null ? "none"
        : String.format(Locale.ROOT, "%.2f %s at step %d", capacity.throughput(), capacity.throughputUnit(),
            capacity.step() + 1)) + "; " + capacity.limitedBy());
    return stepping;
  }

  /** The scenario whose first user starts the injection (the passthrough journey logs its clients in first). */
  private static String measuredScenario(LoadParameters load) {
    return load.journey().measuredScenario();
  }

  private void watchServers(ProcessSampler sampler, RunningVariant running, Database database, LoadParameters load)
      throws Exception {
    sampler.watch(StepResult.VARIANT, running::process);
    database.server().ifPresent(server -> sampler.watch(StepResult.DATABASE, server::process));
    if (load.journey() == Journey.PASSTHROUGH) {
      sampler.watch(StepResult.DOWNSTREAM, servers.downstream().server()::process);
    }
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

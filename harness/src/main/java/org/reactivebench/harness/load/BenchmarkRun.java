package org.reactivebench.harness.load;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.database.DatabaseServers;
import org.reactivebench.harness.launch.JvmFlags;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.launch.VariantFailedException;
import org.reactivebench.harness.launch.VariantLauncher;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.LoadStatistics;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.Summary.LoadParameters;
import org.reactivebench.harness.results.SummaryStore;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.verify.ContractVerification;

/**
 * One measured run of one variant: fresh schema, launch, verify, warm up, load, figures, stop.
 * The variant is stopped whatever happens.
 */
public final class BenchmarkRun {

  /** A load generator using more than this share of a core may be what limits the result. */
  static final double SATURATED_CORES = 0.8;

  private final Workspace workspace;
  private final DatabaseServers databases;
  private final VariantLauncher launcher;
  private final GatlingRunner gatling;
  private final Console console;
  private final String profile;
  private final LoadParameters measured;
  private final LoadParameters warmUp;
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

  private static Long databaseCpu(Database database) {
    return database.serverProcess().flatMap(process -> process.cpuTime()).map(java.time.Duration::toMillis).orElse(null);
  }

  /** Starts the variant on a fresh schema and waits until it is ready; the caller closes it. */
  public RunningVariant launch(Variant variant, String scheduler) throws Exception {
    String label = RunningVariant.label(variant, scheduler);
    Database database = databases.get(variant.database());
    String schema = "matrix_" + workspace.runId().replaceAll("[^0-9]", "") + "_" + (++schemas);
    List<String> databaseArguments = database.freshSchema(schema);
    console.step(label, "starting on a fresh schema");
    RunningVariant running = launcher.start(variant, scheduler, databaseArguments,
        workspace.runFolder().resolve(label.replaceAll("[\\[\\]]", "_") + ".log"));
    console.step(label, String.format(java.util.Locale.ROOT, "ready at %s after %.1f s", running.baseUrl(),
        running.startup().toMillis() / 1000.0));
    return running;
  }

  /**
   * @param repetition 1 for the first measured run of this variant in this command, 2 for the second, ...
   * @param repeated whether the command repeats runs (then each result folder is suffixed with -r1, -r2, ...)
   */
  public Summary run(Variant variant, String scheduler, int repetition, boolean repeated) throws Exception {
    Database database = databases.get(variant.database());
    try (RunningVariant running = launch(variant, scheduler)) {
      String label = running.label();
      ContractVerification.verify(running, console);
      if (warmUp != null) {
        console.step(label, "warming up (" + warmUp.users() + " users, not measured)");
        gatling.run(running.baseUrl(), warmUp, workspace.runFolder().resolve("warm-up").resolve(label), label + " warm-up",
            message -> console.step(label, message));
      }
      console.step(label, "measured load: " + measured.users() + " users over " + measured.rampSeconds()
          + " s, pause factor " + measured.pauseFactor());
      Path resultFolder = workspace.output().resolve(variant.name()).resolve("gatling-results")
          .resolve(workspace.runId() + (scheduler == null ? "" : "-" + scheduler) + (repeated ? "-r" + repetition : ""));
      Path incomplete = SummaryStore.markIncomplete(resultFolder);
      long cpuBefore = running.process().cpuTime().orElseThrow().toMillis();
      Long databaseCpuBefore = databaseCpu(database);
      Instant startedAt = Instant.now();
      GatlingRunner.Result result = gatling.run(running.baseUrl(), measured, resultFolder.resolve("gatling"), label,
          message -> console.step(label, message));
      Instant endedAt = Instant.now();
      if (!running.process().isAlive()) {
        throw new VariantFailedException(label + " died during the load", running.process().tail(40));
      }
      long cpuAfter = running.process().cpuTime().orElseThrow().toMillis();
      Long databaseCpuAfter = databaseCpu(database);
      long peakRss = running.process().peakResidentBytes().orElse(0L);

      SimulationLog log = SimulationLog.read(result.simulationLog());
      LoadStatistics statistics = LoadStatistics.of(log);
      long loadGeneratorCpu = result.cpuMillisBetween(statistics.windowStart(), statistics.windowEnd());
      double loadWindowMs = Math.max(1, statistics.windowEnd() - statistics.windowStart());
      double loadGeneratorCores = loadGeneratorCpu / loadWindowMs;
      int requests = statistics.global().count();
      Summary.Cost cost = new Summary.Cost(cpuAfter - cpuBefore,
          requests == 0 ? 0 : (double) (cpuAfter - cpuBefore) / requests, peakRss,
          databaseCpuBefore == null || databaseCpuAfter == null ? null : databaseCpuAfter - databaseCpuBefore,
          loadGeneratorCpu, loadGeneratorCores, loadGeneratorCores > SATURATED_CORES);
      Summary summary = new Summary(label, variant.name(), scheduler, workspace.runId(), repetition, profile, measured,
          startedAt,
          endedAt, Environment.capture(workspace.root(), JvmFlags.VARIANT), database.product(), log.gatlingVersion(),
          running.startup().toMillis(), cost, statistics);
      SummaryStore.write(summary, resultFolder);
      java.nio.file.Files.delete(incomplete);
      console.step(label, String.format(java.util.Locale.ROOT,
          "%s%d requests, %d KO, mean %.1f ms, p95 %d ms, %.1f req/s, %.2f CPU ms/request -> %s",
          repeated ? "run " + repetition + ": " : "", requests, statistics.global().ko(), statistics.global().mean(), statistics.global().p95(),
          statistics.global().requestsPerSecond(), cost.variantCpuMsPerRequest(),
          workspace.display(resultFolder.resolve(SummaryStore.SUMMARY_FILE))));
      if (result.exitCode() != 0) {
        console.step(label, "Gatling exited with code " + result.exitCode() + " (see " + result.runFolder() + ")");
      }
      return summary;
    }
  }
}

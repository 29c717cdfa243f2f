package org.reactivebench.harness.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.results.GcPause;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.StepResult;

/**
 * Runs one load: Gatling in its own JVM, the process samplers, the step monitor that stops a stepped load one step
 * after it broke, and any faults injected meanwhile; returns what was measured. It knows nothing of variants or
 * results: the same execution warms up and measures a label, and measures the downstream service alone.
 */
public final class LoadExecution {

  private final GatlingRunner gatling;

  public LoadExecution(Path projectRoot) {
    this.gatling = new GatlingRunner(projectRoot);
  }

  /**
   * @param folder where Gatling writes its report (and the run's load specification)
   * @param watch what watches the load while it runs and may stop it early
   * @param faults servers stopped and started again during the load
   */
  public Measurement run(LoadTarget target, LoadParameters load, Path folder, LoadWatch watch, List<Fault> faults,
      Consumer<String> progress) throws Exception {
    Path stopFile = folder.resolve("stop");
    Files.createDirectories(folder);
    Files.deleteIfExists(stopFile);
    List<FaultInjector> restarters = new ArrayList<>();
    try (ProcessSampler sampler = new ProcessSampler()) {
      target.watched().forEach(sampler::watch);
      if (target.watched().containsKey(StepResult.VARIANT)) {
        sampler.watchJit(StepResult.VARIANT_JIT, target.watched().get(StepResult.VARIANT));
        if (target.blockingThreads() != null) {
          sampler.watchThreads(StepResult.BLOCKING_THREADS, StepResult.BLOCKING_THREADS_WAITING,
              target.watched().get(StepResult.VARIANT), target.blockingThreads());
        }
      }
      target.cpuSets().forEach(sampler::watchCpus);
      List<Integer> machine = target.cpuSets().values().stream().flatMap(List::stream).distinct().sorted().toList();
      if (!machine.isEmpty()) {
        sampler.watchSteal(StepResult.HOST_STEAL, machine);
      }
      sampler.watchKernelThreads(StepResult.KERNEL_MEMORY_MONITOR, "kdamond");
      Map<String, Long> cpuBefore = cpu(target.watched());
      Instant startedAt = Instant.now();
      for (Fault fault : faults) {
        restarters.add(new FaultInjector(fault, new FirstRequest(folder), progress));
      }
      GatlingRunner.Monitor monitor = monitor(watch, load, folder, sampler, stopFile, progress);
      GatlingRunner.Result result = gatling.run(target.baseUrl(), load, folder, target.name(), progress, sampler,
          stopFile, monitor);
      Map<String, Fault.Window> windows = new LinkedHashMap<>();
      for (int i = 0; i < faults.size(); i++) {
        Fault fault = faults.get(i);
        restarters.get(i).outcome().ifPresentOrElse(window -> windows.put(fault.role(), window),
            () -> progress.accept("fault injection: the load ended before " + fault.after().toSeconds()
                + " s after its first request; nothing was disrupted (" + fault.description() + ")"));
      }
      Instant endedAt = Instant.now();
      Map<String, Long> cpuMs = new LinkedHashMap<>();
      cpu(target.watched()).forEach((role, after) -> {
        if (cpuBefore.containsKey(role) && !windows.containsKey(role)) {
          cpuMs.put(role, after - cpuBefore.get(role));
        }
      });
      if (result.exitCode() != 0) {
        progress.accept("Gatling exited with code " + result.exitCode() + " (see " + result.runFolder() + ")");
      }
      return new Measurement(load, result.runFolder(), result.exitCode(), SimulationLog.read(result.simulationLog()),
          sampler.samples(), cpuMs, monitor != null && monitor.stopRequested(), startedAt, endedAt, windows,
          gcPauses(target, result.gcLog(), progress));
    } finally {
      restarters.forEach(FaultInjector::close);
    }
  }

  private static GatlingRunner.Monitor monitor(LoadWatch watch, LoadParameters load, Path folder,
      ProcessSampler sampler, Path stopFile, Consumer<String> progress) throws IOException {
    String scenario = load.journey().measuredScenario();
    if (watch instanceof LoadWatch.Steps steps && load.stepped()) {
      return new StepMonitor(folder, load, scenario, steps.criteria(), sampler, stopFile, progress);
    }
    if (watch instanceof LoadWatch.SteadyState rule) {
      return new SteadyStateMonitor(folder, scenario, load.leadIn(), rule, sampler, stopFile, progress);
    }
    return null;
  }

  /**
   * The GC pauses of the target's JVMs and of the load generator's, by role; a log that could not be read is said
   * and left out.
   */
  private static Map<String, List<GcPause>> gcPauses(LoadTarget target, Path generatorLog,
      Consumer<String> progress) {
    Map<String, Path> logs = new LinkedHashMap<>(target.gcLogs());
    logs.put(StepResult.LOAD_GENERATOR, generatorLog);
    Map<String, List<GcPause>> pauses = new LinkedHashMap<>();
    logs.forEach((role, log) -> {
      List<GcPause> read = GcPause.readOrWarn(log, message -> progress.accept(role + ": " + message));
      if (read != null) {
        pauses.put(role, read);
      }
    });
    return pauses;
  }

  /** The CPU time so far of each watched process that is alive and readable, in ms. */
  private static Map<String, Long> cpu(Map<String, Supplier<ChildProcess>> watched) {
    Map<String, Long> cpu = new LinkedHashMap<>();
    watched.forEach((role, process) -> Optional.ofNullable(process.get()).flatMap(ChildProcess::cpuTime)
        .map(Duration::toMillis).ifPresent(ms -> cpu.put(role, ms)));
    return cpu;
  }
}

package org.reactivebench.harness.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.SteadyState;

/**
 * Watches a warm-up while Gatling runs: reports the variant's CPU per request of each window as it ends, and asks
 * Gatling to stop (by creating the stop file the scenario checks) once the cost has settled.
 */
final class SteadyStateMonitor implements GatlingRunner.Monitor {

  private final LogTail tail;
  private final String scenario;
  private final LoadWatch.SteadyState rule;
  private final ProcessSampler sampler;
  private final Path stopFile;
  private final Consumer<String> progress;
  private int reported;
  private long nextJudgement;
  private boolean stopRequested;

  SteadyStateMonitor(Path resultsFolder, String scenario, LoadWatch.SteadyState rule, ProcessSampler sampler,
      Path stopFile, Consumer<String> progress) throws IOException {
    this.tail = new LogTail(resultsFolder);
    this.scenario = scenario;
    this.rule = rule;
    this.sampler = sampler;
    this.stopFile = stopFile;
    this.progress = progress;
  }

  @Override
  public void poll() throws IOException {
    long now = System.currentTimeMillis();
    if (stopRequested || now < nextJudgement) {
      return;
    }
    nextJudgement = now + StepMonitor.JUDGE_EVERY_MS;
    Optional<SimulationLog> log = tail.read();
    if (log.isEmpty() || log.get().requests().isEmpty()) {
      return;
    }
    SteadyState state = SteadyState.of(log.get(), scenario, sampler.samples(), rule.windowSeconds(),
        rule.tolerance(), System.currentTimeMillis() - StepMonitor.GRACE_MS);
    for (; reported < state.windows().size(); reported++) {
      SteadyState.Window window = state.windows().get(reported);
      Double cost = window.variantMicrosPerRequest();
      progress.accept(String.format(Locale.ROOT, "warm-up window %d: %s, JIT %.0f %% of the variant's CPU",
          reported + 1, cost == null ? "no request" : String.format(Locale.ROOT, "%.0f µs of variant CPU per request",
              cost), 100 * window.jitShare()));
    }
    if (state.steady()) {
      Files.writeString(stopFile, "steady after " + state.settledAfterSeconds() + " s\n");
      stopRequested = true;
      progress.accept(String.format(Locale.ROOT, "steady state after %.0f s: the cost per request changed by less "
          + "than %.0f %% %d times in a row, the JIT under %.0f %%", state.settledAfterSeconds(), 100 * rule.tolerance(),
          SteadyState.STABLE_CHANGES, 100 * SteadyState.QUIET_JIT_SHARE));
    }
  }

  @Override
  public boolean stopRequested() {
    return stopRequested;
  }
}

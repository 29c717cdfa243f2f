package org.reactivebench.harness.load;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.function.Consumer;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.SteadyState;

/**
 * Watches a warm-up while Gatling runs: reports the variant's CPU per request of each window as it ends, and asks
 * Gatling to stop (by creating the stop file the scenario checks) once the cost has settled.
 */
final class SteadyStateMonitor extends LogJudge {

  private final String scenario;
  private final double leadInSeconds;
  private final LoadWatch.SteadyState rule;
  private final ProcessSampler sampler;
  private int reported;

  /** @param leadInSeconds the load's unmeasured ramp at its start, whose windows are not judged */
  SteadyStateMonitor(Path resultsFolder, String scenario, double leadInSeconds, LoadWatch.SteadyState rule,
      ProcessSampler sampler, Path stopFile, Consumer<String> progress) throws IOException {
    super(resultsFolder, stopFile, progress);
    this.scenario = scenario;
    this.leadInSeconds = leadInSeconds;
    this.rule = rule;
    this.sampler = sampler;
  }

  @Override
  void judge(SimulationLog log, long before) throws IOException {
    SteadyState state = SteadyState.of(log, scenario, leadInSeconds, sampler.samples(), rule.windowSeconds(),
        rule.tolerance(), rule.quietJitShare(), before, rule.sloMs());
    for (; reported < state.windows().size(); reported++) {
      SteadyState.Window window = state.windows().get(reported);
      Double cost = window.variantMicrosPerRequest();
      progress.accept(String.format(Locale.ROOT, "warm-up window %d: %s, JIT %.0f %% of the variant's CPU",
          reported + 1, cost == null ? "no request" : String.format(Locale.ROOT, "%.0f µs of variant CPU per request "
              + "(%.0f without its JIT)", cost, window.stackMicrosPerRequest()), 100 * window.jitShare()));
    }
    if (state.overloaded()) {
      stop(String.format(Locale.ROOT, "OVERLOADED after %.0f s: the mean response time grew past %.0f ms %d windows "
          + "in a row while the variant answered %.1f req/s; the levels are chosen from what it answered",
          state.overloadedAfterSeconds(), rule.sloMs(), SteadyState.OVERLOAD_WINDOWS,
          state.answeredWhileOverloaded()));
    } else if (state.steady()) {
      stop(String.format(Locale.ROOT, "steady state after %.0f s: the cost per request changed by less than %.0f %% "
          + "%d times in a row, the JIT under %.0f %%", state.settledAfterSeconds(), 100 * rule.tolerance(),
          SteadyState.STABLE_CHANGES, 100 * rule.quietJitShare()));
    }
  }
}

package org.reactivebench.harness.load;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SearchEnd;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.StepAnalysis;
import org.reactivebench.harness.results.StepCriteria;
import org.reactivebench.harness.results.StepResult;

/**
 * Watches a stepped load while Gatling runs: judges each level as soon as its window is over (and the log has
 * caught up with it), reports it, and asks Gatling to stop (by creating the stop file the scenario checks) once a
 * break is confirmed ({@link SearchEnd}): the capacity is then known, and more steps would only overload the
 * variant.
 */
final class StepMonitor extends LogJudge {

  private final LoadParameters load;
  private final String scenario;
  private final StepCriteria criteria;
  private final ProcessSampler sampler;
  private int reported;

  StepMonitor(Path resultsFolder, LoadParameters load, String scenario, StepCriteria criteria,
      ProcessSampler sampler, Path stopFile, Consumer<String> progress) throws IOException {
    super(resultsFolder, stopFile, progress);
    this.load = load;
    this.scenario = scenario;
    this.criteria = criteria;
    this.sampler = sampler;
  }

  @Override
  void judge(SimulationLog log, long before) throws IOException {
    long caughtUp = Math.min(before, log.requests().stream().mapToLong(r -> r.end()).max().orElse(0));
    List<StepResult> steps = StepAnalysis.steps(log, load, scenario, criteria, sampler.samples(), caughtUp);
    for (; reported < steps.size(); reported++) {
      StepResult step = steps.get(reported);
      progress.accept(describe(step));
      int end = SearchEnd.confirmedBreak(steps.subList(0, reported + 1), false);
      if (end >= 0) {
        stop("steps " + (end + 1) + " to " + (reported + 1) + " broke in a row: stopping the load");
        return;
      }
    }
  }

  private String describe(StepResult step) {
    return String.format(Locale.ROOT, "step %d of %d, %s %s: %s, p95 %d ms, %.1f req/s, %d KO, %.2f cores%s",
        step.index() + 1, load.schedule().size(), Numbers.plain(step.offered()), load.unit(),
        step.held() ? "held" : "BROKEN (" + String.join("; ", step.broke()) + ")", step.global().p95(),
        step.achievedRequestsPerSecond(), step.global().ko(), step.totalCores(),
        step.disturbance().map(what -> ", " + what).orElse(""));
  }
}

package org.reactivebench.harness.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Consumer;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.StepAnalysis;
import org.reactivebench.harness.results.StepCriteria;
import org.reactivebench.harness.results.StepResult;

/**
 * Watches a stepped load while Gatling runs: judges each level as soon as its window is over (and the log has
 * caught up with it), reports it, and asks Gatling to stop (by creating the stop file the scenario checks) once two
 * steps in a row are broken: the capacity is then known, and more steps would only overload the variant.
 */
public final class StepMonitor implements GatlingRunner.Monitor {

  /** How long after a window's end its last answers may still be on their way into the log. */
  static final long GRACE_MS = 3_000;
  /**
   * How often the log is judged: each judgement reads every request so far, and the harness shares its CPUs with the
   * database and the load generator.
   */
  static final long JUDGE_EVERY_MS = 1_000;

  private final LogTail tail;
  private final LoadParameters load;
  private final String scenario;
  private final StepCriteria criteria;
  private final ProcessSampler sampler;
  private final Path stopFile;
  private final Consumer<String> progress;
  private int reported;
  private long nextJudgement;
  private boolean stopRequested;

  public StepMonitor(Path resultsFolder, LoadParameters load, String scenario, StepCriteria criteria, ProcessSampler sampler,
      Path stopFile, Consumer<String> progress) throws IOException {
    this.tail = new LogTail(resultsFolder);
    this.load = load;
    this.scenario = scenario;
    this.criteria = criteria;
    this.sampler = sampler;
    this.stopFile = stopFile;
    this.progress = progress;
  }

  @Override
  public void poll() throws IOException {
    long now = System.currentTimeMillis();
    if (!stopRequested && now >= nextJudgement) {
      nextJudgement = now + JUDGE_EVERY_MS;
      judge(now - GRACE_MS);
    }
  }

  /** The steps that ended with the load, judged from the whole log. */
  @Override
  public void finish() throws IOException {
    if (!stopRequested) {
      judge(Long.MAX_VALUE);
    }
  }

  private void judge(long before) throws IOException {
    Optional<SimulationLog> log = tail.read();
    if (log.isEmpty() || log.get().requests().isEmpty()) {
      return;
    }
    long caughtUp = Math.min(before, log.get().requests().stream().mapToLong(r -> r.end()).max().orElse(0));
    List<StepResult> steps = StepAnalysis.steps(log.get(), load, scenario, criteria, sampler.samples(), caughtUp);
    for (; reported < steps.size(); reported++) {
      StepResult step = steps.get(reported);
      progress.accept(describe(step));
      if (reported > 0 && !step.held() && !steps.get(reported - 1).held()) {
        Files.writeString(stopFile, "two steps in a row broke: step " + (reported - 1) + " and " + reported + "\n");
        stopRequested = true;
        progress.accept("two steps in a row broke: stopping the load");
        return;
      }
    }
  }

  /** Whether this monitor asked Gatling to stop before the last level. */
  @Override
  public boolean stopRequested() {
    return stopRequested;
  }

  private String describe(StepResult step) {
    return String.format(Locale.ROOT, "step %d of %d, %s %s: %s, p95 %d ms, %.1f req/s, %d KO, %.2f cores",
        step.index() + 1, load.schedule().size(), Numbers.plain(step.offered()), load.unit(), step.held() ? "held" : "BROKEN (" + String.join("; ", step.broke()) + ")",
        step.global().p95(), step.achievedRequestsPerSecond(), step.global().ko(), step.totalCores());
  }
}

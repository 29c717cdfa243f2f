package org.reactivebench.harness.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Consumer;
import org.reactivebench.harness.results.SimulationLog;

/**
 * What the monitors of a running load share: they follow Gatling's log, judge what it says so far at most once a
 * second (each judgement reads every request so far, and the harness shares its CPUs with the database and the load
 * generator), report, and may ask Gatling to stop by creating the stop file the scenario checks.
 */
abstract class LogJudge implements GatlingRunner.Monitor {

  /** How long after a window's end its last answers may still be on their way into the log. */
  static final long GRACE_MS = 3_000;
  /** How often the log is judged while the load runs. */
  static final long JUDGE_EVERY_MS = 1_000;

  private final LogTail tail;
  private final Path stopFile;
  protected final Consumer<String> progress;
  private long nextJudgement;
  private boolean stopRequested;

  LogJudge(Path resultsFolder, Path stopFile, Consumer<String> progress) throws IOException {
    this.tail = new LogTail(resultsFolder);
    this.stopFile = stopFile;
    this.progress = progress;
  }

  @Override
  public void poll() throws IOException {
    long now = System.currentTimeMillis();
    if (!stopRequested && now >= nextJudgement) {
      nextJudgement = now + JUDGE_EVERY_MS;
      judgeLog(now - GRACE_MS);
    }
  }

  /** Judges the log once more, whole, once Gatling has ended. */
  @Override
  public void finish() throws IOException {
    if (!stopRequested) {
      judgeLog(Long.MAX_VALUE);
    }
  }

  private void judgeLog(long before) throws IOException {
    Optional<SimulationLog> log = tail.read();
    if (log.isPresent() && !log.get().requests().isEmpty()) {
      judge(log.get(), before);
    }
  }

  /**
   * @param before epoch ms: only what ended before it is complete in the log
   */
  abstract void judge(SimulationLog log, long before) throws IOException;

  /** Asks Gatling to stop, and says why. */
  void stop(String why) throws IOException {
    Files.writeString(stopFile, why + "\n");
    stopRequested = true;
    progress.accept(why);
  }

  @Override
  public boolean stopRequested() {
    return stopRequested;
  }
}

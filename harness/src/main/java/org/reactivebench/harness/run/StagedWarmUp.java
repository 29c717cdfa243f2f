package org.reactivebench.harness.run;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.load.LoadExecution;
import org.reactivebench.harness.load.LoadWatch;
import org.reactivebench.harness.load.Measurement;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.profile.LevelPlan;
import org.reactivebench.harness.profile.LoadPlan;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SteadyState;
import org.reactivebench.harness.results.StepCriteria;
import org.reactivebench.harness.session.VariantSession;

/**
 * The unmeasured load before a label's measured one. A calibrated plan's warm-up runs until the variant's cost per
 * request settles, the variant lent every CPU so that its JIT compiles beside the requests; the label's first one
 * chooses its levels. Its second stage, where the plan has one, runs near the rates the steps measure (in later
 * repetitions near the capacity the first found), and in the label's first repetition chooses the levels again from
 * what a request cost there; a stage found overloaded is followed by one at a lower rate ({@link
 * Calibrations#backedOff}); a third runs nearer the ceiling that predicts where the second ran far below it ({@link
 * Calibrations#nearerKnee}), and chooses them once more.
 */
final class StagedWarmUp {

  /** The longest wait for a variant to finish what an overloaded load left queued in it. */
  static final Duration OVERLOAD_DRAIN = Duration.ofSeconds(60);

  private final Workspace workspace;
  private final Console console;
  private final LoadExecution execution;
  private final CpuPartition partition;
  private final StepCriteria criteria;
  private final Optional<Calibrations> calibrations;

  StagedWarmUp(Workspace workspace, Console console, LoadExecution execution, CpuPartition partition,
      StepCriteria criteria, Optional<Calibrations> calibrations) {
    this.workspace = workspace;
    this.console = console;
    this.execution = execution;
    this.partition = partition;
    this.criteria = criteria;
    this.calibrations = calibrations;
  }

  /** @return the warm-up's windows and where they settled, for a calibrated plan */
  Optional<SteadyState> run(VariantSession session, LoadParameters warmUp) throws Exception {
    String label = session.running().label();
    boolean atLoad = calibrations.map(c -> c.rule().warmsUpAtLoad()).orElse(false);
    Stage first = stage(session, warmUp, "warm-up", "warming up (" + warmUp.describe()
        + (calibrations.isPresent() ? ", until steady" : "") + ", not measured)",
        atLoad ? SteadyState.CALIBRATING_JIT_SHARE : SteadyState.QUIET_JIT_SHARE);
    if (calibrations.isEmpty()) {
      return Optional.empty();
    }
    Calibrations calibrated = calibrations.get();
    boolean firstRepetition = !calibrated.calibrated(label);
    if (!atLoad) {
      if (firstRepetition) {
        calibrate(label, first, warmUp);
      }
      return Optional.of(first.steady());
    }
    if (firstRepetition) {
      LevelPlan predicted = calibrated.predict(label, first.steady(), warmUp.levels().get(0),
          workspace.display(first.measured().gatlingRun()));
      console.step(label, String.format(Locale.ROOT, "first calibration: a ceiling of %.2f journeys/s (%s)",
          predicted.calibratedCeiling(), predicted.description()));
    }
    LoadParameters loaded = calibrated.atLoad(label);
    String aim = calibrated.capacityFound(label).isPresent() ? "near the capacity the first repetition found"
        : "near the measured rates";
    Stage last = stage(session, loaded, "warm-up-at-load", "warming up " + aim + " (" + loaded.describe()
        + ", until steady, not measured)", SteadyState.QUIET_JIT_SHARE);
    SteadyState warmed = SteadyState.stages(first.steady(), last.steady(), seconds(first, last));
    int backOffs = 0;
    while (last.steady().overloaded() && backOffs < LoadPlan.Calibrated.BACK_OFFS) {
      backOffs++;
      loaded = calibrated.backedOff(loaded);
      last = stage(session, loaded, "warm-up-backed-off-" + backOffs, "the stage was found overloaded before its JIT "
          + "settled: warming up lower, at " + Numbers.plain(LoadPlan.Calibrated.BACK_OFF) + " times its rate ("
          + loaded.describe() + ", until steady, not measured)", SteadyState.QUIET_JIT_SHARE);
      warmed = SteadyState.stages(warmed, last.steady(), seconds(first, last));
    }
    if (!firstRepetition) {
      return Optional.of(warmed);
    }
    calibrate(label, last, loaded);
    Optional<LoadParameters> nearer = backOffs > 0 ? Optional.empty()
        : calibrated.nearerKnee(label, loaded.levels().get(0));
    if (nearer.isEmpty()) {
      return Optional.of(warmed);
    }
    Stage third = stage(session, nearer.get(), "warm-up-near-knee", "the second stage ran below "
        + Numbers.plain(SteadyState.NEAR_KNEE) + " times the ceiling it predicts: warming up nearer it ("
        + nearer.get().describe() + ", until steady, not measured)", SteadyState.QUIET_JIT_SHARE);
    calibrate(label, third, nearer.get());
    return Optional.of(SteadyState.stages(warmed, third.steady(), seconds(first, third)));
  }

  private void calibrate(String label, Stage stage, LoadParameters load) {
    console.step(label, calibrations.get().calibrate(label, stage.steady(), load.levels().get(0),
        workspace.display(stage.measured().gatlingRun())).description());
  }

  /** When {@code later} began, in seconds from the start of {@code first}. */
  private static double seconds(Stage first, Stage later) {
    return (later.startMs() - first.startMs()) / 1000.0;
  }

  /** One stage of a warm-up: what it measured, its windows (null for a plan that does not calibrate), its start. */
  private record Stage(Measurement measured, SteadyState steady, long startMs) {}

  /** @param quietJitShare the JIT's share of the variant's CPU under which a window counts towards steady state */
  private Stage stage(VariantSession session, LoadParameters load, String folderName, String announce,
      double quietJitShare) throws Exception {
    String label = session.running().label();
    console.step(label, announce);
    Path folder = workspace.runFolder().resolve(folderName).resolve(session.running().setup().fileName());
    LoadWatch watch = calibrations.<LoadWatch>map(c -> new LoadWatch.SteadyState(c.rule().windowSeconds(),
        c.rule().tolerance(), quietJitShare, criteria.sloP95Ms())).orElse(LoadWatch.NONE);
    Measurement measured;
    try (AutoCloseable lent = calibrations.isPresent() ? partition.lendEveryCpu(session.running().process())
        : () -> { }) {
      measured = execution.run(session.target(label + " " + folderName, load), load, folder, watch, List.of(),
          message -> console.step(label, message));
    }
    if (calibrations.isEmpty()) {
      return new Stage(measured, null, 0);
    }
    Calibrations calibrated = calibrations.get();
    String scenario = load.journey().measuredScenario();
    long lastAnswer = measured.log().requests().stream().mapToLong(r -> r.end()).max().orElse(0);
    SteadyState steady = SteadyState.of(measured.log(), scenario, load.leadIn(), measured.samples(),
        calibrated.rule().windowSeconds(), calibrated.rule().tolerance(), quietJitShare, lastAnswer + 1,
        criteria.sloP95Ms());
    if (steady.overloaded()) {
      console.step(label, "the warm-up's level was more than it answers: waiting for the requests it still holds to "
          + "end");
      if (!session.awaitIdle(OVERLOAD_DRAIN)) {
        console.step(label, "still busy after " + OVERLOAD_DRAIN.toSeconds() + " s; the next load starts anyway");
      }
    } else if (!steady.steady()) {
      console.step(label, "NOT STEADY: the cost per request still moved after the warm-up's " + steady.windows().size()
          + " windows; its last ones calibrate the levels");
    }
    long start = measured.log().userStarts().isEmpty() ? 0 : measured.log().injectionStart(scenario);
    return new Stage(measured, steady, start);
  }
}

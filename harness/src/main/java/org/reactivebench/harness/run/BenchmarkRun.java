package org.reactivebench.harness.run;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.reactivebench.contract.ContractScope;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.capacity.CapacityFinder;
import org.reactivebench.harness.capacity.LoginCeiling;
import org.reactivebench.harness.dblink.DbLatencyProxy;
import org.reactivebench.harness.launch.JvmFlags;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.limits.GatlingTimeouts;
import org.reactivebench.harness.load.LoadExecution;
import org.reactivebench.harness.load.LoadWatch;
import org.reactivebench.harness.load.Measurement;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.profile.LevelPlan;
import org.reactivebench.harness.profile.LoadPlan;
import org.reactivebench.harness.profile.PhasedPlan;
import org.reactivebench.harness.results.GcPause;
import org.reactivebench.harness.profile.RunPlan;
import org.reactivebench.harness.results.CpuScope;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.Limit;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SteadyState;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;
import org.reactivebench.harness.session.Servers;
import org.reactivebench.harness.session.VariantSession;
import org.reactivebench.harness.session.VariantSessions;
import org.reactivebench.harness.variant.Setup;

/**
 * One measured run of one label: a fresh schema, launch, contract verification (once per label and command),
 * warm-up, the measured load, the summary and the integrity check; the variant is stopped whatever happens. A
 * calibrated plan warms each label up to steady state and its first warm-up chooses the label's levels; a label
 * whose first level already broke is stepped again lower.
 */
public final class BenchmarkRun {

  private final Workspace workspace;
  private final Servers servers;
  private final Console console;
  private final RunPlan plan;
  private final ContractScope contractChecks;
  /** The label the others are compared with, or null for the report's default. */
  private final String baseline;
  private final Faults faults;
  private final CpuPartition partition;
  private final VariantSessions sessions;
  private final LoadExecution execution;
  private final SummaryAssembler assembler;
  private final Optional<Calibrations> calibrations;
  private final Environment environment;
  private final Optional<Double> loginCeiling;
  private final Set<String> verified = new HashSet<>();
  /** The app to load instead of starting the labels ({@code --target-url}), if any. */
  private final Optional<URI> target;
  /** The load generator's timeouts, the same for every label; the processors each variant's JVM sees. */
  private final List<Limit> loadGeneratorLimits;
  private final int variantCores;

  /**
   * @param loginCeiling the BCrypt checks per second measured at the start of the command, for loads read against it
   * @param partition the CPUs the variant and everything else run on
   * @param target an app to load as the label, which the harness does not start ({@code --target-url}); empty to
   *     start each label
   */
  public BenchmarkRun(Workspace workspace, Servers servers, Console console, RunPlan plan,
      Optional<LoginCeiling.Result> loginCeiling, Faults faults, CpuPartition partition, ContractScope contractChecks,
      String baseline, Optional<URI> target) {
    this.target = target;
    this.contractChecks = contractChecks;
    this.baseline = baseline;
    this.workspace = workspace;
    this.servers = servers;
    this.console = console;
    this.plan = plan;
    this.faults = faults;
    this.partition = partition;
    this.sessions = new VariantSessions(workspace, servers, console);
    this.execution = new LoadExecution(workspace.root());
    int machineCpus = (int) java.util.stream.Stream.concat(partition.variantCpus().stream(),
        partition.otherCpus().stream()).distinct().count();
    CpuScope scope = partition.pinned() ? new CpuScope(partition.variantCpus().size(), true)
        : new CpuScope(machineCpus, false);
    this.assembler = new SummaryAssembler(new CapacityFinder(plan.criteria(), loginCeiling, scope));
    this.loadGeneratorLimits = GatlingTimeouts.read(workspace.root().resolve("scenario"));
    this.variantCores = scope.cpus();
    this.calibrations = plan.load() instanceof LoadPlan.Calibrating calibrated
        ? Optional.of(new Calibrations(calibrated, scope, partition.pinned() ? partition.otherCpus().size() : 0))
        : Optional.empty();
    this.environment = Environment.capture(workspace.root(), JvmFlags.described(), machineCpus);
    this.loginCeiling = loginCeiling.map(LoginCeiling.Result::checksPerSecond);
  }

  /** The repetition of a calibration pass, which finds each label's capacity; its summary stays out of the reports. */
  public static final int CALIBRATION_PASS = 0;

  /**
   * @param repetition 1 for the first measured run of this label in this command, 2 for the second, ...; or
   *     {@link #CALIBRATION_PASS}
   * @param repeated whether the command repeats runs (then each result folder is suffixed with -r1, -r2, ...)
   */
  public Summary run(Setup setup, int repetition, boolean repeated) throws Exception {
    String label = setup.label();
    try (VariantSession session = target.isPresent() ? sessions.remote(setup, target.get()) : sessions.open(setup)) {
      if (verified.add(label)) {
        session.verify(contractChecks);
      } else {
        console.step(label, "contract verified earlier in this run: the same jar, not verified again");
      }
      Optional<SteadyState> steady = plan.warmUp().isPresent() ? warmUp(session, plan.warmUp().get())
          : Optional.empty();
      Path resultFolder = repetition == CALIBRATION_PASS
          ? workspace.runFolder().resolve("calibration-pass").resolve(setup.fileName())
          : workspace.results().resolve(setup.variant().name()).resolve("gatling-results")
              .resolve(workspace.runId() + setup.qualifiers().stream().map(q -> "-" + q).reduce("", String::concat)
                  + (target.isPresent() ? "-remote" : "") + (repeated ? "-r" + repetition : ""));
      Path incomplete = SummaryStore.markIncomplete(resultFolder);
      Summary summary = measure(session, repetition, resultFolder, steady);
      if (calibrations.isPresent() && calibrations.get().findsCapacity()
          && summary.stepping().capacity().step() == null && calibrations.get().retryLower(label)) {
        console.step(label, "the first step broke: stepping again, lower");
        summary = measure(session, repetition, resultFolder, steady);
      }
      SummaryStore.write(summary, resultFolder);
      Files.delete(incomplete);
      RunLines.summary(console, workspace, summary, repeated, resultFolder);
      return summary;
    }
  }

  /** The longest wait for a variant to finish what an overloaded warm-up left queued in it. */
  static final java.time.Duration OVERLOAD_DRAIN = java.time.Duration.ofSeconds(60);

  /**
   * The unmeasured load first. A calibrated plan's warm-up runs until the variant's cost per request settles, the
   * variant lent every CPU so that its JIT compiles beside the requests; the label's first one chooses its levels.
   * Its second stage, where the plan has one, runs near the rates the steps measure (in later repetitions near the
   * capacity the first found), and in the label's first repetition chooses the levels again from what a request cost
   * there; a third runs nearer the ceiling that predicts where the second ran far below it ({@link
   * Calibrations#nearerKnee}), and chooses them once more.
   *
   * @return the warm-up's windows and where they settled, for a calibrated plan
   */
  private Optional<SteadyState> warmUp(VariantSession session, LoadParameters warmUp) throws Exception {
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
        console.step(label, calibrated.calibrate(label, first.steady(), warmUp.levels().get(0),
            workspace.display(first.measured().gatlingRun())).description());
      }
      return Optional.of(first.steady());
    }
    if (firstRepetition) {
      LevelPlan predicted = calibrated.predict(label, first.steady(), warmUp.levels().get(0),
          workspace.display(first.measured().gatlingRun()));
      console.step(label, String.format(java.util.Locale.ROOT, "first calibration: a ceiling of %.2f journeys/s (%s)",
          predicted.calibratedCeiling(), predicted.description()));
    }
    LoadParameters loaded = calibrated.atLoad(label);
    String aim = calibrated.capacityFound(label).isPresent() ? "near the capacity the first repetition found"
        : "near the measured rates";
    Stage second = stage(session, loaded, "warm-up-at-load", "warming up " + aim + " (" + loaded.describe()
        + ", until steady, not measured)", SteadyState.QUIET_JIT_SHARE);
    SteadyState warmed = SteadyState.stages(first.steady(), second.steady(),
        (second.startMs() - first.startMs()) / 1000.0);
    if (!firstRepetition) {
      return Optional.of(warmed);
    }
    console.step(label, calibrated.calibrate(label, second.steady(), loaded.levels().get(0),
        workspace.display(second.measured().gatlingRun())).description());
    Optional<LoadParameters> nearer = calibrated.nearerKnee(label, loaded.levels().get(0));
    if (nearer.isEmpty()) {
      return Optional.of(warmed);
    }
    Stage third = stage(session, nearer.get(), "warm-up-near-knee", "the second stage ran below "
        + Numbers.plain(SteadyState.NEAR_KNEE) + " times the ceiling it predicts: warming up nearer it ("
        + nearer.get().describe() + ", until steady, not measured)", SteadyState.QUIET_JIT_SHARE);
    console.step(label, calibrated.calibrate(label, third.steady(), nearer.get().levels().get(0),
        workspace.display(third.measured().gatlingRun())).description());
    return Optional.of(SteadyState.stages(warmed, third.steady(), (third.startMs() - first.startMs()) / 1000.0));
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
        c.rule().tolerance(), quietJitShare, plan.criteria().sloP95Ms())).orElse(LoadWatch.NONE);
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
    SteadyState steady = SteadyState.of(measured.log(), scenario, measured.samples(),
        calibrated.rule().windowSeconds(), calibrated.rule().tolerance(), quietJitShare, lastAnswer + 1,
        plan.criteria().sloP95Ms());
    if (steady.overloaded()) {
      console.step(label, "the warm-up's level was more than it answers: the windows that found it overloaded "
          + "calibrate the levels; waiting for the requests it still holds to end");
      if (!session.awaitIdle(OVERLOAD_DRAIN)) {
        console.step(label, "still busy after " + OVERLOAD_DRAIN.toSeconds() + " s; the steps start anyway");
      }
    } else if (!steady.steady()) {
      console.step(label, "NOT STEADY: the cost per request still moved after the warm-up's " + steady.windows().size()
          + " windows; its last ones calibrate the levels");
    }
    long start = measured.log().userStarts().isEmpty() ? 0 : measured.log().injectionStart(scenario);
    return new Stage(measured, steady, start);
  }

  /** The variant's GC pauses from its GC log, for a phased load (a soak reads them); else null. */
  private List<GcPause> gcPauses(RunningVariant running) {
    return plan.load() instanceof PhasedPlan && running.gcLog() != null
        ? GcPause.readOrWarn(running.gcLog(), message -> console.step(running.label(), message)) : null;
  }

  private Summary measure(VariantSession session, int repetition, Path resultFolder, Optional<SteadyState> steady)
      throws Exception {
    String label = session.running().label();
    LoadParameters load = calibrations.map(c -> c.load(label)).orElseGet(() -> plan.load().base());
    console.step(label, "measured load: " + load.describe());
    long operationsBefore = session.operations();
    Optional<DbLatencyProxy> proxy = session.dbProxy();
    if (proxy.isPresent()) {
      proxy.get().resetStats();
    }
    boolean phases = calibrations.isPresent() && !calibrations.get().findsCapacity();
    Measurement measured = execution.run(session.target(label, load), load, resultFolder.resolve("gatling"),
        phases ? LoadWatch.NONE : new LoadWatch.Steps(plan.criteria()),
        faults.of(session.database(), servers.downstream(), proxy), message -> console.step(label, message));
    boolean alive = session.alive();
    if (!phases) {
      session.checkAlive();
    } else if (!alive) {
      console.step(label, "DIED during the overload: recorded in the summary");
    } else if (!session.awaitIdle(OVERLOAD_DRAIN)) {
      // requests the load generator gave up on may still write: the rows are counted once they are done
      console.step(label, "still busy " + OVERLOAD_DRAIN.toSeconds() + " s after the load; its rows are counted now");
    }
    Map<String, Integer> threads = session.threadPools(resultFolder.resolve("threads.txt"));
    List<Limit> limits = new ArrayList<>(loadGeneratorLimits);
    limits.addAll(session.limits(threads, variantCores));
    RunLines.limits(console, label, limits);
    SummaryAssembler.Observed observed = new SummaryAssembler.Observed(operationsBefore, session.operations(),
        session.peakRssBytes(), session.ioSettings(load),
        calibrations.map(c -> c.of(label).description()).orElse("the profile's levels: " + load.describe()),
        calibrations.flatMap(c -> c.capacityFound(label)).orElse(null), steady.orElse(null),
        proxy.isPresent() ? proxy.get().stats() : null, faults.linkFault().map(Faults.LinkFault::describe).orElse(null),
        threads,
        session.remote() ? new Summary.Target(session.running().baseUrl().toString(), VariantSessions.NOT_SAMPLED)
            : null, alive, gcPauses(session.running()), limits);
    RunningVariant running = session.running();
    SummaryAssembler.Label who = new SummaryAssembler.Label(running.setup(), running.jvm(),
        running.startup().toMillis(), workspace.runId(), repetition, plan, environment,
        session.remote() ? "the app's own (not known to the harness)" : session.database().product(),
        loginCeiling, partition, baseline);
    Summary summary = assembler.assemble(who, measured, observed);
    if (summary.stepping() != null) {
      RunLines.capacity(console, label, summary.stepping());
      calibrations.ifPresent(c -> c.found(label, load, summary.stepping().capacity().step()));
    }
    return summary;
  }
}

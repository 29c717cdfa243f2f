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
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.capacity.CapacityFinder;
import org.reactivebench.harness.capacity.HostCanary;
import org.reactivebench.harness.capacity.HostProbe;
import org.reactivebench.harness.capacity.LoginCeiling;
import org.reactivebench.harness.dblink.DbLatencyProxy;
import org.reactivebench.harness.launch.JvmFlags;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.limits.GatlingTimeouts;
import org.reactivebench.harness.load.LoadExecution;
import org.reactivebench.harness.load.LoadWatch;
import org.reactivebench.harness.load.Measurement;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.profile.LoadPlan;
import org.reactivebench.harness.profile.PhasedPlan;
import org.reactivebench.harness.results.GcPause;
import org.reactivebench.harness.results.HostSpeed;
import org.reactivebench.harness.profile.RunPlan;
import org.reactivebench.harness.results.CpuScope;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.Limit;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SteadyState;
import org.reactivebench.harness.results.StepResult;
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
  private final StagedWarmUp warmUp;
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
    this.warmUp = new StagedWarmUp(workspace, console, execution, partition, plan.criteria(), calibrations);
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
    HostSpeed hostSpeed = hostSpeed(label);
    try (VariantSession session = target.isPresent() ? sessions.remote(setup, target.get()) : sessions.open(setup)) {
      if (verified.add(label)) {
        session.verify(contractChecks);
      } else {
        console.step(label, "contract verified earlier in this run: the same jar, not verified again");
      }
      Optional<SteadyState> steady = plan.warmUp().isPresent() ? warmUp.run(session, plan.warmUp().get())
          : Optional.empty();
      Path resultFolder = repetition == CALIBRATION_PASS
          ? workspace.runFolder().resolve("calibration-pass").resolve(setup.fileName())
          : workspace.writing().resolve(setup.variant().name()).resolve("gatling-results")
              .resolve(workspace.runId() + setup.qualifiers().stream().map(q -> "-" + q).reduce("", String::concat)
                  + (target.isPresent() ? "-remote" : "") + (repeated ? "-r" + repetition : ""));
      Path incomplete = SummaryStore.markIncomplete(resultFolder);
      Summary summary = measure(session, repetition, resultFolder, steady, hostSpeed);
      if (calibrations.isPresent() && calibrations.get().findsCapacity()
          && summary.stepping().capacity().step() == null && calibrations.get().retryLower(label)) {
        console.step(label, "the first step broke: stepping again, lower");
        summary = measure(session, repetition, resultFolder, steady, hostSpeed);
      } else if (calibrations.isPresent() && heldEveryStep(summary)
          && calibrations.get().retryHigher(label, summary.stepping().capacity().offered())) {
        console.step(label, "it held every step: stepping again, from the top it held");
        summary = measure(session, repetition, resultFolder, steady, hostSpeed);
      }
      SummaryStore.write(summary, resultFolder);
      Files.delete(incomplete);
      RunLines.summary(console, workspace, summary, repeated, resultFolder);
      return summary;
    }
  }

  private static boolean heldEveryStep(Summary summary) {
    return summary.stepping() != null && summary.stepping().capacity().step() != null
        && !summary.stepping().capacity().reached();
  }

  /** The variant's GC pauses from its GC log, for a phased load (a soak reads them); else null. */
  private List<GcPause> gcPauses(Measurement measured) {
    return plan.load() instanceof PhasedPlan ? measured.gcPauses().get(StepResult.VARIANT) : null;
  }

  /**
   * The CPUs timed before the label is launched, with nothing of the benchmark running but the idle database; null
   * for an app the harness does not start, or where they could not be timed (then it says why).
   */
  private HostSpeed hostSpeed(String label) throws InterruptedException {
    if (target.isPresent()) {
      return null;
    }
    try {
      HostSpeed speed = HostProbe.measure(partition);
      console.step(label, "host speed: " + speed.describe());
      return speed;
    } catch (IllegalStateException e) {
      console.step(label, e.getMessage() + "; the host's speed is not recorded");
      return null;
    }
  }

  private Summary measure(VariantSession session, int repetition, Path resultFolder, Optional<SteadyState> steady,
      HostSpeed hostSpeed) throws Exception {
    String label = session.running().label();
    LoadParameters load = calibrations.map(c -> c.load(label)).orElseGet(() -> plan.load().base());
    console.step(label, "measured load: " + load.describe());
    long operationsBefore = session.operations();
    Optional<DbLatencyProxy> proxy = session.dbProxy();
    if (proxy.isPresent()) {
      proxy.get().resetStats();
    }
    boolean phases = calibrations.isPresent() && !calibrations.get().findsCapacity();
    HostCanary canary = hostSpeed == null ? null : HostCanary.start(partition);
    Measurement measured;
    try {
      measured = execution.run(session.target(label, load), load, resultFolder.resolve("gatling"),
          phases ? LoadWatch.NONE : new LoadWatch.Steps(plan.criteria()),
          faults.of(session.database(), servers.downstream(), proxy), message -> console.step(label, message));
    } finally {
      if (canary != null) {
        canary.close();
      }
    }
    HostSpeed speed = canary == null ? hostSpeed : canary.beside(hostSpeed);
    if (speed != null && speed.duringNsPerRead() != null) {
      console.step(label, "host speed: " + speed.describeDuring());
    }
    boolean alive = session.alive();
    if (!phases) {
      session.checkAlive();
    } else if (!alive) {
      console.step(label, "DIED during the overload: recorded in the summary");
    } else if (!session.awaitIdle(StagedWarmUp.OVERLOAD_DRAIN)) {
      // requests the load generator gave up on may still write: the rows are counted once they are done
      console.step(label, "still busy " + StagedWarmUp.OVERLOAD_DRAIN.toSeconds()
          + " s after the load; its rows are counted now");
    }
    Map<String, Integer> threads = session.threadPools(resultFolder.resolve("threads.txt"));
    List<Limit> limits = new ArrayList<>(loadGeneratorLimits);
    limits.addAll(session.limits(threads, variantCores));
    RunLines.limits(console, label, limits);
    SummaryAssembler.Observed observed = new SummaryAssembler.Observed(operationsBefore, session.operations(),
        session.peakRssBytes(), session.ioSettings(load),
        calibrations.map(c -> c.measured(label).description()).orElse("the profile's levels: " + load.describe()),
        calibrations.flatMap(c -> c.capacityFound(label)).orElse(null), steady.orElse(null),
        proxy.isPresent() ? proxy.get().stats() : null, faults.linkFault().map(Faults.LinkFault::describe).orElse(null),
        threads,
        session.remote() ? new Summary.Target(session.running().baseUrl().toString(), VariantSessions.NOT_SAMPLED)
            : null, alive, gcPauses(measured), limits, canary == null ? List.of() : canary.timedReads());
    RunningVariant running = session.running();
    SummaryAssembler.Label who = new SummaryAssembler.Label(running.setup(), running.jvm(),
        running.startup().toMillis(), workspace.runId(), repetition, plan, environment,
        session.remote() ? "the app's own (not known to the harness)" : session.database().product(),
        loginCeiling, partition, baseline, speed);
    Summary summary = assembler.assemble(who, measured, observed);
    if (summary.stepping() != null) {
      RunLines.capacity(console, label, summary.stepping());
      calibrations.ifPresent(c -> c.found(label, load, summary.stepping().capacity().step()));
    }
    return summary;
  }
}

package org.reactivebench.harness.run;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.capacity.CapacityFinder;
import org.reactivebench.harness.capacity.LoginCeiling;
import org.reactivebench.harness.launch.JvmFlags;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.load.LoadExecution;
import org.reactivebench.harness.load.Measurement;
import org.reactivebench.harness.profile.LoadPlan;
import org.reactivebench.harness.profile.RunPlan;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;
import org.reactivebench.harness.session.Servers;
import org.reactivebench.harness.session.VariantSession;
import org.reactivebench.harness.session.VariantSessions;
import org.reactivebench.harness.variant.Setup;

/**
 * One measured run of one label: a fresh schema, launch, contract verification, warm-up, the measured load, the
 * summary and the integrity check; the variant is stopped whatever happens. A calibrated plan's first warm-up of a
 * label chooses its levels; a label whose first level already broke is stepped again below it.
 */
public final class BenchmarkRun {

  private final Workspace workspace;
  private final Servers servers;
  private final Console console;
  private final RunPlan plan;
  private final Faults faults;
  private final VariantSessions sessions;
  private final LoadExecution execution;
  private final SummaryAssembler assembler;
  private final Optional<Calibrations> calibrations;
  private final Environment environment;
  private final Optional<Double> loginCeiling;

  /** @param loginCeiling the BCrypt checks per second measured at the start of the command, for loads read against it */
  public BenchmarkRun(Workspace workspace, Servers servers, Console console, RunPlan plan,
      Optional<LoginCeiling.Result> loginCeiling, Faults faults) {
    this.workspace = workspace;
    this.servers = servers;
    this.console = console;
    this.plan = plan;
    this.faults = faults;
    this.sessions = new VariantSessions(workspace, servers, console);
    this.execution = new LoadExecution(workspace.root());
    CapacityFinder capacities = new CapacityFinder(plan.criteria(), loginCeiling);
    this.assembler = new SummaryAssembler(capacities);
    this.environment = Environment.capture(workspace.root(), JvmFlags.VARIANT);
    this.loginCeiling = loginCeiling.map(LoginCeiling.Result::checksPerSecond);
    this.calibrations = plan.load() instanceof LoadPlan.Calibrated calibrated
        ? Optional.of(new Calibrations(calibrated, capacities)) : Optional.empty();
  }

  /**
   * @param repetition 1 for the first measured run of this label in this command, 2 for the second, ...
   * @param repeated whether the command repeats runs (then each result folder is suffixed with -r1, -r2, ...)
   */
  public Summary run(Setup setup, int repetition, boolean repeated) throws Exception {
    String label = setup.label();
    try (VariantSession session = sessions.open(setup)) {
      session.verify();
      if (plan.warmUp().isPresent()) {
        warmUp(session, plan.warmUp().get());
      }
      Path resultFolder = workspace.results().resolve(setup.variant().name()).resolve("gatling-results")
          .resolve(workspace.runId() + setup.qualifiers().stream().map(q -> "-" + q).reduce("", String::concat)
              + (repeated ? "-r" + repetition : ""));
      Path incomplete = SummaryStore.markIncomplete(resultFolder);
      Summary summary = measure(session, repetition, resultFolder);
      if (calibrations.isPresent() && summary.stepping().capacity().step() == null
          && calibrations.get().lower(label)) {
        console.step(label, "the first step broke: stepping again, below it");
        summary = measure(session, repetition, resultFolder);
      }
      SummaryStore.write(summary, resultFolder);
      Files.delete(incomplete);
      RunLines.summary(console, workspace, summary, repeated, resultFolder);
      return summary;
    }
  }

  /** The unmeasured load first; for a calibrated plan, the first warm-up of a label also chooses its levels. */
  private void warmUp(VariantSession session, LoadParameters warmUp) throws Exception {
    String label = session.running().label();
    console.step(label, "warming up (" + warmUp.describe() + ", not measured)");
    Path folder = workspace.runFolder().resolve("warm-up").resolve(session.running().setup().fileName());
    Measurement measured = execution.run(session.target(label + " warm-up", warmUp), warmUp, folder,
        Optional.empty(), List.of(), message -> console.step(label, message));
    if (calibrations.isPresent() && !calibrations.get().calibrated(label)) {
      console.step(label, calibrations.get().calibrate(label, measured, workspace.display(measured.gatlingRun()))
          .description());
    }
  }

  private Summary measure(VariantSession session, int repetition, Path resultFolder) throws Exception {
    String label = session.running().label();
    LoadParameters load = calibrations.map(c -> c.load(label)).orElseGet(() -> plan.load().base());
    console.step(label, "measured load: " + load.describe());
    long operationsBefore = session.operations();
    Measurement measured = execution.run(session.target(label, load), load, resultFolder.resolve("gatling"),
        Optional.of(plan.criteria()), faults.of(session.database(), servers.downstream()),
        message -> console.step(label, message));
    session.checkAlive();
    SummaryAssembler.Observed observed = new SummaryAssembler.Observed(operationsBefore, session.operations(),
        session.peakRssBytes(), session.passthroughSettings(load),
        calibrations.map(c -> c.of(label).description()).orElse("the profile's levels: " + load.describe()));
    RunningVariant running = session.running();
    SummaryAssembler.Label who = new SummaryAssembler.Label(running.setup(), running.jvm(),
        running.startup().toMillis(), workspace.runId(), repetition, plan, environment, session.database().product(),
        loginCeiling);
    Summary summary = assembler.assemble(who, measured, observed);
    if (summary.stepping() != null) {
      RunLines.capacity(console, label, summary.stepping().capacity());
    }
    return summary;
  }
}

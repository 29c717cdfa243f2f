package org.reactivebench.harness.run;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.downstream.DownstreamService;
import org.reactivebench.harness.load.LoadExecution;
import org.reactivebench.harness.load.LoadTarget;
import org.reactivebench.harness.load.LoadWatch;
import org.reactivebench.harness.load.Measurement;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.Headroom;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.StepAnalysis;
import org.reactivebench.harness.results.StepCriteria;
import org.reactivebench.harness.results.StepResult;

/**
 * The downstream service alone, without a variant in front: a warm-up, then stepped message rates, each step judged
 * by how closely the service keeps its delay. It shows that the downstream is not what limits a passthrough label.
 */
public final class HeadroomRun {

  private HeadroomRun() {}

  /**
   * @param folder where the measured load's Gatling report goes
   * @param criteria when a level is held
   */
  public static Headroom measure(Workspace workspace, DownstreamService downstream, LoadParameters warmUp,
      LoadParameters load, StepCriteria criteria, Path folder, Console console) throws Exception {
    LoadExecution execution = new LoadExecution(workspace.root());
    Map<String, Supplier<ChildProcess>> watched = Map.of(StepResult.DOWNSTREAM, downstream.server()::process);
    console.step("downstream", "warming up (" + warmUp.describe() + ", not measured)");
    execution.run(new LoadTarget("downstream warm-up", downstream.url(), watched, Map.of()), warmUp,
        workspace.runFolder().resolve("warm-up"), LoadWatch.NONE, List.of(),
        message -> console.step("downstream", message));
    Instant started = Instant.now();
    Measurement measured = execution.run(new LoadTarget("downstream headroom", downstream.url(), watched, Map.of()), load,
        folder, new LoadWatch.Steps(criteria), List.of(), message -> console.step("downstream", message));
    long lastAnswer = measured.log().requests().stream().mapToLong(r -> r.end()).max().orElse(0);
    List<StepResult> steps = StepAnalysis.steps(measured.log(), load, load.journey().measuredScenario(), criteria,
        measured.samples(), lastAnswer + 1);
    return new Headroom(workspace.runId(), started, Environment.capture(workspace.root(), DownstreamService.JVM_FLAGS),
        measured.log().gatlingVersion(), load, criteria, steps);
  }
}

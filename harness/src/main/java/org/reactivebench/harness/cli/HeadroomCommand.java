package org.reactivebench.harness.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.Headroom;
import org.reactivebench.harness.run.HeadroomRun;
import org.reactivebench.harness.session.Servers;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.StepCriteria;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.harness.results.SummaryStore;
import org.reactivebench.loadspec.Journey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "headroom", description = {
    "Load the downstream service alone and report how much it carries and how closely it keeps its delay.",
    "After a warm-up, open model, one message per arriving user over a shared connection pool, stepped through",
    "--levels (messages/s); a level is held with no KO, p95 within 50 ms of the delay and 95 %% of the rate achieved.",
    "It shows that the downstream is not what limits a passthrough label. Results go to",
    "downstream/gatling-results/<run>/headroom.json (with --publish; else under .matrix/local/) and the README there."})
public final class HeadroomCommand implements Callable<Integer> {

  @Option(names = "--levels", split = ",", paramLabel = "RATE", defaultValue = "1000,2000,3000,4000,5000,6000",
      description = "The message rates to step through (default 1000,2000,3000,4000,5000,6000).")
  List<Double> levels;

  @Option(names = "--delay", defaultValue = "500", paramLabel = "MS",
      description = "The delay each message asks for (default 500, as the passthrough-rate profile).")
  int delay;

  @Option(names = "--level", defaultValue = "15", paramLabel = "SECONDS", description = "How long each level is held.")
  double level;

  @Option(names = "--publish", description = "Write into the project's committed results instead of .matrix/local/.")
  boolean publish;

  @Option(names = "--output", paramLabel = "DIR", hidden = true, description = "Write under DIR (used by the tests).")
  Path output;

  @Override
  public Integer call() throws Exception {
    levels.forEach(value -> Check.positive("--levels", value));
    Check.atLeast("--delay", delay, 0);
    Check.positive("--level", level);
    LoadParameters load = LoadParameters.stepped(Journey.DOWNSTREAM, "open", "levels", levels, level, 2, 0,
        delay);
    StepCriteria criteria = new StepCriteria(delay + 50L, 0.95);
    Console console = new Console(System.out);
    Workspace workspace = Workspace.create(Workspace.defaultRoot(), output, "headroom", publish);
    console.say("headroom " + workspace.runId() + ": the downstream alone, " + load.describe());
    console.working("logs are kept in " + workspace.display(workspace.runFolder()));
    Path folder = workspace.results().resolve("downstream").resolve("gatling-results").resolve(workspace.runId());
    LoadParameters warmUp = LoadParameters.stepped(Journey.DOWNSTREAM, "open", "constant",
        List.of(levels.get(0) / 2), 15, 0, 0, delay);
    Headroom headroom;
    try (Servers servers = new Servers(workspace, null, null, console)) {
      headroom = HeadroomRun.measure(workspace, servers.downstream(), warmUp, load, criteria, folder.resolve("gatling"),
          console);
    }
    Files.createDirectories(folder);
    SummaryStore.write(headroom, folder);
    for (StepResult step : headroom.steps()) {
      console.say(String.format(Locale.ROOT, "%s %s msg/s: %.0f achieved, p50 %+d ms, p99 %+d ms from the delay, "
          + "downstream %.2f cores, load generator %.2f cores", step.held() ? "held" : "BROKEN",
          Numbers.plain(step.offered()), step.achievedRequestsPerSecond(),
          step.global().p50() - delay, step.global().p99() - delay,
          step.cores().getOrDefault(StepResult.DOWNSTREAM, 0.0), step.cores().getOrDefault(StepResult.LOAD_GENERATOR,
          0.0)));
    }
    Reports.regenerate(workspace, console);
    console.finished();
    console.say(String.format(Locale.ROOT, "headroom: the downstream held %.0f messages/s -> %s",
        headroom.heldRequestsPerSecond(), workspace.display(folder.resolve(Headroom.FILE))));
    return 0;
  }

}

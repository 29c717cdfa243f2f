package org.reactivebench.harness.cli;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.profile.Profile;
import org.reactivebench.harness.results.LinkAccuracy;
import org.reactivebench.harness.results.LinkAccuracyStore;
import org.reactivebench.harness.run.LinkAccuracyRun;
import org.reactivebench.harness.session.Servers;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "link-accuracy", description = {
    "Measure how exactly the db-proxy adds the round trip it is set to, on the embedded databases.",
    "On MariaDB (JDBC SELECT 1) and Mongo (ping), for each --latencies and --connections: as many threads as",
    "connections, each with one round trip in flight at all times (a closed loop), warmed up for --warm-up seconds,",
    "then timed for --seconds, once straight to the database and once through one db-proxy per database (the",
    "latency is changed through its control API). Each level gives the round trips/s, mean, p50 and p99 of both, the",
    "added mean (proxied - direct), the proxy's own measure (its mean delay up + down) and the error against the",
    "latency: a level passes within ±10 %%. At 0 ms it is the hop's own cost, the control (as --db-latency 0 is in",
    "the benchmark): the other levels also give their added mean minus the control's. Results go to",
    "db-proxy/gatling-results/<run>/link-accuracy.json (with --publish; else under .matrix/local/) and the README",
    "there, made by ./matrix report from every stored run. Run it alone on the machine: it times the CPUs too."})
public final class LinkAccuracyCommand implements Callable<Integer> {

  /** The most connections a level may open: the embedded MariaDB takes 500, the harness needs a few. */
  static final int MAX_CONNECTIONS = 400;
  private static final int MAX_LATENCY_MS = 2000;

  @Option(names = "--latencies", split = ",", paramLabel = "MS",
      description = "The added round trips to measure, in ms (default 0,1,5,20: the db-latency profile's).")
  List<Double> latencies;

  @Option(names = "--connections", split = ",", paramLabel = "N", defaultValue = "10,20",
      description = "The numbers of connections, each a round trip in flight (default 10,20: Hikari's pool in every "
          + "SQL row, and the 20 connections jhipster-mysql-reactive's R2DBC pool opened; at 50 a straight loop "
          + "saturates 2 CPUs and the figures measure the CPUs, not the proxy).")
  List<Integer> connections;

  @Option(names = "--seconds", defaultValue = "10", paramLabel = "SECONDS",
      description = "How long each loop is timed, straight and through the proxy (default 10).")
  double seconds;

  @Option(names = "--first-warm-up", defaultValue = "10", paramLabel = "SECONDS",
      description = "Before the first level, each database's loop runs this long straight and as long through the "
          + "proxy, unmeasured, so that the JVMs have compiled their paths (default 10; 0: none).")
  double firstWarmUp;

  @Option(names = "--warm-up", defaultValue = "2", paramLabel = "SECONDS",
      description = "How long each loop runs before it is timed (default 2).")
  double warmUp;

  @Option(names = "--publish", description = "Write into the project's committed results instead of .matrix/local/.")
  boolean publish;

  @Option(names = "--output", paramLabel = "DIR", hidden = true, description = "Write under DIR (used by the tests).")
  Path output;

  @Override
  public Integer call() throws Exception {
    List<Double> asked = latencies == null ? Profile.DB_LATENCY.dbLatencies() : latencies;
    asked.forEach(LinkAccuracyCommand::checkLatency);
    connections.forEach(LinkAccuracyCommand::checkConnections);
    Check.positive("--seconds", seconds);
    Check.atLeast("--first-warm-up", firstWarmUp, 0);
    Check.atLeast("--warm-up", warmUp, 0);
    LinkAccuracyRun.Plan plan = new LinkAccuracyRun.Plan(asked.stream().distinct().sorted().toList(),
        connections.stream().distinct().toList(), seconds(firstWarmUp), seconds(warmUp), seconds(seconds));
    Console console = new Console(System.out);
    Workspace workspace = Workspace.create(Workspace.defaultRoot(), output, "link-accuracy", publish);
    console.say("link-accuracy " + workspace.runId() + ": the db-proxy alone, at "
        + String.join(", ", plan.latenciesMs().stream().map(Numbers::plain).toList()) + " ms with "
        + String.join(", ", plan.connections().stream().map(String::valueOf).toList()) + " connections; "
        + Numbers.plain(warmUp) + " s warm-up, " + Numbers.plain(seconds) + " s timed, straight and proxied");
    console.working("logs are kept in " + workspace.display(workspace.runFolder()));
    Path folder = workspace.results().resolve("db-proxy").resolve("gatling-results").resolve(workspace.runId());
    LinkAccuracy accuracy;
    try (Servers servers = new Servers(workspace, null, null, console)) {
      accuracy = LinkAccuracyRun.measure(workspace, servers, plan, console);
    }
    Path file = LinkAccuracyStore.write(accuracy, folder);
    Reports.regenerate(workspace, console);
    console.finished();
    console.say(String.format(Locale.ROOT, "link-accuracy: %d of %d levels added their latency within ±%d %% -> %s",
        accuracy.withinTolerance(), accuracy.judged().size(), Math.round(accuracy.tolerance() * 100),
        workspace.display(file)));
    return 0;
  }

  private static Duration seconds(double seconds) {
    return Duration.ofMillis(Math.round(seconds * 1000));
  }

  private static void checkLatency(Double latency) {
    if (latency == null || !(latency >= 0 && latency <= MAX_LATENCY_MS)) {
      throw new IllegalArgumentException("--latencies must be numbers of milliseconds from 0 to " + MAX_LATENCY_MS
          + ", was " + latency);
    }
  }

  private static void checkConnections(Integer count) {
    Check.atLeast("--connections", count, 1);
    if (count > MAX_CONNECTIONS) {
      throw new IllegalArgumentException("--connections must be at most " + MAX_CONNECTIONS + " (the embedded "
          + "MariaDB takes 500), was " + count);
    }
  }
}

package org.reactivebench.harness.run;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.dblink.DbLatencyProxy;
import org.reactivebench.harness.dblink.LinkAccuracyClient;
import org.reactivebench.harness.dblink.LinkAccuracyLoop;
import org.reactivebench.harness.dblink.LinkStats;
import org.reactivebench.harness.dblink.ProxiedDatabase;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.LinkAccuracy;
import org.reactivebench.harness.results.LinkAccuracyLevel;
import org.reactivebench.harness.results.LinkAccuracyTimes;
import org.reactivebench.harness.session.Servers;

/**
 * The database latency proxy's accuracy, without a variant: on each database, closed loops of the cheapest round
 * trip, once straight and once through the proxy, at each latency (set through its control API, one proxy per
 * database for the whole run) and each number of connections. A level passes when the proxy added its latency to
 * the mean round trip within the tolerance.
 */
public final class LinkAccuracyRun {

  /** The database kinds measured, in order. */
  public static final List<String> DATABASES = List.of("mysql", "mongo");
  /** The largest error of the added round trip that passes: ±10 % of the latency. */
  public static final double TOLERANCE = 0.10;

  private static final String SCHEMA = "link_accuracy";

  /**
   * What to measure.
   *
   * @param latenciesMs the added round trips, measured in this order (the 0 ms control first, if any)
   * @param connections the numbers of callers, each with a round trip in flight at all times
   * @param firstWarmUp before the first level, each database's loop at the most connections, straight and then
   *     through the proxy, unmeasured (zero: none)
   * @param warmUp each loop's, before its window
   */
  public record Plan(List<Double> latenciesMs, List<Integer> connections, Duration firstWarmUp, Duration warmUp,
      Duration window) {}

  private final Workspace workspace;
  private final Servers servers;
  private final Console console;

  private LinkAccuracyRun(Workspace workspace, Servers servers, Console console) {
    this.workspace = workspace;
    this.servers = servers;
    this.console = console;
  }

  /** Measures every level, printing a line as each ends. */
  public static LinkAccuracy measure(Workspace workspace, Servers servers, Plan plan, Console console)
      throws Exception {
    return new LinkAccuracyRun(workspace, servers, console).measure(plan);
  }

  private LinkAccuracy measure(Plan plan) throws Exception {
    Instant started = Instant.now();
    Map<String, String> products = new LinkedHashMap<>();
    Map<String, Map<String, String>> straight = new HashMap<>();
    Map<String, Map<String, String>> through = new HashMap<>();
    Map<String, DbLatencyProxy> proxies = new HashMap<>();
    for (String kind : DATABASES) {
      Database server = servers.database(kind, null);
      products.put(kind, server.product());
      straight.put(kind, server.freshSchema(SCHEMA));
      ProxiedDatabase proxied = (ProxiedDatabase) servers.database(kind, plan.latenciesMs().get(0));
      through.put(kind, proxied.freshSchema(SCHEMA));
      proxies.put(kind, proxied.proxy().orElseThrow());
      console.step(kind, server.product() + "; proxy on 127.0.0.1:" + proxies.get(kind).port());
    }
    if (!plan.firstWarmUp().isZero()) {
      warmUp(plan, straight, through);
    }
    Map<String, Double> controls = new HashMap<>();
    List<LinkAccuracyLevel> levels = new ArrayList<>();
    for (double latency : plan.latenciesMs()) {
      for (String kind : DATABASES) {
        servers.database(kind, latency); // the proxy's control API: the same process, the new latency
        for (int connections : plan.connections()) {
          LinkAccuracyLevel level = level(kind, latency, connections, straight.get(kind), through.get(kind),
              proxies.get(kind), controls.get(kind + "/" + connections), plan);
          if (level.control()) {
            controls.put(kind + "/" + connections, level.addedMs());
          }
          levels.add(level);
          console.say(line(level));
        }
      }
    }
    return new LinkAccuracy(workspace.runId(), started, Environment.capture(workspace.root(),
        DbLatencyProxy.JVM_FLAGS), products, seconds(plan.firstWarmUp()), seconds(plan.warmUp()),
        seconds(plan.window()), TOLERANCE, levels);
  }

  private static double seconds(Duration duration) {
    return duration.toMillis() / 1000.0;
  }

  /**
   * Every database's loop once straight and once through the proxy, the figures thrown away: without it the first
   * levels (the 0 ms control) would time JVMs that have not compiled their paths yet.
   */
  private void warmUp(Plan plan, Map<String, Map<String, String>> straight, Map<String, Map<String, String>> through)
      throws Exception {
    int connections = plan.connections().stream().mapToInt(Integer::intValue).max().orElseThrow();
    console.say("warming up: each database's loop at " + connections + " connections, "
        + Numbers.plain(seconds(plan.firstWarmUp())) + " s straight and as long through the proxy, "
        + "not measured");
    for (String kind : DATABASES) {
      for (Map<String, String> schema : List.of(straight.get(kind), through.get(kind))) {
        try (LinkAccuracyClient client = LinkAccuracyClient.of(schema, connections)) {
          LinkAccuracyLoop.run(client, connections, Duration.ZERO, plan.firstWarmUp(), () -> {});
        }
      }
    }
  }

  private LinkAccuracyLevel level(String kind, double latency, int connections, Map<String, String> straight,
      Map<String, String> through, DbLatencyProxy proxy, Double controlAddedMs, Plan plan) throws Exception {
    LinkAccuracyTimes direct;
    try (LinkAccuracyClient client = LinkAccuracyClient.of(straight, connections)) {
      direct = LinkAccuracyLoop.run(client, connections, plan.warmUp(), plan.window(), () -> {});
    }
    LinkAccuracyTimes proxied;
    LinkStats stats;
    try (LinkAccuracyClient client = LinkAccuracyClient.of(through, connections)) {
      proxied = LinkAccuracyLoop.run(client, connections, plan.warmUp(), plan.window(), proxy::resetStats);
      stats = proxy.stats();
    }
    return LinkAccuracyLevel.of(kind, latency, connections, direct, proxied, stats.measuredAddedMs(),
        stats.roundTrips(), stats.connectionsPeak(), controlAddedMs, TOLERANCE);
  }

  /** A level in one progress line. */
  static String line(LinkAccuracyLevel level) {
    String verdict;
    if (level.control()) {
      verdict = String.format(Locale.ROOT, "the control: the hop costs %.3f ms", level.addedMs());
    } else {
      verdict = String.format(Locale.ROOT, "%+.1f %% %s", level.errorPercent(),
          level.within() ? "within ±" + Math.round(TOLERANCE * 100) + " %" : "OUTSIDE ±"
              + Math.round(TOLERANCE * 100) + " %");
    }
    String overControl = level.addedOverControlMs() == null || level.control() ? ""
        : String.format(Locale.ROOT, " (%.3f over the control)", level.addedOverControlMs());
    return String.format(Locale.ROOT, "%s +%s ms, %d connections: direct %.0f rt/s, mean %.3f p50 %.3f p99 %.3f ms; "
            + "proxied %.0f rt/s, mean %.3f p50 %.3f p99 %.3f ms; added %.3f ms%s, the proxy measured %.3f ms; %s",
        level.database(), Numbers.plain(level.latencyMs()), level.connections(), level.direct().perSecond(),
        level.direct().meanMs(), level.direct().p50Ms(), level.direct().p99Ms(), level.proxied().perSecond(),
        level.proxied().meanMs(), level.proxied().p50Ms(), level.proxied().p99Ms(), level.addedMs(), overControl,
        level.proxyMeasuredMs(), verdict);
  }
}

package org.reactivebench.harness.report;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.Integrity;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.LoadStatistics;
import org.reactivebench.harness.results.LoadStatistics.TimeWindow;
import org.reactivebench.harness.results.LoadStatistics.UserTime;
import org.reactivebench.harness.results.RequestStats;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;
import org.reactivebench.loadspec.OperationJourney;

/** Summaries and variant manifests made in code, with figures simple enough to work out the reports by hand. */
final class Fixtures {

  static final Environment ENVIRONMENT = new Environment("Test CPU @ 3.00GHz", 2, 24L << 30, "Linux 6.1 (amd64)",
      "OpenJDK 64-Bit Server VM 17.0.15", List.of("-Xms512m", "-Xmx512m", "-XX:+UseG1GC"), "abc1234");

  /** Per scenario request name: requests of 10 users, and a mean response time in ms at slowness 1. */
  private static final int[] COUNTS = {10, 10, 20, 20, 20, 160, 20};
  private static final double[] MEANS = {4, 80, 6, 12, 10, 4, 8};

  private Fixtures() {}

  /** A clean run of 10 users over 60 s; every response time is the fixture's times {@code slowness}. */
  static Summary summary(String runId, String variant, String scheduler, int repetition, String profile,
      double slowness) {
    List<RequestStats> requests = new ArrayList<>();
    for (int i = 0; i < COUNTS.length; i++) {
      requests.add(request(OperationJourney.REQUEST_NAMES.get(i), COUNTS[i], 0, MEANS[i] * slowness, 60));
    }
    List<TimeWindow> series = new ArrayList<>();
    for (int window = 0; window < 12; window++) {
      double rate = (1 + 4.0 * Math.min(window, 6) / 6) / Math.sqrt(slowness);
      series.add(new TimeWindow(window * 5L, (int) Math.round(rate * 5), 0, rate,
          Math.round(slowness * (20 + 10 * Math.sin(window / 2.0))), Math.min(10, window * 2)));
    }
    LoadStatistics statistics = new LoadStatistics(global(requests, 60), requests, Map.of(), Map.of(),
        new UserTime(10, 200 * slowness, Math.round(190 * slowness), Math.round(300 * slowness), Math.round(350 * slowness)),
        series, 0, 60_000, 10, 10, 10);
    String label = scheduler == null ? variant : variant + "[" + scheduler + "]";
    LoadParameters load = profile.equals("paper") ? LoadParameters.ramp(5000, 60, 1)
        : LoadParameters.ramp(10, 60, 0.2);
    return new Summary(label, variant, scheduler, runId, repetition, profile, load,
        Instant.parse("2026-01-01T10:00:00Z"), Instant.parse("2026-01-01T10:01:00Z"), ENVIRONMENT, "MariaDB 11.4.5",
        "3.12.0", 7500, new Summary.Cost(2600, 10, 300L << 20, 520L, 3000, 0.05, false, null), statistics,
        new Integrity(0, 0, 0, 0, 0, 0, 0, 0), null, profile.equals("smoke") ? null : LoadParameters.ramp(100, 20, 0.05), null, null,
        null, null, null, null, null, null, null, null, null, null, null, null, null);
  }

  static RequestStats request(String name, int count, int ko, double mean, double seconds) {
    long p95 = Math.round(mean * 2);
    return new RequestStats(name, count, count - ko, ko, 1, mean, Math.round(mean), Math.round(mean * 1.5), p95,
        p95 * 2, p95 * 3, count / seconds);
  }

  private static RequestStats global(List<RequestStats> requests, double seconds) {
    int count = requests.stream().mapToInt(RequestStats::count).sum();
    int ko = requests.stream().mapToInt(RequestStats::ko).sum();
    double mean = requests.stream().mapToDouble(r -> r.mean() * r.count()).sum() / count;
    long p95 = requests.stream().mapToLong(RequestStats::p95).max().orElse(0);
    return new RequestStats("All requests", count, count - ko, ko, 1, mean, Math.round(mean), Math.round(mean),
        p95, p95 * 2, p95 * 3, count / seconds);
  }

  /** The same run with other global mean and req/s (the per-request figures unchanged). */
  static Summary withGlobal(Summary s, double mean, double requestsPerSecond) {
    RequestStats g = s.statistics().global();
    return withStatistics(s, new RequestStats(g.name(), g.count(), g.ok(), g.ko(), g.min(), mean, g.p50(), g.p75(),
        g.p95(), g.p99(), g.max(), requestsPerSecond), s.statistics().requests(), s.statistics().koCauses());
  }

  /** The same run with these timeouts and limits recorded. */
  static Summary withLimits(Summary s, List<org.reactivebench.harness.results.Limit> limits) {
    return new Summary(s.label(), s.variant(), s.scheduler(), s.runId(), s.repetition(), s.profile(), s.load(),
        s.startedAt(), s.endedAt(), s.environment(), s.database(), s.gatlingVersion(), s.variantStartupMs(), s.cost(),
        s.statistics(), s.integrity(), s.databaseRestart(), s.warmUp(), s.client(), s.variantJvm(), s.stepping(),
        s.loginCeiling(), s.passthrough(), s.partition(), s.steadyState(), s.dbLink(), s.baseline(), s.threads(),
        s.target(), s.overload(), s.soak(), limits, s.hostSpeed());
  }

  /** The same run as if the CPUs had been timed before it. */
  static Summary withHostSpeed(Summary s, org.reactivebench.harness.results.HostSpeed hostSpeed) {
    return new Summary(s.label(), s.variant(), s.scheduler(), s.runId(), s.repetition(), s.profile(), s.load(),
        s.startedAt(), s.endedAt(), s.environment(), s.database(), s.gatlingVersion(), s.variantStartupMs(), s.cost(),
        s.statistics(), s.integrity(), s.databaseRestart(), s.warmUp(), s.client(), s.variantJvm(), s.stepping(),
        s.loginCeiling(), s.passthrough(), s.partition(), s.steadyState(), s.dbLink(), s.baseline(), s.threads(),
        s.target(), s.overload(), s.soak(), s.limits(), hostSpeed);
  }

  /** The same run as an overload or soak profile records it: its phases, and its warm-up's windows. */
  static Summary withPhases(Summary s, org.reactivebench.harness.results.Overload overload,
      org.reactivebench.harness.results.Soak soak, org.reactivebench.harness.results.SteadyState steadyState) {
    return new Summary(s.label(), s.variant(), s.scheduler(), s.runId(), s.repetition(), s.profile(), s.load(),
        s.startedAt(), s.endedAt(), s.environment(), s.database(), s.gatlingVersion(), s.variantStartupMs(), s.cost(),
        s.statistics(), s.integrity(), s.databaseRestart(), s.warmUp(), s.client(), s.variantJvm(), s.stepping(),
        s.loginCeiling(), s.passthrough(), s.partition(), steadyState, s.dbLink(), s.baseline(), s.threads(),
        s.target(), overload, soak, s.limits(), s.hostSpeed());
  }

  /** The same run as if its command had chosen {@code baseline} with --baseline. */
  static Summary withBaseline(Summary s, String baseline) {
    return new Summary(s.label(), s.variant(), s.scheduler(), s.runId(), s.repetition(), s.profile(), s.load(),
        s.startedAt(), s.endedAt(), s.environment(), s.database(), s.gatlingVersion(), s.variantStartupMs(), s.cost(),
        s.statistics(), s.integrity(), s.databaseRestart(), s.warmUp(), s.client(), s.variantJvm(), s.stepping(),
        s.loginCeiling(), s.passthrough(), s.partition(), s.steadyState(), s.dbLink(), baseline, s.threads(), s.target(),
        s.overload(), s.soak(), s.limits(), s.hostSpeed());
  }

  /** The same run as if its warm-up had aimed near {@code capacity}, found by an earlier repetition. */
  static Summary withWarmedUpNear(Summary s, double capacity) {
    org.reactivebench.harness.results.Stepping t = s.stepping();
    return withStepping(s, new org.reactivebench.harness.results.Stepping(t.criteria(), t.plan(), t.steps(),
        t.capacity(), t.stoppedEarly(), t.cost(), capacity));
  }

  /** The same run as if each step's host reads had been timed at {@code nsPerRead} of its index. */
  static Summary withHostReads(Summary s, java.util.function.IntFunction<Double> nsPerRead) {
    org.reactivebench.harness.results.Stepping t = s.stepping();
    return withStepping(s, t.withSteps(t.steps().stream()
        .map(step -> step.withHostNsPerRead(nsPerRead.apply(step.index()))).toList()));
  }

  private static Summary withStepping(Summary s, org.reactivebench.harness.results.Stepping stepping) {
    return new Summary(s.label(), s.variant(), s.scheduler(), s.runId(), s.repetition(), s.profile(), s.load(),
        s.startedAt(), s.endedAt(), s.environment(), s.database(), s.gatlingVersion(), s.variantStartupMs(), s.cost(),
        s.statistics(), s.integrity(), s.databaseRestart(), s.warmUp(), s.client(), s.variantJvm(), stepping,
        s.loginCeiling(), s.passthrough(), s.partition(), s.steadyState(), s.dbLink(), s.baseline(), s.threads(),
        s.target(), s.overload(), s.soak(), s.limits(), s.hostSpeed());
  }

  static Summary withCpu(Summary s, double cpuMsPerRequest) {
    Summary.Cost c = s.cost();
    return new Summary(s.label(), s.variant(), s.scheduler(), s.runId(), s.repetition(), s.profile(), s.load(),
        s.startedAt(), s.endedAt(), s.environment(), s.database(), s.gatlingVersion(), s.variantStartupMs(),
        new Summary.Cost(c.variantCpuMs(), cpuMsPerRequest, c.variantPeakRssBytes(), c.databaseCpuMs(),
            c.loadGeneratorCpuMs(), c.loadGeneratorCores(), c.loadGeneratorSaturated(), c.downstreamCpuMs()),
        s.statistics(), s.integrity(), s.databaseRestart(), s.warmUp(), s.client(), s.variantJvm(), s.stepping(),
        s.loginCeiling(), s.passthrough(), s.partition(), s.steadyState(), s.dbLink(), s.baseline(), s.threads(),
        s.target(), s.overload(), s.soak(), s.limits(), s.hostSpeed());
  }

  /** The same run with {@code ko} of one request name's requests failed for {@code cause}. */
  static Summary withKo(Summary s, String name, int ko, String cause) {
    List<RequestStats> requests = s.statistics().requests().stream().map(r -> !r.name().equals(name) ? r
        : new RequestStats(r.name(), r.count(), r.count() - ko, ko, r.min(), r.mean(), r.p50(), r.p75(), r.p95(),
            r.p99(), r.max(), r.requestsPerSecond())).toList();
    Map<String, Integer> causes = new TreeMap<>(s.statistics().koCauses());
    causes.merge(cause, ko, Integer::sum);
    return withStatistics(s, global(requests, 60), requests, causes);
  }

  private static Summary withStatistics(Summary s, RequestStats global, List<RequestStats> requests,
      Map<String, Integer> causes) {
    LoadStatistics t = s.statistics();
    return new Summary(s.label(), s.variant(), s.scheduler(), s.runId(), s.repetition(), s.profile(), s.load(),
        s.startedAt(), s.endedAt(), s.environment(), s.database(), s.gatlingVersion(), s.variantStartupMs(), s.cost(),
        new LoadStatistics(global, requests, causes.isEmpty() ? Map.of() : Map.of("some message", 1), causes,
            t.userTime(), t.timeSeries(), t.windowStart(), t.windowEnd(), t.usersStarted(), t.usersEnded(),
            t.usersCompleted()), s.integrity(), s.databaseRestart(), s.warmUp(), s.client(), s.variantJvm(),
        s.stepping(), s.loginCeiling(), s.passthrough(), s.partition(), s.steadyState(), s.dbLink(), s.baseline(), s.threads(),
        s.target(), s.overload(), s.soak(), s.limits(), s.hostSpeed());
  }

  static Variant variant(String name, String reactive, String baseline, String... schedulers) {
    return new Variant(name, Path.of(name), name.startsWith("mongo") ? "mongo" : "mysql",
        name.contains("spring4") ? "1.5.22" : "2.7.18", name.contains("spring4") ? "4.3" : "5.3",
        reactive.equals("rest") || reactive.equals("repository") ? "netty" : "tomcat", reactive, List.of(schedulers),
        baseline, "fixture", List.of(), List.of("platform"), List.of(), Variant.JHIPSTER4, "target/" + name + ".jar",
        "bench", "");
  }

  /** The four MySQL steps as their manifests describe them. */
  static List<Variant> mysqlVariants() {
    return List.of(variant("mysql-spring4", "none", ""), variant("mysql-spring5", "none", "mysql-spring4"),
        variant("mysql-spring5-reactive-entity", "entity", "mysql-spring5", "bounded-elastic", "parallel", "elastic"),
        variant("mysql-spring5-reactive-rest", "rest", "mysql-spring5", "bounded-elastic", "parallel", "elastic"));
  }

  /** Writes the variants' manifests into a project root. */
  static void writeManifests(Path root, List<Variant> variants) throws IOException {
    for (Variant v : variants) {
      Path folder = Files.createDirectories(root.resolve(v.name()));
      Files.writeString(folder.resolve(VariantCatalog.MANIFEST), String.join("\n", "name=" + v.name(),
          "database=" + v.database(), "spring-boot=" + v.springBoot(), "spring=" + v.spring(), "server=" + v.server(),
          "reactive=" + v.reactive(), "schedulers=" + String.join(",", v.schedulers()), "baseline=" + v.baseline(),
          "description=" + v.description(), ""));
    }
  }

  /** Stores a summary where {@code ./matrix run} would: {@code <root>/<variant>/gatling-results/<run>/summary.json}. */
  static Path store(Path root, Summary s, boolean repeated) throws IOException {
    Path folder = root.resolve(s.variant()).resolve("gatling-results")
        .resolve(s.runId() + (s.scheduler() == null ? "" : "-" + s.scheduler()) + (repeated ? "-r" + s.repetition() : ""));
    SummaryStore.write(s, folder);
    return folder.resolve(SummaryStore.SUMMARY_FILE);
  }

  /** A few rows in the format of the 2017 reference file, with round figures. */
  static void writeReference(Path root) throws IOException {
    Path file = root.resolve(Reference2017.FILE);
    Files.createDirectories(file.getParent());
    Files.writeString(file, String.join("\n",
        "variant,module_2017,scheduler_2017,folder_2017,request,total,ok,ko,mean_ms,p50_ms,p75_ms,p95_ms,p99_ms,max_ms,req_per_s",
        "mysql-spring4,defaultSpring4,,ElasticAndAggressiveUsers/5000,ALL,130000,130000,0,975,5,36,5766,6553,7848,734.46",
        "mysql-spring4,defaultSpring4,,ParallelAndAggressiveUsers/5000,ALL,130000,130000,0,975,5,36,5766,6553,7848,734.46",
        "mysql-spring4,defaultSpring4,,ElasticAndAggressiveUsers/5000,Authentication,5000,5000,0,4191,4319,6068,6940,7480,7848,28.25",
        "mysql-spring5-reactive-rest,reactiveMysql,parallel,ParallelAndAggressiveUsers/5000,ALL,98968,97466,1502,1932,6,10,11543,30006,30062,510.14",
        "mysql-spring5-reactive-rest,reactiveMysql,elastic,ElasticAndAggressiveUsers/5000,ALL,130000,130000,0,1397,8,23,10510,14711,19437,714.29",
        ""));
  }

  static StoredSummary stored(Summary s) {
    return new StoredSummary(Path.of(s.variant(), "gatling-results", s.runId() + "-r" + s.repetition(), "summary.json"), s);
  }

  /**
   * A whole matrix on disk: a quick run of the four MySQL steps, two of them with two schedulers, three repetitions
   * each with a little noise, KO on one label; and an older paper run.
   */
  static void writeMatrix(Path root) throws IOException {
    writeManifests(root, mysqlVariants());
    String quick = "20260102-090000-quick";
    double[][] noise = {{1.0, 1.04, 0.97}, {1.0, 1.02, 1.01}};
    for (int repetition = 1; repetition <= 3; repetition++) {
      int r = repetition - 1;
      store(root, withCpu(summary(quick, "mysql-spring4", null, repetition, "quick", 1.0 * noise[0][r]), 9 + r), true);
      store(root, withCpu(summary(quick, "mysql-spring5", null, repetition, "quick", 1.1 * noise[1][r]), 10), true);
      store(root, summary(quick, "mysql-spring5-reactive-entity", "bounded-elastic", repetition, "quick",
          1.2 * noise[0][r]), true);
      store(root, summary(quick, "mysql-spring5-reactive-entity", "parallel", repetition, "quick", 1.3), true);
      store(root, withKo(summary(quick, "mysql-spring5-reactive-rest", "bounded-elastic", repetition, "quick",
          1.5 * (1 + 0.2 * r)), "Get created operation", 2 + r, "timeout"), true);
    }
    String paper = "20260101-080000-paper";
    store(root, summary(paper, "mysql-spring4", null, 1, "paper", 50), false);
    store(root, summary(paper, "mysql-spring5", null, 1, "paper", 52), false);
    store(root, summary(paper, "mysql-spring5-reactive-rest", "bounded-elastic", 1, "paper", 70), false);
    writeReference(root);
  }
}

package org.reactivebench.harness.cli;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.reactivebench.contract.ContractScope;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.capacity.LoginCeiling;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.profile.PhasedPlan;
import org.reactivebench.harness.profile.Profile;
import org.reactivebench.harness.profile.RunPlan;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.run.BenchmarkRun;
import org.reactivebench.harness.run.Faults;
import org.reactivebench.harness.session.Servers;
import org.reactivebench.harness.session.VariantSessions;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.VariantCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "run", description = {
    "Benchmark variants with a shared Gatling scenario and compare them.",
    "For each label: a fresh schema, launch with the fixed JVM flags, contract verification, warm-up, the measured",
    "load, and the figures computed from the raw simulation.log into <variant>/gatling-results/<run>/summary.json;",
    "then the side-by-side comparison gatling-results/README.md and the dashboard gatling-results/index.html.",
    "Results land in the local tree .matrix/local/ and change no committed file; --publish writes them into the",
    "project's own results (the committed reference runs). Exit code 1 if a label failed; the others still run."})
public final class RunCommand implements Callable<Integer> {

  @Parameters(arity = "0..*", paramLabel = "VARIANT",
      description = "Variants to run, all when none is named; a name may carry its choices in brackets, e.g. "
          + "'mysql-spring5-reactive-rest[elastic]' or 'mysql-spring5[jdk25]'.")
  List<String> variantNames;

  @Option(names = "--profile", defaultValue = "quick", paramLabel = "NAME",
      description = "The load profile: smoke, quick (the default), paper, capacity, passthrough-users or "
          + "passthrough-rate; ./matrix help run lists what each one is.")
  String profileName;

  @Option(names = "--repeat", defaultValue = "1", paramLabel = "N",
      description = "Measure each label N times, interleaved (A B C A B C ...), so that drift of the machine spreads "
          + "over all labels; reports give the median and the min-max of each figure. With N > 1, a profile that "
          + "finds capacity first runs each label once more, a calibration pass that is not counted: it finds the "
          + "capacity all N repetitions then warm up near and step around, so that they run alike.")
  int repeat;

  @Option(names = "--publish",
      description = "Write the results into the project's own <variant>/gatling-results/ and regenerate the committed "
          + "reports: for reference runs. They reach the project when the run ends; an interrupted run leaves its "
          + "finished results in .matrix/runs/<run>/to-publish/. Without it, runs stay in .matrix/local/.")
  boolean publish;

  @Option(names = "--restart-database-after", paramLabel = "SECONDS",
      description = "Fault injection: restart the embedded database server this many seconds after the first request "
          + "of each measured load, and report the KO it caused and how long the variant took to recover.")
  Double restartDatabaseAfter;

  @Option(names = "--stop-downstream-after", paramLabel = "SECONDS",
      description = "Fault injection: stop the downstream service this many seconds after the first request of each "
          + "measured load, for --downstream-downtime seconds, and report the KO it caused, the longest of them and "
          + "the recovery.")
  Double stopDownstreamAfter;

  @Option(names = "--downstream-downtime", defaultValue = "5", paramLabel = "SECONDS",
      description = "How long --stop-downstream-after keeps the downstream service down (default 5).")
  double downstreamDowntime;

  @Option(names = "--db-black-hole-after", paramLabel = "SECONDS",
      description = "Fault injection on the database link (needs --db-latency): this many seconds after the first "
          + "request of each measured load, nothing crosses it for --db-fault-seconds; connections stall, none is "
          + "refused. Reports the KO by cause, the longest, and the recovery.")
  Double dbBlackHoleAfter;

  @Option(names = "--db-spike-after", paramLabel = "SECONDS",
      description = "Fault injection on the database link (needs --db-latency): this many seconds after the first "
          + "request of each measured load, --db-spike-ms more round-trip time for --db-fault-seconds.")
  Double dbSpikeAfter;

  @Option(names = "--db-fault-seconds", defaultValue = "10", paramLabel = "SECONDS",
      description = "How long a fault on the database link lasts (default 10).")
  double dbFaultSeconds;

  @Option(names = "--db-spike-ms", defaultValue = "200", paramLabel = "MS",
      description = "The round-trip time --db-spike-after adds (default 200).")
  double dbSpikeMs;

  @Option(names = "--baseline", paramLabel = "LABEL",
      description = "The label the cost tables compare every other label of the run with (ratios, verdicts), e.g. "
          + "'mongo-spring5'. It must be one of the run's labels. Default: mysql-spring5 when the run has it, else "
          + "its first label.")
  String baseline;

  @Option(names = "--contract-checks", defaultValue = "all", paramLabel = "all|load",
      description = "What each label is verified with before its load: 'all', the whole contract suite (about 27 s a "
          + "label, hostile input included; the default, and part of the warm-up: with 'load' the quick profile's p95 "
          + "of jhipster-mongo-reactive read 284-439 ms instead of 83-92), or 'load', only the checks of the requests "
          + "the journeys send (about 13 s), for faster trials.")
  String contractChecks;

  @Option(names = "--variant-cpus", paramLabel = "N|shared",
      description = "Linux: run each variant pinned to its own N CPUs (with -XX:ActiveProcessorCount=N) and the "
          + "database, downstream and load generator on the others, so that the figures are the variant's. Default "
          + "for the capacity profiles: half the CPUs, at least 1 (1 of 2, like a one-CPU container); the other "
          + "profiles share. 'shared' runs every process on every CPU, as the 2017 study did.")
  String variantCpus;

  @Mixin
  TargetOptions target;

  @Mixin
  LoadOptions loadOptions;

  @Mixin
  CommonOptions options;

  /** The fault on the database link the options ask for, checked: at most one, and only through the proxy. */
  private Optional<Faults.LinkFault> linkFault() {
    Check.positive("--db-black-hole-after", dbBlackHoleAfter);
    Check.positive("--db-spike-after", dbSpikeAfter);
    Check.positive("--db-fault-seconds", dbFaultSeconds);
    Check.positive("--db-spike-ms", dbSpikeMs);
    if (dbBlackHoleAfter == null && dbSpikeAfter == null) {
      return Optional.empty();
    }
    if (dbBlackHoleAfter != null && dbSpikeAfter != null) {
      throw new IllegalArgumentException("--db-black-hole-after and --db-spike-after: give one fault on the "
          + "database link a run");
    }
    return Optional.of(dbBlackHoleAfter != null
        ? new Faults.LinkFault(duration(dbBlackHoleAfter), duration(dbFaultSeconds), Optional.empty())
        : new Faults.LinkFault(duration(dbSpikeAfter), duration(dbFaultSeconds), Optional.of(dbSpikeMs)));
  }

  @Override
  public Integer call() throws Exception {
    Profile profile = Profile.named(profileName);
    Check.atLeast("--repeat", repeat, 1);
    Check.positive("--restart-database-after", restartDatabaseAfter);
    Check.positive("--stop-downstream-after", stopDownstreamAfter);
    Check.atLeast("--downstream-downtime", downstreamDowntime, 0);
    Optional<Faults.LinkFault> linkFault = linkFault();
    Check.oneOf("--contract-checks", contractChecks, "all", "load");
    RunPlan plan = loadOptions.plan(profile);
    CpuPartition partition = partition(variantCpus, profile);
    Faults faults = new Faults(Optional.ofNullable(restartDatabaseAfter).map(RunCommand::duration),
        Optional.ofNullable(stopDownstreamAfter).map(RunCommand::duration), duration(downstreamDowntime), linkFault);
    if (options.dbLatencies == null && !profile.dbLatencies().isEmpty()) {
      options.dbLatencies = profile.dbLatencies();
    }
    target.check(variantNames, plan, profileName, options.dbLatencies != null,
        restartDatabaseAfter != null || stopDownstreamAfter != null || linkFault.isPresent(), variantCpus != null);
    List<Setup> setups = options.setups(VariantCatalog.discover(Workspace.defaultRoot()),
        target.url != null ? List.of(target.label)
            : variantNames == null || variantNames.isEmpty() ? profile.labels() : variantNames);
    if (target.url != null) {
      VariantSessions.probe(target.url);
    }
    if (linkFault.isPresent() && setups.stream().anyMatch(setup -> setup.dbLatencyMs() == null)) {
      throw new IllegalArgumentException((dbBlackHoleAfter != null ? "--db-black-hole-after" : "--db-spike-after")
          + " needs --db-latency: the fault goes through the latency proxy (--db-latency 0 adds no latency)");
    }
    labelsOfThisRun("--baseline", baseline == null ? List.of() : List.of(baseline), setups);
    labelsOfThisRun("--capacity", plan.load() instanceof PhasedPlan phased ? phased.capacity().byLabel().keySet()
        : List.of(), setups);
    Console console = new Console(System.out);
    Workspace workspace = Workspace.create(Workspace.defaultRoot(), options.output, profile.label(), publish);
    List<Integer> passes = passes(repeat, plan.findsCapacity());
    console.say("run " + workspace.runId() + ": " + setups.size() + " label(s), profile " + profile.label() + ": "
        + plan.describe()
        + (repeat > 1 ? ", " + repeat + " repetitions" : "") + "; "
        + TimeLeft.estimate(setups.size() * passes.size(), plan.soonestMinutesPerLabel(), plan.minutesPerLabel(),
            passes.size() > repeat)
        + "; results go to "
        + workspace.display(workspace.results()) + (workspace.published() ? " (published)" : ""));
    console.working("the measured run in progress is left marked INCOMPLETE"
        + (workspace.published() ? " and nothing is published: the finished results stay in "
            + workspace.display(workspace.writing()) : "")
        + "; logs are in " + workspace.display(workspace.runFolder()));
    console.say("CPUs: " + partition.describe());

    List<Summary> summaries = new ArrayList<>();
    VariantLoop loop = new VariantLoop(console);
    Optional<LoginCeiling.Result> ceiling = loginCeiling(plan, console);
    ChildProcesses.get().place(partition);
    try (AutoCloseable pinned = partition.pinHarness();
        Servers servers = new Servers(workspace, options.mysqlUrl, options.mongoUri, console)) {
      BenchmarkRun run = new BenchmarkRun(workspace, servers, console, plan, ceiling, faults, partition,
          contractChecks.equals("load") ? ContractScope.LOAD : ContractScope.ALL, baseline,
          Optional.ofNullable(target.url));
      TimeLeft timeLeft = new TimeLeft(setups.size() * passes.size());
      for (int current : passes) {
        if (current == BenchmarkRun.CALIBRATION_PASS) {
          console.say("calibration pass: each label once, to find the capacity its " + repeat + " repetitions warm "
              + "up near and step around; not counted");
        } else if (repeat > 1) {
          console.say("repetition " + current + " of " + repeat);
        }
        if (!loop.each(setups, setup -> {
          try {
            Summary summary = run.run(setup, current, repeat > 1);
            if (current != BenchmarkRun.CALIBRATION_PASS) {
              summaries.add(summary);
            }
          } finally {
            timeLeft.done().ifPresent(console::say);
          }
        })) {
          break;
        }
      }
    } finally {
      ChildProcesses.get().place(CpuPartition.shared("not partitioned"));
    }
    Reports.publish(workspace, console);
    String report = summaries.isEmpty() ? null : Reports.regenerate(workspace, console);
    console.finished();
    String skipped = loop.skipped().isEmpty() ? "" : "; skipped (no JDK for them): " + loop.skipped();
    if (loop.failed().isEmpty()) {
      console.say("run " + workspace.runId() + ": done, " + summaries.size() + " result(s)" + skipped
          + (report == null ? "" : "; open " + report + " (this run leads it) or the dashboard beside it"));
      return 0;
    }
    console.say("run " + workspace.runId() + ": FAILED: " + loop.failed() + skipped);
    return 1;
  }

  /**
   * The passes over the labels, by repetition number: 1 to {@code repeat}, after a {@link
   * BenchmarkRun#CALIBRATION_PASS} when the run repeats a load that finds capacity.
   */
  static List<Integer> passes(int repeat, boolean findsCapacity) {
    List<Integer> passes = new ArrayList<>();
    if (repeat > 1 && findsCapacity) {
      passes.add(BenchmarkRun.CALIBRATION_PASS);
    }
    for (int repetition = 1; repetition <= repeat; repetition++) {
      passes.add(repetition);
    }
    return passes;
  }

  /** Fails naming the option if it names a label the run does not measure (a typo, most often). */
  private static void labelsOfThisRun(String option, java.util.Collection<String> named, List<Setup> setups) {
    List<String> labels = setups.stream().map(Setup::label).toList();
    for (String label : named) {
      if (!labels.contains(label)) {
        throw new IllegalArgumentException(option + ": '" + label + "' is not a label of this run; its labels: "
            + String.join(", ", labels));
      }
    }
  }

  /**
   * The login ceiling, measured before any variant runs (the machine is quiet then), for the loads whose figures are
   * read against it.
   */
  private static Optional<LoginCeiling.Result> loginCeiling(RunPlan plan, Console console)
      throws InterruptedException {
    if (!plan.readAgainstLoginCeiling()) {
      return Optional.empty();
    }
    console.say("login ceiling: timing BCrypt(10) checks on every core for 5 s");
    LoginCeiling.Result ceiling = LoginCeiling.measure();
    console.say(String.format(Locale.ROOT, "login ceiling: %.1f BCrypt checks per second on %d cores",
        ceiling.checksPerSecond(), ceiling.cores()));
    return Optional.of(ceiling);
  }

  /** The partition --variant-cpus asks for: a number, 'shared', or the profile's default. */
  static CpuPartition partition(String variantCpus, Profile profile) {
    if (variantCpus == null) {
      return profile.pinsVariant() ? CpuPartition.split(Optional.empty())
          : CpuPartition.shared("the " + profile.label() + " profile shares the CPUs; --variant-cpus 1 pins the variant");
    }
    if (variantCpus.equals("shared")) {
      return CpuPartition.shared("--variant-cpus shared");
    }
    try {
      int count = Integer.parseInt(variantCpus);
      Check.atLeast("--variant-cpus", count, 1);
      return CpuPartition.split(Optional.of(count));
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--variant-cpus takes a number of CPUs or 'shared', was " + variantCpus);
    }
  }

  private static Duration duration(double seconds) {
    return Duration.ofMillis((long) (seconds * 1000));
  }
}

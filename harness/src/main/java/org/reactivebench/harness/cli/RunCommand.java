package org.reactivebench.harness.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.DatabaseServers;
import org.reactivebench.harness.load.BenchmarkRun;
import org.reactivebench.harness.load.Profile;
import org.reactivebench.harness.report.ReportGenerator;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.Summary.LoadParameters;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "run", description = {
    "Benchmark variants one after the other with the shared Gatling scenario: for each, a fresh schema, launch with",
    "the fixed JVM flags, contract verification, warm-up, the measured load, figures computed from the raw",
    "simulation.log into <variant>/gatling-results/<run>/summary.json, and finally the side-by-side comparison",
    "gatling-results/README.md. Exit code 1 if a variant failed; the others still run."})
public final class RunCommand implements Callable<Integer> {

  @Parameters(arity = "0..*", paramLabel = "VARIANT", description = "Variants to run; all when none is named.")
  List<String> variantNames;

  @Option(names = "--profile", defaultValue = "quick", paramLabel = "smoke|quick|paper",
      description = "Load profile: smoke (10 users, seconds), quick (400 users over 60 s, pause factor 0.2; default), "
          + "paper (5000 users over 60 s, pause factor 1: the 2017 load).")
  String profileName;

  @Option(names = "--users", description = "Override the profile's number of users.")
  Integer users;

  @Option(names = "--ramp", paramLabel = "SECONDS", description = "Override the profile's ramp duration.")
  Double ramp;

  @Option(names = "--pause-factor", paramLabel = "F", description = "Override the profile's pause factor (1 = the 2017 pauses).")
  Double pauseFactor;

  @Option(names = "--repeat", defaultValue = "1", paramLabel = "N",
      description = "Measure each variant N times, interleaved (A B C A B C ...), so that drift of the machine spreads "
          + "over all variants; reports give the median and the min-max of each figure.")
  int repeat;

  @Option(names = "--restart-database-after", paramLabel = "SECONDS",
      description = "Fault injection: restart the embedded database server this many seconds into each measured load, "
          + "and report the KO it caused and how long the variant took to recover.")
  Double restartDatabaseAfter;

  @Mixin
  CommonOptions options;

  @Override
  public Integer call() throws Exception {
    Profile profile = Profile.named(profileName);
    LoadParameters base = profile.measured();
    LoadParameters measured = new LoadParameters(users != null ? users : base.users(),
        ramp != null ? ramp : base.rampSeconds(), pauseFactor != null ? pauseFactor : base.pauseFactor());
    if (measured.users() < 1 || measured.rampSeconds() < 0 || measured.pauseFactor() < 0 || repeat < 1) {
      throw new IllegalArgumentException("--users and --repeat must be at least 1, --ramp and --pause-factor not negative");
    }
    Console console = new Console(System.out);
    Workspace workspace = Workspace.create(Workspace.defaultRoot(), options.output, profile.label());
    List<Variant> variants = VariantCatalog.discover(workspace.root()).select(variantNames);
    variants.forEach(options::schedulersOf);
    console.say("run " + workspace.runId() + ": " + variants.size() + " variant(s), profile " + profile.label() + ", "
        + measured.users() + " users over " + measured.rampSeconds() + " s, pause factor " + measured.pauseFactor());

    List<Summary> summaries = new ArrayList<>();
    VariantLoop loop = new VariantLoop(console);
    try (DatabaseServers databases = new DatabaseServers(workspace.workFolder(), workspace.runFolder(), options.mysqlUrl, options.mongoUri,
        console)) {
      BenchmarkRun run = new BenchmarkRun(workspace, databases, console, profile.label(), measured, profile.warmUp());
      if (restartDatabaseAfter != null) {
        run.restartingDatabaseAfter(java.time.Duration.ofMillis((long) (restartDatabaseAfter * 1000)));
      }
      for (int repetition = 1; repetition <= repeat; repetition++) {
        int current = repetition;
        if (repeat > 1) {
          console.say("repetition " + current + " of " + repeat);
        }
        if (!loop.each(variants, options,
            (variant, scheduler) -> summaries.add(run.run(variant, scheduler, current, repeat > 1)))) {
          break;
        }
      }
    }
    if (!summaries.isEmpty()) {
      ReportGenerator.Result report = ReportGenerator.generate(workspace.root(), workspace.output());
      report.unreadable().forEach(problem -> console.say("report: skipped unreadable summary " + problem));
      Path results = workspace.output().resolve("gatling-results");
      console.say("reports regenerated from all " + report.summaries() + " stored summaries: "
          + workspace.display(results.resolve("README.md")) + ", " + workspace.display(results.resolve("index.html"))
          + " and " + (report.written().size() - 2) + " more files");
    }
    if (loop.failed().isEmpty()) {
      console.say("run " + workspace.runId() + ": done, " + summaries.size() + " result(s)");
      return 0;
    }
    console.say("run " + workspace.runId() + ": FAILED: " + loop.failed());
    return 1;
  }
}

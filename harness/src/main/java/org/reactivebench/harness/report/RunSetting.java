package org.reactivebench.harness.report;

import org.reactivebench.harness.profile.Profile;
import org.reactivebench.harness.results.DbLink;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.SteadyState;
import org.reactivebench.harness.results.Summary;

/**
 * The lines that open a run's section of the results README: the profile and its load, the warm-up, the CPU
 * partition, the machine, the JVM, the database and the Gatling version, as the run's summaries record them.
 */
final class RunSetting {

  private RunSetting() {}

  /** Appends the run's setting as a Markdown list. */
  static void describe(StringBuilder md, RunResults run) {
    Summary first = run.first();
    Environment env = first.environment();
    String loads = run.distinct(s -> s.load().describe());
    md.append("- Profile: **").append(run.profile()).append("**, ")
        .append(loads.contains("; ") ? "levels chosen per label (see the steps below): " + run.distinct(s ->
            s.load().describe().replaceAll("\\d+ levels [0-9., ]+", "levels ")) : loads)
        .append(run.repetitions() > 1 ? "; " + run.repetitions() + " repetitions of each label, interleaved" : "")
        .append(calibrationPass(run) ? ", after a calibration pass that is not counted (each label run once to find "
            + "the capacity every repetition then warmed up near and stepped from below)" : "")
        .append('\n');
    md.append("- Warm-up: ").append(warmUp(run)).append('\n');
    if (run.summaries().stream().anyMatch(s -> s.partition() != null)) {
      md.append("- CPUs: ").append(run.distinct(RunSetting::partition)).append('\n');
    }
    md.append("- Machine: ").append(run.distinct(s -> s.environment().cpuModel())).append(", ")
        .append(run.distinct(s -> s.environment().cores())).append(" cores, ")
        .append(run.distinct(s -> Format.number(s.environment().memoryBytes() / (double) (1L << 30)))).append(" GiB, ")
        .append(run.distinct(s -> s.environment().os())).append('\n');
    md.append("- JVM: ").append(run.distinct(s -> s.variantJvm() != null ? s.variantJvm() : s.environment().jvm()))
        .append(", variant flags `")
        .append(String.join(" ", env.jvmFlags())).append("`\n");
    md.append("- Database: ").append(run.distinct(Summary::database)).append('\n');
    if (run.summaries().stream().anyMatch(s -> s.target() != null)) {
      md.append("- Target: ").append(run.distinct(s -> s.target() == null ? "started by the harness"
          : "the app at " + s.target().url() + " (`--target-url`); " + s.target().notSampled())).append('\n');
    }
    if (run.summaries().stream().anyMatch(s -> s.dbLink() != null)) {
      md.append("- Database link: ").append(dbLinks(run)).append('\n');
    }
    md.append("- Gatling ").append(run.distinct(Summary::gatlingVersion)).append(", commit `")
        .append(run.distinct(s -> s.environment().gitCommit())).append("`\n\n");
  }

  /** Whether every repetition warmed up near a capacity found before it: the run began with a calibration pass. */
  private static boolean calibrationPass(RunResults run) {
    return run.summaries().stream().allMatch(s -> s.stepping() != null && s.stepping().warmedUpNear() != null);
  }

  /** Each summary's latency proxy: asked and measured added round-trip time, round trips per request. */
  private static String dbLinks(RunResults run) {
    StringBuilder line = new StringBuilder("a proxy between each variant and its database (its CPU sampled with "
        + "the database's partition); ");
    String separator = "";
    for (Summary s : run.summaries()) {
      DbLink link = s.dbLink();
      line.append(separator).append(s.label()).append(s.repetition() > 1 ? " (r" + s.repetition() + ")" : "")
          .append(": ");
      line.append(link == null ? "straight" : "+" + Format.number(link.latencyMs()) + " ms asked, "
          + Format.number(link.measuredAddedMs()) + " ms measured, "
          + Format.number(link.roundTripsPerRequest()) + " round trips a request, " + link.connectionsPeak()
          + " connections at most" + (link.connectionsCarrying() == null ? ""
              : " (" + link.connectionsCarrying() + " carrying the load)") + (link.busyConnectionsPeak() == null ? ""
              : " (" + link.busyConnectionsPeak() + " waiting on the database at once, "
                  + Format.number(link.busyConnectionsMean()) + " on average)")
          + link.bounds().stream().map(b -> ", " + b.name() + " ≤ "
              + Format.number(b.perSecond()) + (s.load().journey().countsJourneys() ? " journeys/s" : " req/s"))
              .reduce("", String::concat)
          + (link.outage() == null ? "" : "; " + link.fault() + ", at " + link.outage().atSecond() + " s: "
              + link.outage().ko() + " KO " + link.outage().koCauses() + ", the longest "
              + link.outage().longestKoMs() + " ms, " + (link.recoveredAfterSeconds() == null
                  ? "not answering well again by the end of the run"
                  : "answering well again " + link.recoveredAfterSeconds() + " s after it ended (no KO, p95 ≤ "
                      + link.recoverySloMs() + " ms, 10 s in a row)")));
      separator = "; ";
    }
    return line.toString();
  }

  private static String partition(Summary summary) {
    Summary.Partition partition = summary.partition();
    if (partition == null) {
      return "not recorded";
    }
    return partition.pinned() ? "the variant pinned to CPU " + partition.variantCpus() + " (its JVM sees only it), "
        + "the database, downstream, load generator and harness to CPU " + partition.otherCpus()
        : "shared: every process on CPU " + partition.variantCpus() + " (" + partition.note() + ")";
  }

  /** The unmeasured load before each label's measured one, as the summaries record it. */
  private static String warmUp(RunResults run) {
    return run.distinct(s -> {
      if (s.steadyState() != null) {
        return s.warmUp().describe() + (s.steadyState().loadedFrom() == null ? ", stopped"
            : ", then near the measured rates (a multiple of the ceiling the stage before predicted: each label's in "
            + "its warm-up table), the variant lent every CPU, each stopped")
            + " at steady state (the variant's CPU per request within "
            + Format.number(100 * s.steadyState().tolerance()) + " % between windows of "
            + Format.number(s.steadyState().windowSeconds()) + " s, " + SteadyState.STABLE_CHANGES
            + " times in a row), not measured; see each label's warm-up below";
      }
      if (s.warmUp() != null) {
        return s.warmUp().describe() + ", not measured";
      }
      LoadParameters profileWarmUp = profileWarmUp(s.profile());
      return profileWarmUp == null ? "none (the measured load starts cold)"
          : profileWarmUp.describe() + ", not measured (the profile's; summaries of this age do not record it)";
    });
  }

  private static LoadParameters profileWarmUp(String profile) {
    try {
      return Profile.named(profile).warmUp().orElse(null);
    } catch (IllegalArgumentException unknown) {
      return null;
    }
  }
}

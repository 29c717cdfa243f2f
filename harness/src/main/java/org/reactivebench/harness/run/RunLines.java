package org.reactivebench.harness.run;

import java.nio.file.Path;
import java.util.Locale;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.Capacity;
import org.reactivebench.harness.results.CostPerRequest;
import org.reactivebench.harness.results.DatabaseRestart;
import org.reactivebench.harness.results.DbLink;
import org.reactivebench.harness.results.Integrity;
import org.reactivebench.harness.results.Limit;
import org.reactivebench.harness.results.LoadStatistics;
import org.reactivebench.harness.results.Outage;
import org.reactivebench.harness.results.Overload;
import org.reactivebench.harness.results.Soak;
import org.reactivebench.harness.results.Stepping;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;

/** The progress lines a measured run ends with: its figures, its capacity, and what went wrong. */
final class RunLines {

  private RunLines() {}

  static void capacity(Console console, String label, Stepping stepping) {
    Capacity capacity = stepping.capacity();
    console.step(label, "capacity: " + (capacity.throughput() == null ? "none"
        : String.format(Locale.ROOT, "%.2f %s at step %d", capacity.throughput(), capacity.throughputUnit(),
            capacity.step() + 1)) + "; " + capacity.limitedBy());
    CostPerRequest cost = stepping.cost();
    if (cost != null) {
      console.step(label, String.format(Locale.ROOT, "cost: %.0f µs of variant CPU per request%s (database %s, load "
              + "generator %s), %.0f req/s per variant CPU, over the %s held near the capacity%s",
          cost.stackMicros(), cost.jitMicros() == null ? "" : " and " + micros(cost.jitMicros()) + " of its JIT's",
          micros(cost.databaseMicros()), micros(cost.loadGeneratorMicros()), cost.requestsPerSecondPerCpu(),
          cost.steps() == null || cost.steps() == 1 ? "step" : cost.steps() + " steps", cost.steady() ? ""
              : cost.jitMicros() != null ? String.format(Locale.ROOT, "; NOT AT STEADY STATE: its JIT compiler "
                  + "still used %.0f %% of its CPU in them", 100 * cost.jitMicros() / cost.variantMicros())
              : String.format(Locale.ROOT, "; NOT AT STEADY STATE: the variant's CPU line has a fixed cost of %.2f "
                  + "cores", cost.fixedCores())));
    }
  }

  /** One line: each timeout and limit with its value, read-back ones marked. */
  static void limits(Console console, String label, java.util.List<Limit> limits) {
    console.step(label, "limits: " + limits.stream().map(l -> l.name() + " " + l.value() + (l.readBack()
        ? " (read back)" : "")).collect(java.util.stream.Collectors.joining("; ")));
  }

  /** The time the overload's queue takes to drain at the rate the label answered in it, beside the recovery. */
  private static String drain(Overload overload) {
    Double seconds = overload.drainSeconds();
    if (seconds == null) {
      return "";
    }
    return String.format(Locale.ROOT, " (%.0f requests queued by its end, %s at the rate it answered in it)",
        overload.queued(), seconds.isInfinite() ? "never draining" : String.format(Locale.ROOT, "draining in %.0f s",
            seconds));
  }

  private static String cores(Double value) {
    return value == null ? "–" : String.format(Locale.ROOT, "%.2f", value);
  }

  private static String micros(Double value) {
    return value == null ? "–" : String.format(Locale.ROOT, "%.0f µs", value);
  }

  static void summary(Console console, Workspace workspace, Summary summary, boolean repeated, Path resultFolder) {
    LoadStatistics statistics = summary.statistics();
    console.step(summary.label(), String.format(Locale.ROOT,
        "%s%d requests, %d KO, mean %.1f ms, p95 %d ms, %.1f req/s, %.2f CPU ms/request -> %s",
        summary.repetition() == BenchmarkRun.CALIBRATION_PASS ? "calibration pass (not counted): "
            : repeated ? "run " + summary.repetition() + ": " : "",
        statistics.global().count(), statistics.global().ko(),
        statistics.global().mean(), statistics.global().p95(), statistics.global().requestsPerSecond(),
        summary.cost().variantCpuMsPerRequest(), workspace.display(resultFolder.resolve(SummaryStore.SUMMARY_FILE))));
    Integrity integrity = summary.integrity();
    if (integrity == null) {
      console.step(summary.label(), "integrity not checked: the harness cannot count in the database of an app it "
          + "did not start");
    } else if (!integrity.consistent()) {
      console.step(summary.label(), "INTEGRITY: " + integrity.operationsBefore() + " operations before the run, "
          + integrity.operationsAfter() + " after, " + integrity.expected() + " as the clients were told ("
          + integrity.created() + " creates and " + integrity.deleted() + " deletes answered OK, "
          + integrity.createsFailed() + " creates and " + integrity.deletesFailed() + " deletes failed, "
          + integrity.usersCutOff() + " users cut off): " + integrity.lost() + " lost, " + integrity.unexplained()
          + " no client was told of");
    } else if (integrity.leftBehind() > 0) {
      console.step(summary.label(), integrity.leftBehind() + " operation(s) left behind: "
          + integrity.explainedByFailures() + " without a 201, explained by failed creates or users cut off");
    }
    DbLink link = summary.dbLink();
    if (link != null) {
      console.step(summary.label(), String.format(Locale.ROOT, "database link: +%s ms a round trip asked, %.2f ms "
          + "measured by the proxy, %d round trips for %d requests (%.2f a request); %d connections open at most, "
          + "%d carrying the load, %d waiting on the database at once at most, %.1f on average",
          Numbers.plain(link.latencyMs()), link.measuredAddedMs(), link.roundTrips(), link.requests(),
          link.roundTripsPerRequest(), link.connectionsPeak(), link.connectionsCarrying(), link.busyConnectionsPeak(),
          link.busyConnectionsMean()));
      for (Bound bound : link.bounds()) {
        console.step(summary.label(), String.format(Locale.ROOT, "bound by %s: at most %.1f %s (%s)", bound.name(),
            bound.perSecond(), summary.load().journey().countsJourneys() ? "journeys/s" : "req/s", bound.basis()));
      }
      if (link.outage() != null) {
        Outage outage = link.outage();
        console.step(summary.label(), link.fault() + ", at " + outage.atSecond() + " s: " + outage.ko() + " KO "
            + outage.koCauses() + ", the longest " + outage.longestKoMs() + " ms; " + (link.recoveredAfterSeconds() == null
                ? "not answering well again (no KO and p95 ≤ " + link.recoverySloMs() + " ms for 10 s) by the end of the run"
                : "answering well again (no KO and p95 ≤ " + link.recoverySloMs() + " ms for 10 s) "
                    + link.recoveredAfterSeconds() + " s after it ended, without a restart"));
      }
    }
    Overload overload = summary.overload();
    if (overload != null) {
      for (Overload.Phase phase : overload.phases()) {
        console.step(summary.label(), String.format(Locale.ROOT, "%s (%s users/s, %s× %.2f journeys/s): goodput "
                + "%.1f req/s (%.0f %% of capacity), %d KO %s, p50/p95/p99 %d/%d/%d ms, RSS peak %d MB, threads "
                + "peak %d, cores: variant %s, load generator %s", phase.name(), Numbers.plain(phase.offered()), Numbers.plain(phase.factor()),
            overload.capacity(), phase.goodput(), 100 * overload.shareOfCapacity(phase), phase.ko(),
            phase.koCauses(), phase.p50(), phase.p95(), phase.p99(), phase.rssPeakBytes() >> 20,
            phase.threadsPeak(), cores(phase.variantCores()), cores(phase.loadGeneratorCores())));
      }
      console.step(summary.label(), (overload.alive() ? "alive" : "DIED") + "; " + (overload.recoverySeconds() == null
          ? "NOT answering well again (no KO and p95 ≤ " + overload.sloMs() + " ms for " + overload.recoveryHoldSeconds()
              + " s) by the end of the load"
          : "answering well again " + overload.recoverySeconds() + " s after the overload ended")
          + drain(overload));
    }
    Soak soak = summary.soak();
    if (soak != null) {
      console.step(summary.label(), String.format(Locale.ROOT, "soak (%s users/s for %s s): %d requests, %d KO %s; "
              + "first → last minute: p99 %d → %d ms, RSS %d → %d MB, heap after GC %d → %d MB, threads %d → %d; "
              + "%d GC pauses, %.0f ms in all, the longest %.1f ms%s", Numbers.plain(soak.offered()),
          Numbers.plain(soak.seconds()), soak.requests(), soak.ko(), soak.koCauses(), soak.first().p99(),
          soak.last().p99(), soak.first().rssBytes() >> 20, soak.last().rssBytes() >> 20,
          soak.first().heapAfterGcMb(), soak.last().heapAfterGcMb(), soak.first().threads(), soak.last().threads(),
          soak.gcPauses(), soak.gcPauseTotalMs(), soak.gcPauseMaxMs(), soak.flagged() ? "; FLAGGED: "
              + soak.flags() : ""));
    }
    DatabaseRestart restart = summary.databaseRestart();
    if (restart != null) {
      console.step(summary.label(), "database restart at " + restart.atSecond() + " s: down " + restart.downtimeMs()
          + " ms, " + restart.koAfterRestart() + " KO after it, recovered " + restart.recoveryMs() + " ms after it began");
    }
  }
}

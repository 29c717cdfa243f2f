package org.reactivebench.harness.report;

import java.util.List;
import java.util.Map;
import org.reactivebench.harness.results.DatabaseRestart;
import org.reactivebench.harness.results.Integrity;
import org.reactivebench.harness.results.LoadStatistics.UserTime;
import org.reactivebench.harness.results.RequestStats;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.variant.Variant;

/** The tables of one run, as cells: the same cells go into the Markdown report and the dashboard. */
final class RunTables {

  private RunTables() {}

  /** The label as shown, with a ⚠ when one of its runs had KO or a saturated load generator. */
  static String label(LabelResult label) {
    return (label.flagged() ? "⚠ " : "") + label.label();
  }

  static Table global(RunResults run) {
    Table table = new Table(1, "label", "requests", "KO %", "mean ms", "p50 ms", "p95 ms", "p99 ms", "max ms",
        "req/s", "CPU ms/req", "DB CPU ms/req", "peak RSS MiB", "user time mean ms", "user time p95 ms",
        "load gen. cores");
    for (LabelResult l : run.labels()) {
      table.row(label(l), Format.spread(l.global(RequestStats::count)), Format.spread(l.global(RequestStats::koPercent)),
          Format.spread(l.global(RequestStats::mean)), Format.spread(l.global(RequestStats::p50)),
          Format.spread(l.global(RequestStats::p95)), Format.spread(l.global(RequestStats::p99)),
          Format.spread(l.global(RequestStats::max)), Format.spread(l.global(RequestStats::requestsPerSecond)),
          Format.spread(l.of(s -> s.cost().variantCpuMsPerRequest())),
          Format.spread(l.ofKnown(ChartSet::databaseCpuPerRequest)),
          Format.spread(l.of(s -> s.cost().variantPeakRssBytes() / (1024.0 * 1024.0))),
          Format.spread(l.ofKnown(s -> userTime(s) == null ? null : userTime(s).mean())),
          Format.spread(l.ofKnown(s -> userTime(s) == null ? null : (double) userTime(s).p95())),
          Format.spread(l.of(s -> s.cost().loadGeneratorCores())));
    }
    return table;
  }

  private static UserTime userTime(Summary summary) {
    UserTime userTime = summary.statistics().userTime();
    return userTime == null || userTime.users() == 0 ? null : userTime;
  }

  static Table perRequest(RunResults run) {
    Table table = new Table(2, "request", "label", "count", "KO", "KO %", "mean ms", "p50 ms", "p95 ms", "p99 ms",
        "max ms", "req/s");
    for (String name : run.requestNames()) {
      for (LabelResult l : run.labels()) {
        if (l.request(name, RequestStats::count) == null) {
          continue;
        }
        table.row(name, label(l), Format.spread(l.request(name, RequestStats::count)),
            Format.spread(l.request(name, RequestStats::ko)), Format.spread(l.request(name, RequestStats::koPercent)),
            Format.spread(l.request(name, RequestStats::mean)), Format.spread(l.request(name, RequestStats::p50)),
            Format.spread(l.request(name, RequestStats::p95)), Format.spread(l.request(name, RequestStats::p99)),
            Format.spread(l.request(name, RequestStats::max)),
            Format.spread(l.request(name, RequestStats::requestsPerSecond)));
      }
    }
    return table;
  }

  /**
   * @param withRate whether to show the req/s ratio: not when the scenario sets the rate (an open load the variant
   *     keeps up with), where it is the same on every row by construction
   */
  static Table versusBaseline(RunResults run, Map<String, Variant> manifests, boolean withRate) {
    Table table = withRate
        ? new Table(4, "label", "baseline", "request", "role", "mean ×", "p95 ×", "req/s ×", "CPU ms/req ×")
        : new Table(4, "label", "baseline", "request", "role", "mean ×", "p95 ×", "CPU ms/req ×");
    for (BaselineComparison.Row row : BaselineComparison.of(run, manifests)) {
      boolean whole = row.request().equals(BaselineComparison.ALL_REQUESTS);
      String role = whole ? "" : row.control() ? "**control**" : "axis";
      String cpu = whole ? Format.ratio(row.cpuPerRequest()) : "";
      if (withRate) {
        table.row(label(row.variant()), row.baseline().label(), row.request(), role, Format.ratio(row.mean()),
            Format.ratio(row.p95()), Format.ratio(row.requestsPerSecond()), cpu);
      } else {
        table.row(label(row.variant()), row.baseline().label(), row.request(), role, Format.ratio(row.mean()),
            Format.ratio(row.p95()), cpu);
      }
    }
    return table;
  }

  static Table koCauses(RunResults run) {
    Table table = new Table(2, "label", "cause", "KO");
    for (LabelResult l : run.labels()) {
      l.koCauses().forEach((cause, count) -> table.row(label(l), cause, Integer.toString(count)));
    }
    return table;
  }

  /** Every measured run whose operation count did not come back to where it was, or is not explained. */
  static Table integrity(RunResults run) {
    Table table = new Table(2, "label", "run", "operations before", "after", "left behind", "creates / deletes "
        + "answered OK", "creates / deletes failed", "users incomplete / cut off", "verdict");
    for (LabelResult l : run.labels()) {
      for (Summary s : l.summaries()) {
        Integrity integrity = s.integrity();
        if (integrity != null && (integrity.leftBehind() != 0 || !integrity.consistent())) {
          table.row(label(l), Integer.toString(s.repetition()), Long.toString(integrity.operationsBefore()),
              Long.toString(integrity.operationsAfter()), Long.toString(integrity.leftBehind()),
              integrity.told() ? integrity.created() + " / " + integrity.deleted() : Format.NONE,
              integrity.told() ? integrity.createsFailed() + " / " + integrity.deletesFailed() : Format.NONE,
              integrity.usersIncomplete() + " / " + (integrity.told() ? integrity.usersCutOff() : Format.NONE),
              verdict(integrity));
        }
      }
    }
    return table;
  }

  /** Whether the rows match what the clients were told, in words. */
  static String verdict(Integrity integrity) {
    if (!integrity.told()) {
      return integrity.consistent() ? "explained by incomplete users" : "**not explained: data lost or leaked**";
    }
    if (integrity.consistent()) {
      return integrity.explainedByFailures() == 0 ? "as the clients were told"
          : integrity.explainedByFailures() + " row(s) without a 201, explained by failed creates or cut-off users";
    }
    return (integrity.lost() > 0 ? "**" + integrity.lost() + " row(s) lost** (answered 201, or not deleted)" : "")
        + (integrity.lost() > 0 && integrity.unexplained() > 0 ? "; " : "")
        + (integrity.unexplained() > 0 ? "**" + integrity.unexplained() + " row(s) no client was told of** "
            + "(duplicated or leaked)" : "");
  }

  /** Runs that restarted the database on purpose, with what it cost the variant. */
  static Table databaseRestarts(RunResults run) {
    Table table = new Table(2, "label", "run", "restart at s", "database down ms", "KO after restart",
        "recovered after ms");
    for (LabelResult l : run.labels()) {
      for (Summary s : l.summaries()) {
        DatabaseRestart restart = s.databaseRestart();
        if (restart != null) {
          table.row(label(l), Integer.toString(s.repetition()), Long.toString(restart.atSecond()),
              Long.toString(restart.downtimeMs()), Integer.toString(restart.koAfterRestart()),
              Long.toString(restart.recoveryMs()));
        }
      }
    }
    return table;
  }

  /** Today's figures beside the 2017 study's, for every label and request name that 2017 measured too. */
  static Table beside2017(RunResults run, Reference2017 reference) {
    Table table = new Table(3, "label", "request", "2017 module (scheduler)", "mean today", "mean 2017", "p95 today",
        "p95 2017", "req/s today", "req/s 2017", "KO % today", "KO % 2017");
    for (LabelResult l : run.labels()) {
      for (String name : requestsWithAll(run)) {
        boolean all = name.equals(BaselineComparison.ALL_REQUESTS);
        Spread mean = all ? l.global(RequestStats::mean) : l.request(name, RequestStats::mean);
        if (mean == null) {
          continue;
        }
        Spread p95 = all ? l.global(RequestStats::p95) : l.request(name, RequestStats::p95);
        Spread rate = all ? l.global(RequestStats::requestsPerSecond) : l.request(name, RequestStats::requestsPerSecond);
        Spread ko = all ? l.global(RequestStats::koPercent) : l.request(name, RequestStats::koPercent);
        for (Reference2017.Row then : reference.matching(l.variant(), l.scheduler(), all ? Reference2017.ALL : name)) {
          table.row(label(l), name, then.module() + (then.scheduler().isEmpty() ? "" : " (" + then.scheduler() + ")"),
              Format.spread(mean), Format.number(then.mean()), Format.spread(p95), Format.number(then.p95()),
              Format.spread(rate), Format.number(then.requestsPerSecond()), Format.spread(ko),
              Format.number(then.koPercent()));
        }
      }
    }
    return table;
  }

  private static List<String> requestsWithAll(RunResults run) {
    return java.util.stream.Stream.concat(java.util.stream.Stream.of(BaselineComparison.ALL_REQUESTS),
        run.requestNames().stream()).toList();
  }
}

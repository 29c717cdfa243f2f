package org.reactivebench.harness.report;

import java.util.Locale;
import java.util.stream.Collectors;
import org.reactivebench.harness.results.Soak;
import org.reactivebench.harness.results.Summary;

/**
 * A run of the soak profile: per label and repetition, its first minute against its last (p99, resident memory, the
 * heap after collections, threads), its GC pauses, its errors, and what grew.
 */
final class SoakTables {

  private SoakTables() {}

  static boolean applies(RunResults run) {
    return run.summaries().stream().anyMatch(s -> s.soak() != null);
  }

  /** The section of the results' README: what the soak is, and its table. */
  static void section(StringBuilder md, RunResults run) {
    md.append("### Soak\n\n");
    md.append("Each label for the whole soak at a steady rate below its capacity: its first minute against its ")
        .append("last, its GC pauses (from the GC log every variant writes) and its errors. Flagged: a p99 more ")
        .append("than 1.5 times the first minute's (and 10 ms above it), resident memory up more than 10 %, the ")
        .append("heap left after collections up more than 20 % (and 16 MB), any KO, or a dead process. A warm-up ")
        .append("that never reached steady state left its JIT compiling into the first minute.\n\n");
    md.append(SoakTables.minutes(run).markdown()).append('\n');
  }

  /** One row a label and repetition. */
  static Table minutes(RunResults run) {
    Table table = new Table(1, "label", "users/s (× capacity)", "requests", "KO by cause",
        "p99 ms first → last minute", "RSS MB first → last", "heap after GC MB first → last", "threads first → last",
        "GC pauses (total ms, longest ms)", "flagged", "warm-up steady after s");
    for (LabelResult label : run.labels()) {
      for (Summary summary : label.summaries()) {
        Soak soak = summary.soak();
        if (soak == null) {
          continue;
        }
        table.row(RunTables.label(label) + (label.summaries().size() > 1 ? " r" + summary.repetition() : ""),
            Format.number(soak.offered()) + " (" + Format.number(soak.offered() / soak.capacity()) + ")",
            Integer.toString(soak.requests()),
            soak.koCauses().isEmpty() ? "0" : soak.koCauses().entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", ")),
            soak.first().p99() + " → " + soak.last().p99(),
            mb(soak.first().rssBytes()) + " → " + mb(soak.last().rssBytes()),
            mb(soak.first().heapAfterGcMb() << 20) + " → " + mb(soak.last().heapAfterGcMb() << 20),
            soak.first().threads() + " → " + soak.last().threads(),
            soak.gcPauses() < 0 ? "not read" : String.format(Locale.ROOT, "%d (%.0f, %.1f)", soak.gcPauses(),
                soak.gcPauseTotalMs(), soak.gcPauseMaxMs()),
            soak.flagged() ? "**" + soak.flags() + "**" : "no", OverloadTables.warmUp(summary));
      }
    }
    return table;
  }

  private static String mb(long bytes) {
    return bytes < 0 ? Format.NONE : Long.toString(bytes >> 20);
  }
}

package org.reactivebench.harness.cli;

import java.util.Locale;
import java.util.Optional;

/** An estimate of the time a command has left, from the mean time its labels took so far. */
final class TimeLeft {

  private final int total;
  private final long started = System.nanoTime();
  private int done;

  TimeLeft(int total) {
    this.total = total;
  }

  /**
   * Before a command starts: its label runs times the typical minutes of one (the profile's figures, measured on the
   * development machine), a calibration pass included where it has one; a range where a label's warm-up may settle
   * sooner than its bounds ({@code soonest} below {@code typical}).
   */
  static String estimate(int labelRuns, double soonest, double typical, boolean calibrationPass) {
    long low = (long) Math.ceil(labelRuns * soonest);
    long high = (long) Math.ceil(labelRuns * typical);
    return String.format(Locale.ROOT, "about %s min for %d label run%s%s", low == high ? high : low + " to " + high,
        labelRuns, labelRuns == 1 ? "" : "s", calibrationPass ? ", the calibration pass included" : "");
  }

  /** Counts one label as done; the line to print, unless it was the last. */
  Optional<String> done() {
    done++;
    if (done >= total) {
      return Optional.empty();
    }
    double each = (System.nanoTime() - started) / 1e9 / done;
    return Optional.of(String.format(Locale.ROOT, "%d of %d label runs done; about %.0f min left", done, total,
        Math.ceil(each * (total - done) / 60)));
  }
}

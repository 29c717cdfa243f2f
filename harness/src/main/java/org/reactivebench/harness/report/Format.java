package org.reactivebench.harness.report;

import java.util.Locale;

/** How figures read in the reports: few digits, a range when repeated, a trailing ~ when noisy. */
final class Format {

  static final String NONE = "–";
  static final String NOISY_MARK = "~";

  private Format() {}

  /** Whole numbers as they are, else 3 significant digits or so (0.25, 3.14, 31.4, 314). */
  static String number(double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      return NONE;
    }
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      return Long.toString((long) value);
    }
    double magnitude = Math.abs(value);
    return String.format(Locale.ROOT, magnitude >= 100 ? "%.0f" : magnitude >= 10 ? "%.1f" : "%.2f", value);
  }

  /** {@code 12.3} for one run, {@code 12.3 (11.9–13.0)} for several, with a trailing ~ when noisy. */
  static String spread(Spread spread) {
    if (spread == null) {
      return NONE;
    }
    String median = number(spread.median());
    if (spread.samples() == 1 || spread.min() == spread.max()) {
      return median;
    }
    return median + " (" + number(spread.min()) + "–" + number(spread.max()) + ")"
        + (spread.noisy() ? NOISY_MARK : "");
  }

  static String ratio(Ratio ratio) {
    if (ratio == null) {
      return NONE;
    }
    return String.format(Locale.ROOT, "%.2f", ratio.value()) + (ratio.noisy() ? NOISY_MARK : "");
  }

  static String mebibytes(double bytes) {
    return number(bytes / (1024.0 * 1024.0));
  }
}

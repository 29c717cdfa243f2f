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
    return fixed(value, isWhole(value) ? 0 : decimals(value));
  }

  /**
   * {@code 12.3} for one run, {@code 12.3 (11.9–13.0)} for several (the range with the median's decimals), with a
   * trailing ~ when noisy.
   */
  static String spread(Spread spread) {
    if (spread == null) {
      return NONE;
    }
    if (spread.samples() == 1 || spread.min() == spread.max()) {
      return number(spread.median());
    }
    boolean whole = isWhole(spread.median()) && isWhole(spread.min()) && isWhole(spread.max());
    int decimals = whole ? 0 : decimals(spread.median());
    return fixed(spread.median(), decimals) + " (" + fixed(spread.min(), decimals) + "–" + fixed(spread.max(), decimals)
        + ")" + (spread.noisy() ? NOISY_MARK : "");
  }

  private static boolean isWhole(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15;
  }

  private static int decimals(double value) {
    double magnitude = Math.abs(value);
    return magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2;
  }

  private static String fixed(double value, int decimals) {
    return String.format(Locale.ROOT, "%." + decimals + "f", value);
  }

  static String ratio(Ratio ratio) {
    if (ratio == null) {
      return NONE;
    }
    return String.format(Locale.ROOT, "%.2f", ratio.value()) + (ratio.noisy() ? NOISY_MARK : "");
  }
}

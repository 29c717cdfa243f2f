package org.reactivebench.harness;

import java.util.Locale;

/** How a number given as a parameter reads in progress lines, descriptions and options: as it was given. */
public final class Numbers {

  private Numbers() {}

  /** Whole numbers without decimals ({@code 30}), others with at most three ({@code 0.02}, {@code 3.47}). */
  public static String plain(double value) {
    if (value == Math.rint(value) && Math.abs(value) < 1e15) {
      return Long.toString((long) value);
    }
    String fixed = String.format(Locale.ROOT, "%.3f", value).replaceAll("0+$", "");
    return fixed.endsWith(".") ? fixed.substring(0, fixed.length() - 1) : fixed;
  }
}

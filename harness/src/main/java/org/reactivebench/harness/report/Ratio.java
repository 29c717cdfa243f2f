package org.reactivebench.harness.report;

/** A variant's figure divided by its baseline's (medians), noisy when either side is. */
public record Ratio(double value, boolean noisy) {

  /** The ratio, or null when there is nothing to divide by. */
  static Ratio of(Spread variant, Spread baseline) {
    if (variant == null || baseline == null || baseline.median() == 0) {
      return null;
    }
    return new Ratio(variant.median() / baseline.median(), variant.noisy() || baseline.noisy());
  }
}

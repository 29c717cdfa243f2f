package org.reactivebench.harness.report;

import java.util.List;

/**
 * The 95 % confidence interval of a mean over a few repetitions: mean ± t × s / √n, with Student's t for n − 1
 * degrees of freedom (the repetitions are few, so t, not 1.96). Two labels are only called different where their
 * intervals do not overlap.
 *
 * <p>What it is computed over (a cost, a capacity, a ratio of costs) is never below 0, so neither is its interval: a
 * scattered label's mean minus t × s / √n can be negative (mysql-spring5-reactive-entity[parallel] read 1325 µs
 * [-723–3372] in run 20261128-080143-capacity), a cost no repetition could have, and the low end is then 0. A verdict
 * does not change with it: an interval of values not below 0 overlaps one starting at 0 exactly where it overlapped
 * the negative one.
 *
 * @param samples the repetitions it is computed from; with one, the interval is unknown (low = high = the value)
 */
public record Interval(double mean, double low, double high, int samples) {

  /** Student's t, two-sided 95 %, for 1 to 10 degrees of freedom; beyond, 2.0 is close enough (2.23 to 1.96). */
  private static final double[] T_95 = {12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228};

  public static Interval of(List<Double> values) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("an interval needs at least one value");
    }
    if (values.stream().anyMatch(v -> v < 0)) {
      throw new IllegalArgumentException("an interval of costs, capacities or ratios has no value below 0: " + values);
    }
    int n = values.size();
    double mean = values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    if (n == 1) {
      return new Interval(mean, mean, mean, 1);
    }
    double variance = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum() / (n - 1);
    double half = t(n - 1) * Math.sqrt(variance / n);
    return new Interval(mean, Math.max(0, mean - half), mean + half, n);
  }

  static double t(int degreesOfFreedom) {
    return degreesOfFreedom <= T_95.length ? T_95[degreesOfFreedom - 1] : 2.0;
  }

  /** Whether the interval is known: at least two repetitions. */
  public boolean known() {
    return samples >= 2;
  }

  /** Whether this and {@code other} are distinguishable: both known and not overlapping. */
  public boolean distinguishableFrom(Interval other) {
    return known() && other.known() && (high < other.low || other.high < low);
  }

  /** Whether the interval lies wholly above or wholly below {@code value} (a ratio against 1.0). */
  public boolean excludes(double value) {
    return known() && (high < value || low > value);
  }
}

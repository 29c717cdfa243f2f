package org.reactivebench.harness.report;

import java.util.List;

/**
 * One figure over the repetitions of a run: median, min and max. A figure is noisy when its spread,
 * (max - min) / median, exceeds 15 %: its median is then only a rough value.
 */
public record Spread(double median, double min, double max, int samples) {

  static final double NOISY_SPREAD = 0.15;

  public static Spread of(List<Double> values) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("a spread needs at least one value");
    }
    double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
    int middle = sorted.length / 2;
    double median = sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    return new Spread(median, sorted[0], sorted[sorted.length - 1], sorted.length);
  }

  public boolean noisy() {
    double range = max - min;
    if (range <= 0) {
      return false;
    }
    return median == 0 || range / Math.abs(median) > NOISY_SPREAD;
  }
}

package org.reactivebench.harness.report;

import java.util.List;

/**
 * What one chart shows, independent of how it is drawn: as a PNG by {@link PngCharts}, in the browser by the
 * dashboard. {@code name} is unique over all runs and names the PNG file.
 */
public sealed interface Chart {

  String name();

  String title();

  String yTitle();

  /** Grouped bars: one group per category, one bar per series; a null value is a bar not drawn. */
  record Bars(String name, String title, String yTitle, List<String> categories, List<BarSeries> series)
      implements Chart {}

  record BarSeries(String name, int color, List<Double> values) {}

  /** Lines over x (seconds since the start of the load). */
  record Lines(String name, String title, String xTitle, String yTitle, List<LineSeries> series) implements Chart {}

  /** Points as {x, y}, in x order. */
  record LineSeries(String name, int color, List<double[]> points) {}
}

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

  /**
   * @param errors each bar's half-width of its 95 % interval (null where unknown), or null for bars without intervals
   */
  record BarSeries(String name, int color, List<Double> values, List<Double> errors) {

    BarSeries(String name, int color, List<Double> values) {
      this(name, color, values, null);
    }
  }

  /** Lines over x, drawn point to point in their order; y on a logarithmic axis when {@code logarithmicY}. */
  record Lines(String name, String title, String xTitle, String yTitle, List<LineSeries> series, boolean logarithmicY)
      implements Chart {

    Lines(String name, String title, String xTitle, String yTitle, List<LineSeries> series) {
      this(name, title, xTitle, yTitle, series, false);
    }
  }

  /** Points as {x, y}; a shaded series marks a span of x (filled down to 0), not a measurement. */
  record LineSeries(String name, int color, List<double[]> points, boolean shaded) {

    LineSeries(String name, int color, List<double[]> points) {
      this(name, color, points, false);
    }
  }
}

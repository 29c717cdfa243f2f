package org.reactivebench.harness.report;

import java.awt.Color;
import java.io.IOException;
import java.util.Locale;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.BitmapEncoder.BitmapFormat;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.CategorySeries;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.knowm.xchart.style.AxesChartStyler;
import org.knowm.xchart.style.Styler;

/** Draws a {@link Chart} as a PNG with XChart. The same chart gives the same bytes (PNG carries no time). */
final class PngCharts {

  static final int WIDTH = 1200;
  static final int HEIGHT = 560;
  /** A line with fewer points than this shows them as dots: a short run has one or two windows only. */
  static final int FEW_POINTS = 12;
  /** The fill of a shaded span. */
  private static final Color SHADE = new Color(0, 0, 0, 28);

  static {
    System.setProperty("java.awt.headless", "true");
  }

  private PngCharts() {}

  static byte[] png(Chart chart) throws IOException {
    if (chart instanceof Chart.Bars bars) {
      return BitmapEncoder.getBitmapBytes(bars(bars), BitmapFormat.PNG);
    }
    return BitmapEncoder.getBitmapBytes(lines((Chart.Lines) chart), BitmapFormat.PNG);
  }

  private static CategoryChart bars(Chart.Bars bars) {
    CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(bars.title())
        .yAxisTitle(bars.yTitle()).build();
    style(chart.getStyler());
    chart.getStyler().setAvailableSpaceFill(0.8);
    chart.getStyler().setOverlapped(false);
    chart.getStyler().setYAxisMin(0.0);
    boolean allZero = bars.series().stream().flatMap(series -> series.values().stream())
        .allMatch(value -> value == null || value <= 0);
    if (allZero) {
      chart.getStyler().setYAxisMax(1.0);
    }
    chart.getStyler().setXAxisLabelRotation(bars.categories().stream().anyMatch(c -> c.length() > 14) ? 20 : 0);
    for (Chart.BarSeries series : bars.series()) {
      CategorySeries drawn = series.errors() == null
          ? chart.addSeries(series.name(), bars.categories(), series.values())
          : chart.addSeries(series.name(), bars.categories(),
              series.values().stream().map(v -> v == null ? 0.0 : v).toList(),
              series.errors().stream().map(e -> e == null ? 0.0 : e).toList());
      drawn.setFillColor(Palette.awt(series.color()));
      drawn.setLineColor(Palette.awt(series.color()));
    }
    return chart;
  }

  private static XYChart lines(Chart.Lines lines) {
    XYChart chart = new XYChartBuilder().width(WIDTH).height(HEIGHT).title(lines.title())
        .xAxisTitle(lines.xTitle()).yAxisTitle(lines.yTitle()).build();
    style(chart.getStyler());
    if (lines.logarithmicY()) {
      chart.getStyler().setYAxisLogarithmic(true);
    } else {
      chart.getStyler().setYAxisMin(0.0);
    }
    chart.getStyler().setXAxisDecimalPattern("0");
    for (Chart.LineSeries series : lines.series()) {
      double[] x = series.points().stream().mapToDouble(p -> p[0]).toArray();
      double[] y = series.points().stream().mapToDouble(p -> p[1]).toArray();
      XYSeries drawn = chart.addSeries(series.name(), x, y);
      if (series.shaded()) {
        drawn.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Area);
        drawn.setFillColor(SHADE);
        drawn.setLineColor(SHADE);
        drawn.setMarker(SeriesMarkers.NONE);
        continue;
      }
      drawn.setMarker(x.length < FEW_POINTS ? SeriesMarkers.CIRCLE : SeriesMarkers.NONE);
      drawn.setMarkerColor(Palette.awt(series.color()));
      drawn.setLineColor(Palette.awt(series.color()));
    }
    return chart;
  }

  private static void style(AxesChartStyler styler) {
    styler.setLocale(Locale.ROOT);
    styler.setYAxisDecimalPattern("#,##0.##");
    styler.setChartBackgroundColor(Color.WHITE);
    styler.setPlotBackgroundColor(Color.WHITE);
    styler.setPlotBorderVisible(false);
    styler.setLegendPosition(Styler.LegendPosition.OutsideE);
    styler.setLegendBorderColor(Color.WHITE);
    styler.setAntiAlias(true);
  }
}

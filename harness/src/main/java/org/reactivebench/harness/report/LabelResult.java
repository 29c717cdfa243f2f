package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
import org.reactivebench.harness.results.Capacity;
import org.reactivebench.harness.results.LoadStatistics.TimeWindow;
import org.reactivebench.harness.results.RequestStats;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.harness.results.Stepping;
import org.reactivebench.harness.results.Summary;

/**
 * The measured runs of one label (variant and scheduler) in one run id: one per repetition. Every figure is
 * given as a {@link Spread} over the repetitions.
 */
public record LabelResult(String label, String variant, String scheduler, List<StoredSummary> repetitions) {

  public LabelResult {
    repetitions = repetitions.stream()
        .sorted(Comparator.comparingInt((StoredSummary s) -> s.summary().repetition()).thenComparing(StoredSummary::file))
        .toList();
  }

  public List<Summary> summaries() {
    return repetitions.stream().map(StoredSummary::summary).toList();
  }

  /** A figure of the whole run (all requests, cost). */
  public Spread of(ToDoubleFunction<Summary> figure) {
    return Spread.of(summaries().stream().map(figure::applyAsDouble).toList());
  }

  /** A figure that some runs may not know (null): over the runs that know it, or null if none does. */
  public Spread ofKnown(Function<Summary, Double> figure) {
    List<Double> known = summaries().stream().map(figure).filter(Objects::nonNull).toList();
    return known.isEmpty() ? null : Spread.of(known);
  }

  public Spread global(ToDoubleFunction<RequestStats> figure) {
    return of(s -> figure.applyAsDouble(s.statistics().global()));
  }

  /** A figure of one request name, over the runs that sent it; null if none did. */
  public Spread request(String name, ToDoubleFunction<RequestStats> figure) {
    List<Double> values = summaries().stream()
        .flatMap(s -> s.statistics().requests().stream().filter(r -> r.name().equals(name)).limit(1))
        .map(figure::applyAsDouble).toList();
    return values.isEmpty() ? null : Spread.of(values);
  }

  /** A run with KO or a saturated load generator. */
  public boolean flagged() {
    return summaries().stream().anyMatch(Summary::flagged);
  }

  /** KO counts by cause, added up over the repetitions. */
  public Map<String, Integer> koCauses() {
    Map<String, Integer> causes = new TreeMap<>();
    for (Summary summary : summaries()) {
      Map<String, Integer> own = summary.statistics().koCauses();
      if (own != null) {
        own.forEach((cause, count) -> causes.merge(cause, count, Integer::sum));
      }
    }
    return causes;
  }

  /** One figure of the 5-second windows, as (seconds since start, median over the repetitions) in time order. */
  public List<double[]> timeSeries(ToDoubleFunction<TimeWindow> figure) {
    Map<Long, List<Double>> byOffset = new TreeMap<>();
    for (Summary summary : summaries()) {
      List<TimeWindow> windows = summary.statistics().timeSeries();
      if (windows != null) {
        windows.forEach(w -> byOffset.computeIfAbsent(w.offsetSeconds(), o -> new ArrayList<>())
            .add(figure.applyAsDouble(w)));
      }
    }
    List<double[]> points = new ArrayList<>();
    byOffset.forEach((offset, values) -> points.add(new double[] {offset, Spread.of(values).median()}));
    return points;
  }

  /** The runs that were stepped, with their steps and capacity. */
  public List<Stepping> steppings() {
    return summaries().stream().map(Summary::stepping).filter(Objects::nonNull).toList();
  }

  /** A figure of the capacity over the repetitions that found one; null if none did. */
  public Spread capacity(Function<Capacity, Double> figure) {
    List<Double> values = steppings().stream().map(Stepping::capacity).map(figure).filter(Objects::nonNull).toList();
    return values.isEmpty() ? null : Spread.of(values);
  }

  /** The repetition whose capacity is the median one (the lower middle for an even count), or null. */
  public Capacity medianCapacity() {
    List<Capacity> found = steppings().stream().map(Stepping::capacity).toList();
    if (found.isEmpty()) {
      return null;
    }
    List<Capacity> sorted = found.stream().sorted(Comparator.comparingDouble(
        (Capacity c) -> c.throughput() == null ? -1 : c.throughput())).toList();
    return sorted.get((sorted.size() - 1) / 2);
  }

  /**
   * The steps over the repetitions, step by step: the repetitions of a label run the same levels (a capacity run
   * calibrates them once per label), so a step's figures are medians over them.
   */
  public List<List<StepResult>> stepsByIndex() {
    Map<Integer, List<StepResult>> byIndex = new TreeMap<>();
    steppings().forEach(stepping -> stepping.steps().forEach(step ->
        byIndex.computeIfAbsent(step.index(), i -> new ArrayList<>()).add(step)));
    return List.copyOf(byIndex.values());
  }
}

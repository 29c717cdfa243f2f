package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToDoubleFunction;
import org.reactivebench.harness.results.RequestStats;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.variant.Variant;

/**
 * Each variant of a run against the baseline its manifest names (one step before it on its axis), as ratios
 * variant / baseline. Requests the axis does not touch are controls: they should stay near 1.0, and a control far
 * from it says that the two were not measured under the same conditions.
 */
public final class BaselineComparison {

  /** The whole-run row: its ratios are over all requests, and it carries the CPU ratio. */
  public static final String ALL_REQUESTS = "All requests";

  /** One line of the comparison: a request name (or all requests) of a label against the baseline's. */
  public record Row(LabelResult variant, LabelResult baseline, String request, Ratio mean, Ratio p95,
      Ratio requestsPerSecond, Ratio cpuPerRequest, boolean control) {}

  private BaselineComparison() {}

  public static List<Row> of(RunResults run, Map<String, Variant> manifests) {
    List<Row> rows = new ArrayList<>();
    for (LabelResult label : run.labels()) {
      Variant variant = manifests.get(label.variant());
      if (variant == null || variant.baseline().isEmpty()) {
        continue;
      }
      LabelResult baseline = baselineOf(run, variant.baseline(), label.scheduler());
      if (baseline == null) {
        continue;
      }
      rows.add(new Row(label, baseline, ALL_REQUESTS, ratio(label, baseline, null, RequestStats::mean),
          ratio(label, baseline, null, RequestStats::p95), ratio(label, baseline, null, RequestStats::requestsPerSecond),
          Ratio.of(label.of(BaselineComparison::cpuPerRequest), baseline.of(BaselineComparison::cpuPerRequest)), false));
      for (String request : run.requestNames()) {
        Ratio mean = ratio(label, baseline, request, RequestStats::mean);
        Ratio p95 = ratio(label, baseline, request, RequestStats::p95);
        Ratio rate = ratio(label, baseline, request, RequestStats::requestsPerSecond);
        if (mean != null || p95 != null || rate != null) {
          rows.add(new Row(label, baseline, request, mean, p95, rate, null, isControl(variant, request)));
        }
      }
    }
    return rows;
  }

  /** A figure of one request name, or of all requests when the name is null, of the label over its baseline. */
  private static Ratio ratio(LabelResult label, LabelResult baseline, String request,
      ToDoubleFunction<RequestStats> figure) {
    if (request == null) {
      return Ratio.of(label.global(figure), baseline.global(figure));
    }
    return Ratio.of(label.request(request, figure), baseline.request(request, figure));
  }

  private static double cpuPerRequest(Summary summary) {
    return summary.cost().variantCpuMsPerRequest();
  }

  /**
   * The baseline's label in the same run: the same scheduler if the baseline has it, else the baseline without a
   * scheduler, else its first label in the matrix's order.
   */
  static LabelResult baselineOf(RunResults run, String baseline, String scheduler) {
    List<LabelResult> candidates = run.labels().stream().filter(l -> l.variant().equals(baseline)).toList();
    return candidates.stream().filter(l -> Objects.equals(l.scheduler(), scheduler)).findFirst()
        .or(() -> candidates.stream().filter(l -> l.scheduler() == null).findFirst())
        .or(() -> candidates.stream().findFirst())
        .orElse(null);
  }

  /**
   * Whether the variant's axis leaves this request alone. The reactive-entity and reactive-repository steps change
   * only how Operation is served, so every request that is not about operations is a control for them; the other
   * steps (framework migration, the whole web layer) touch every request.
   */
  public static boolean isControl(Variant variant, String request) {
    boolean operationOnly = variant.reactive().equals("entity") || variant.reactive().equals("repository");
    return operationOnly && !request.toLowerCase(Locale.ROOT).contains("operation");
  }
}

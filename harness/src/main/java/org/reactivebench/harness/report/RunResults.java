package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Function;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.loadspec.OperationJourney;

/**
 * Everything measured under one run id, one {@link LabelResult} per label, in the matrix's order.
 *
 * @param reference a committed reference run (else a local run, not published)
 */
public record RunResults(String runId, boolean reference, List<LabelResult> labels, List<String> requestNames) {

  /**
   * Groups summaries by run id, and within a run by label: variants in the catalog's order (unknown ones after, by
   * name), schedulers in their manifest's order. Reference runs come first, each kind newest first (run ids start
   * with their date and time), except in a local report: there the newest local run (the one just made) leads,
   * followed by the newest reference run of the same profile to compare it with, then the rest in that order.
   */
  public static List<RunResults> group(List<StoredSummary> summaries, List<Variant> catalog) {
    Map<String, Map<String, List<StoredSummary>>> byRun = new TreeMap<>(Comparator.reverseOrder());
    Map<String, Boolean> reference = new TreeMap<>();
    for (StoredSummary stored : summaries) {
      byRun.computeIfAbsent(stored.summary().runId(), r -> new TreeMap<>())
          .computeIfAbsent(stored.summary().label(), l -> new ArrayList<>()).add(stored);
      reference.merge(stored.summary().runId(), stored.reference(), Boolean::logicalAnd);
    }
    List<RunResults> runs = new ArrayList<>();
    byRun.forEach((runId, byLabel) -> {
      List<LabelResult> labels = new ArrayList<>();
      byLabel.forEach((label, repetitions) -> {
        Summary first = repetitions.get(0).summary();
        labels.add(new LabelResult(label, first.variant(), first.scheduler(), repetitions));
      });
      labels.sort(matrixOrder(catalog));
      runs.add(new RunResults(runId, reference.get(runId), List.copyOf(labels), requestNames(labels)));
    });
    runs.sort(Comparator.comparing((RunResults run) -> !run.reference()));
    return justMadeFirst(runs);
  }

  private static List<RunResults> justMadeFirst(List<RunResults> runs) {
    RunResults justMade = runs.stream().filter(run -> !run.reference()).findFirst().orElse(null);
    if (justMade == null) {
      return runs;
    }
    List<RunResults> ordered = new ArrayList<>(List.of(justMade));
    runs.stream().filter(run -> run.reference() && run.profile().equals(justMade.profile())).findFirst()
        .ifPresent(ordered::add);
    runs.stream().filter(run -> !ordered.contains(run)).forEach(ordered::add);
    return ordered;
  }

  /**
   * Every label of these runs, in the matrix's order, numbered from 0: a label keeps its number (its colour in the
   * charts) in every run.
   */
  public static Map<String, Integer> labelNumbers(List<RunResults> runs, List<Variant> catalog) {
    Map<String, LabelResult> byLabel = new TreeMap<>();
    runs.forEach(run -> run.labels().forEach(label -> byLabel.putIfAbsent(label.label(), label)));
    List<LabelResult> ordered = new ArrayList<>(byLabel.values());
    ordered.sort(matrixOrder(catalog));
    Map<String, Integer> numbers = new LinkedHashMap<>();
    ordered.forEach(label -> numbers.put(label.label(), numbers.size()));
    return numbers;
  }

  private static Comparator<LabelResult> matrixOrder(List<Variant> catalog) {
    Map<String, Variant> byName = new LinkedHashMap<>();
    catalog.forEach(v -> byName.put(v.name(), v));
    List<String> names = new ArrayList<>(byName.keySet());
    Comparator<LabelResult> byVariant = Comparator.comparingInt(l -> {
      int index = names.indexOf(l.variant());
      return index < 0 ? Integer.MAX_VALUE : index;
    });
    Comparator<LabelResult> byScheduler = Comparator.comparingInt(l -> {
      Variant variant = byName.get(l.variant());
      if (l.scheduler() == null) {
        return -1;
      }
      int index = variant == null ? -1 : variant.schedulers().indexOf(l.scheduler());
      return index < 0 ? Integer.MAX_VALUE : index;
    });
    return byVariant.thenComparing(LabelResult::variant).thenComparing(byScheduler).thenComparing(LabelResult::label);
  }

  /** The scenario's request names that were sent, in its order, then any other name in alphabetical order. */
  private static List<String> requestNames(List<LabelResult> labels) {
    Set<String> sent = new TreeSet<>();
    labels.forEach(l -> l.summaries().forEach(s -> s.statistics().requests().forEach(r -> sent.add(r.name()))));
    List<String> names = new ArrayList<>(OperationJourney.REQUEST_NAMES.stream().filter(sent::contains).toList());
    sent.stream().filter(n -> !OperationJourney.REQUEST_NAMES.contains(n)).forEach(names::add);
    return List.copyOf(names);
  }

  public List<Summary> summaries() {
    return labels.stream().flatMap(l -> l.summaries().stream()).toList();
  }

  public Summary first() {
    return labels.get(0).summaries().get(0);
  }

  public String profile() {
    return distinct(Summary::profile);
  }

  public int repetitions() {
    return labels.stream().mapToInt(l -> l.repetitions().size()).max().orElse(0);
  }

  /** Whether this run's loads were stepped (capacity, passthrough profiles): it has steps and capacities. */
  public boolean stepped() {
    return summaries().stream().anyMatch(s -> s.stepping() != null);
  }

  /**
   * The reference runs of a stepped profile, newest first: the slices a profile too long for one run is measured in
   * ({@link CapacityProfile}, {@link DbLatencyProfile}).
   */
  static List<RunResults> referenceSlices(List<RunResults> runs, String profile) {
    return runs.stream().filter(RunResults::reference).filter(RunResults::stepped)
        .filter(run -> run.profile().equals(profile)).sorted(Comparator.comparing(RunResults::runId).reversed())
        .toList();
  }

  /** A slice's letter in a gathered table: a for the first (the newest) of the sources. */
  static String sliceLetter(List<RunResults> sources, RunResults run) {
    return String.valueOf((char) ('a' + sources.indexOf(run)));
  }

  /** Under a gathered table: each slice's letter, its run (a link to its section) and the CPU it ran on. */
  static void listSlices(StringBuilder md, List<RunResults> sources) {
    for (RunResults run : sources) {
      md.append("- (").append(sliceLetter(sources, run)).append(") [").append(run.runId()).append("](#run-")
          .append(run.runId()).append("): ").append(run.distinct(s -> s.environment().cpuModel())).append('\n');
    }
    md.append('\n');
  }

  /** A smoke run: seconds of load, for tests; not a measurement. */
  public boolean smoke() {
    return profile().equals("smoke");
  }

  public boolean anyFlagged() {
    return labels.stream().anyMatch(LabelResult::flagged);
  }

  /** The values a field takes in this run's summaries, in order of first appearance, joined by "; ". */
  public String distinct(Function<Summary, ?> field) {
    Set<String> values = new LinkedHashSet<>();
    summaries().forEach(s -> values.add(String.valueOf(field.apply(s))));
    return String.join("; ", values);
  }

  public LabelResult label(String label) {
    return labels.stream().filter(l -> l.label().equals(label)).findFirst().orElse(null);
  }
}

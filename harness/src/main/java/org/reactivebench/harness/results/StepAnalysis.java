package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.reactivebench.loadspec.Journey;

/**
 * Cuts the log of a stepped load into its levels' steady windows and judges each: held or broken
 * ({@link StepCriteria}). The same code judges the steps while Gatling runs (to stop one step after the variant
 * broke) and from the whole log afterwards (the figures in the summary).
 */
public final class StepAnalysis {

  /**
   * Open model: a step right after a broken one that serves more than this share of its offered rate is working
   * off the backlog the broken step left, not holding its own load; it is broken too. (jhipster-mongo[virtual-threads]
   * in run 20261123-165151-capacity: step 8 under-delivered, step 9 then served 115 % and would have been its
   * capacity.)
   */
  static final double DRAINING = 1.05;

  private StepAnalysis() {}

  /**
   * @param scenario the measured scenario, whose first user marks the start of the injection
   * @param samples each process's OS samples by role ({@link StepResult#VARIANT}, ...), possibly empty
   * @param completeBefore epoch ms: only levels whose window ended before it are judged
   */
  public static List<StepResult> steps(SimulationLog log, LoadParameters load, String scenario,
      StepCriteria criteria, Map<String, List<ProcessSample>> samples, long completeBefore) {
    return steps(log, load, scenario, criteria, samples, Map.of(), completeBefore);
  }

  /**
   * @param gcPauses the GC pauses of each JVM whose log was read, by role: each step keeps the longest that
   *     overlapped its window
   */
  public static List<StepResult> steps(SimulationLog log, LoadParameters load, String scenario,
      StepCriteria criteria, Map<String, List<ProcessSample>> samples, Map<String, List<GcPause>> gcPauses,
      long completeBefore) {
    List<StepResult> steps = new ArrayList<>();
    if (!load.stepped() || log.userStarts().isEmpty()) {
      return steps;
    }
    long injectionStart = log.injectionStart(scenario);
    double settle = load.settleSeconds();
    for (LoadParameters.Level level : load.schedule()) {
      double fromSeconds = level.startSeconds() + settle;
      long from = injectionStart + Math.round(fromSeconds * 1000);
      long to = injectionStart + Math.round(level.endSeconds() * 1000);
      if (to > completeBefore) {
        break;
      }
      StepResult previous = steps.isEmpty() ? null : steps.get(steps.size() - 1);
      StepResult step = step(log, load, level, fromSeconds, from, to, criteria, samples, previous);
      steps.add(withGcPauses(step, gcPauses, from, to));
    }
    return steps;
  }

  /**
   * The steps, each with the median of the host's reads in its window ({@link StepResult#hostNsPerRead}); a step in
   * whose window none was taken keeps null.
   *
   * @param injectionStart epoch ms: the start of the injection, which the steps' windows count from
   */
  public static List<StepResult> withHostReads(List<StepResult> steps, List<HostRead> reads, long injectionStart) {
    return steps.stream().map(step -> step.withHostNsPerRead(HostRead.medianBetween(reads,
        injectionStart + Math.round(step.windowStartSeconds() * 1000),
        injectionStart + Math.round(step.windowEndSeconds() * 1000)).orElse(null))).toList();
  }

  /** The step with the longest GC pause of each logged JVM that overlapped its window ({@code from}-{@code to}). */
  private static StepResult withGcPauses(StepResult step, Map<String, List<GcPause>> gcPauses, long from, long to) {
    if (gcPauses.isEmpty()) {
      return step;
    }
    Map<String, Double> longest = new LinkedHashMap<>();
    gcPauses.forEach((role, pauses) -> longest.put(role, pauses.stream()
        .filter(pause -> pause.epochMs() > from && pause.epochMs() - pause.ms() < to)
        .mapToDouble(GcPause::ms).max().orElse(0)));
    return new StepResult(step.index(), step.offered(), step.offeredRequestsPerSecond(), step.windowStartSeconds(),
        step.windowEndSeconds(), step.achievedUsersPerSecond(), step.achievedRequestsPerSecond(), step.global(),
        step.requests(), step.koCauses(), step.cores(), step.variantThreads(), step.variantRssBytes(), step.broke(),
        step.cpuDetail(), longest);
  }

  private static StepResult step(SimulationLog log, LoadParameters load, LoadParameters.Level level,
      double fromSeconds, long from, long to, StepCriteria criteria, Map<String, List<ProcessSample>> samples,
      StepResult previous) {
    double seconds = (to - from) / 1000.0;
    List<RequestRecord> started = log.requests().stream().filter(r -> r.start() >= from && r.start() < to).toList();
    long okEnded = log.requests().stream().filter(r -> r.ok() && r.end() >= from && r.end() < to).count();
    Double journeys = load.journey().countsJourneys()
        ? log.visits().stream().filter(v -> v.ok() && v.end() >= from && v.end() < to).count() / seconds : null;
    RequestStats global = RequestStats.of(LoadStatistics.ALL, started, seconds);
    Map<String, List<RequestRecord>> byName = new LinkedHashMap<>();
    started.forEach(r -> byName.computeIfAbsent(r.name(), n -> new ArrayList<>()).add(r));
    List<RequestStats> perName = byName.entrySet().stream()
        .map(e -> RequestStats.of(e.getKey(), e.getValue(), seconds)).toList();
    Map<String, Integer> causes = started.stream().filter(r -> !r.ok())
        .collect(Collectors.toMap(r -> KoCause.of(r.message()), r -> 1, Integer::sum, TreeMap::new));

    Map<String, Double> cores = new LinkedHashMap<>();
    Map<String, Double> cpuDetail = new LinkedHashMap<>();
    samples.forEach((role, own) -> {
      Double used = ProcessSample.coresBetween(own, from, to);
      if (used != null) {
        (StepResult.cpuDetail(role) ? cpuDetail : cores).put(role, used);
      }
    });
    List<ProcessSample> variant = samples.getOrDefault(StepResult.VARIANT, List.of()).stream()
        .filter(s -> s.epochMs() >= from && s.epochMs() <= to).toList();
    Integer threads = variant.stream().mapToInt(ProcessSample::threads).filter(t -> t >= 0).boxed()
        .max(Integer::compare).orElse(null);
    Long rss = variant.stream().mapToLong(ProcessSample::rssBytes).filter(r -> r >= 0).boxed()
        .max(Long::compare).orElse(null);

    Double offeredRate = load.offeredRequestsPerSecond(level.offered());
    double achieved = okEnded / seconds;
    List<String> broken = new ArrayList<>();
    if (global.count() == 0) {
      broken.add("no request in the window");
    }
    if (global.ko() > 0) {
      broken.add("KO " + global.ko() + " (" + causes.entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
          .collect(Collectors.joining(", ")) + ")");
    }
    if (global.p95() > criteria.sloP95Ms()) {
      broken.add("p95 " + global.p95() + " ms > SLO " + criteria.sloP95Ms() + " ms");
    }
    if (load.open() && offeredRate != null && achieved < criteria.minDelivered() * offeredRate) {
      // rounded down, so that a share just below the criterion never reads as the criterion itself (94.98 -> 94.9)
      broken.add(String.format(Locale.ROOT, "under-delivery: %.1f %% of the offered %.1f req/s",
          Math.floor(1000 * achieved / offeredRate) / 10, offeredRate));
    }
    if (load.open() && offeredRate != null && previous != null && !previous.held()
        && achieved > DRAINING * offeredRate) {
      broken.add(String.format(Locale.ROOT, "draining the broken step before it: served %.1f %% of the offered "
          + "%.1f req/s", Math.floor(1000 * achieved / offeredRate) / 10, offeredRate));
    }
    Double otherBusy = cpuDetail.get(StepResult.OTHER_CPUS);
    if (otherBusy != null && otherBusy > StepCriteria.OTHER_CPUS_BUSY) {
      broken.add(String.format(Locale.ROOT, "load-generator bound: the other CPUs were %.0f %% busy",
          100 * otherBusy));
    }
    return new StepResult(level.index(), level.offered(), offeredRate, fromSeconds, level.endSeconds(), journeys,
        achieved, global, perName, causes, cores, threads, rss, broken, cpuDetail);
  }
}

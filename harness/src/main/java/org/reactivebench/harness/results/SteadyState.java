package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Whether a warm-up reached steady state, JMH's rule: the cost per request stops moving. The warm-up is cut into
 * windows of equal length from the first measured user on; in each, the variant's CPU per request, and the share of
 * it its JIT compiler threads used. It is steady once the requests' own cost (the variant's CPU without its compiler
 * threads') changed by less than {@code tolerance} between consecutive windows {@value #STABLE_CHANGES} times in a row
 * (so one lucky pair of windows is not enough), in windows where the JIT used less than a given share of the
 * variant's CPU: on one CPU the compiler works through its backlog for minutes at a steady pace, and a cost that
 * stopped moving while it does is not steady state. The compiler's own CPU is left out of the comparison because it
 * comes in bursts long after the code is compiled (recompilations): in run 20261125-233340-capacity (local)
 * mysql-spring5's cost per request at 833 req/s read 550 to 817 µs from window to window with the JIT at 2 to 36 %
 * of it, and 495 to 580 µs without it.
 *
 * <p>The warm-up the measured steps follow asks the JIT share the steps themselves are judged by ({@value
 * #QUIET_JIT_SHARE}); a first stage that only predicts a rate to warm up at asks less ({@value
 * #CALIBRATING_JIT_SHARE}). With 15 % for both, mysql-spring4's second stages in run 20261126-080111-capacity (local)
 * settled after 60 to 100 s in windows where the JIT used 3 to 13 % of the variant's CPU, and the repetition whose
 * cost had settled highest (999 µs per request against 862) held 46.5 journeys/s against 52.25.
 *
 * @param windowSeconds the length of a window
 * @param tolerance the largest relative change between consecutive windows that counts as stable
 * @param windows every window that ended before the warm-up did
 * @param settledAt the index of the window at which the cost had settled, or null if it never did
 * @param overloadedAt the index of the window at which the warm-up was found above what the label answers (the mean
 *     response time above the SLO and growing {@value #OVERLOAD_WINDOWS} windows in a row: a queue that only grows), or
 *     null if it never was; summaries written before this was judged read as null
 * @param loadedFrom the index of the first window of the warm-up's last stage, near the measured rates (its windows
 *     follow the earlier stages', and {@code settledAt} and {@code overloadedAt} judge that stage alone): the second,
 *     or a third nearer the knee; null for a warm-up of one stage
 */
public record SteadyState(double windowSeconds, double tolerance, List<Window> windows, Integer settledAt,
    Integer overloadedAt, Integer loadedFrom) {

  public SteadyState(double windowSeconds, double tolerance, List<Window> windows, Integer settledAt,
      Integer overloadedAt) {
    this(windowSeconds, tolerance, windows, settledAt, overloadedAt, null);
  }

  /**
   * A warm-up of stages as one: the earlier stages' windows, then the last's, timed from the first's start, the last
   * stage judging whether and when it settled (a warm-up of three stages is the first two's, then the third).
   *
   * @param first the earlier stages
   * @param second the last stage
   * @param secondStartSeconds when the last stage's first window began, from the first stage's start
   */
  public static SteadyState stages(SteadyState first, SteadyState second, double secondStartSeconds) {
    List<Window> windows = new ArrayList<>(first.windows());
    for (Window w : second.windows()) {
      windows.add(new Window(secondStartSeconds + w.startSeconds(), w.requests(), w.journeys(), w.variantCpuMs(),
          w.allCpuMs(), w.jitCpuMs(), w.otherCpusBusy(), w.meanMs()));
    }
    int offset = first.windows().size();
    return new SteadyState(second.windowSeconds(), second.tolerance(), windows,
        second.settledAt() == null ? null : offset + second.settledAt(),
        second.overloadedAt() == null ? null : offset + second.overloadedAt(), offset);
  }

  /** Changes in a row within the tolerance that make a warm-up steady. */
  public static final int STABLE_CHANGES = 2;
  /**
   * In the warm-up the measured steps follow, a window whose JIT compiler threads used more of the variant's CPU than
   * this is still compiling: the share above which a step near the capacity is flagged not at steady state.
   */
  public static final double QUIET_JIT_SHARE = CostPerRequest.STEADY_JIT_SHARE;
  /** The same for a first warm-up stage that only predicts the rate the second runs at. */
  public static final double CALIBRATING_JIT_SHARE = 0.15;
  /**
   * The share of the ceiling an at-load warm-up stage predicts that its own rate must reach for the label's first
   * repetition to go on to its steps; below it, one more stage runs at the plan's multiple of that ceiling. The first
   * stage's prediction put the second stages at 0.2 to 0.45 times the capacity the steps then found (runs
   * 20261126-024319-capacity and 20261126-092317-capacity), and mysql-spring5's first repetition in the later run,
   * after a second stage at 22.5 journeys/s that never settled in 180 s, held 66.75 journeys/s against 74.25 and 75.25
   * for the repetitions that warmed up at 0.8 times the first's capacity.
   */
  public static final double NEAR_KNEE = 0.6;

  /** Windows in a row whose mean response time is above the SLO and higher than the one before: an overload. */
  public static final int OVERLOAD_WINDOWS = 3;
  /** How much higher than the window before a window's mean must be to count as growing. */
  static final double GROWTH = 1.1;

  /**
   * One window of a warm-up.
   *
   * @param requests requests that ended in it
   * @param journeys journeys that ended in it (0 for one-call journeys)
   * @param variantCpuMs the variant's CPU in it
   * @param allCpuMs the CPU of every sampled process in it (variant, database, load generator, ...)
   * @param jitCpuMs the CPU of the variant's JIT compiler threads in it (0 where they were not sampled)
   * @param otherCpusBusy how busy the other CPUs of a pinned partition were in it, 0 to 1 (0 when shared): the
   *     database, load generator, downstream, harness and kernel, and the variant's own share where the warm-up lent
   *     it every CPU
   * @param meanMs the mean response time of the requests that ended in it (0 without requests)
   */
  public record Window(double startSeconds, int requests, int journeys, double variantCpuMs, double allCpuMs,
      double jitCpuMs, double otherCpusBusy, double meanMs) {

    /** The variant's CPU per request, in µs; null without requests. */
    public Double variantMicrosPerRequest() {
      return requests == 0 ? null : variantCpuMs * 1000 / requests;
    }

    /**
     * The variant's CPU per request without its JIT compiler threads', in µs: what the requests themselves cost (with
     * the collector's work they cause); null without requests.
     */
    public Double stackMicrosPerRequest() {
      return requests == 0 ? null : (variantCpuMs - jitCpuMs) * 1000 / requests;
    }

    /** The share of the variant's CPU its JIT compiler used. */
    public double jitShare() {
      return variantCpuMs <= 0 ? 0 : jitCpuMs / variantCpuMs;
    }
  }

  public boolean steady() {
    return settledAt != null;
  }

  /** Whether the warm-up offered more than the label answered, so that its requests queued without end. */
  public boolean overloaded() {
    return overloadedAt != null;
  }

  /** The requests per second the label answered in the windows that found it overloaded; null if it was not. */
  public Double answeredWhileOverloaded() {
    if (overloadedAt == null) {
      return null;
    }
    List<Window> overloaded = settledWindows();
    return overloaded.stream().mapToInt(Window::requests).sum() / (overloaded.size() * windowSeconds);
  }

  /** How long the warm-up took to settle (to the end of its settling window), or null if it never did. */
  public Double settledAfterSeconds() {
    return settledAt == null ? null : windows.get(settledAt).startSeconds() + windowSeconds;
  }

  /** How long the warm-up ran, to the end of its last window. */
  public double seconds() {
    return windows.isEmpty() ? 0 : windows.get(windows.size() - 1).startSeconds() + windowSeconds;
  }

  /**
   * The journeys per second the last stage's windows answered: the rate it warmed the variant up at, as measured;
   * null for a warm-up of one stage or a last stage without a whole window.
   */
  public Double loadedJourneysPerSecond() {
    if (loadedFrom == null || loadedFrom >= windows.size()) {
      return null;
    }
    List<Window> loaded = windows.subList(loadedFrom, windows.size());
    return loaded.stream().mapToInt(Window::journeys).sum() / (loaded.size() * windowSeconds);
  }

  /** When it was found overloaded, to the end of that window; null if it was not. */
  public Double overloadedAfterSeconds() {
    return overloadedAt == null ? null : windows.get(overloadedAt).startSeconds() + windowSeconds;
  }

  /**
   * The windows from the one where it settled on, or the last {@value #STABLE_CHANGES} + 1 if it never did (those
   * that found it overloaded, if it was).
   */
  public List<Window> settledWindows() {
    if (overloadedAt != null) {
      return windows.subList(overloadedAt - OVERLOAD_WINDOWS + 1, overloadedAt + 1);
    }
    int from = settledAt != null ? settledAt - STABLE_CHANGES : windows.size() - STABLE_CHANGES - 1;
    return windows.subList(Math.max(loadedFrom == null ? 0 : loadedFrom, from), windows.size());
  }

  /**
   * The warm-up's windows and where it settled, from its log and samples.
   *
   * @param scenario the measured scenario, whose first user starts the first window
   * @param leadInSeconds the load's unmeasured ramp at its start: windows begin after it
   * @param quietJitShare the JIT's share of the variant's CPU under which a window counts towards steady state
   * @param completeBefore epoch ms: only windows that ended before it count (and before the log's last answer)
   * @param sloMs the mean response time above which a growing window counts towards an overload
   */
  public static SteadyState of(SimulationLog log, String scenario, double leadInSeconds,
      Map<String, List<ProcessSample>> samples, double windowSeconds, double tolerance, double quietJitShare,
      long completeBefore, double sloMs) {
    List<Window> windows = new ArrayList<>();
    if (!log.userStarts().isEmpty()) {
      long start = log.injectionStart(scenario);
      long length = Math.round(windowSeconds * 1000);
      long lastAnswer = log.requests().stream().mapToLong(RequestRecord::end).max().orElse(start);
      completeBefore = Math.min(completeBefore, lastAnswer + 1);
      for (long begin = start + Math.round(leadInSeconds * 1000); begin + length <= completeBefore; begin += length) {
        long from = begin;
        long to = begin + length;
        List<RequestRecord> ended = log.requests().stream().filter(r -> r.end() >= from && r.end() < to).toList();
        int requests = ended.size();
        double meanMs = ended.stream().mapToLong(r -> r.end() - r.start()).average().orElse(0);
        int journeys = (int) log.visits().stream().filter(v -> v.end() >= from && v.end() < to).count();
        double variant = cpuMs(samples.get(StepResult.VARIANT), from, to);
        double all = samples.entrySet().stream()
            .filter(e -> !StepResult.cpuDetail(e.getKey()))
            .mapToDouble(e -> cpuMs(e.getValue(), from, to)).sum();
        double jit = cpuMs(samples.get(StepResult.VARIANT_JIT), from, to);
        double other = cpuMs(samples.get(StepResult.OTHER_CPUS), from, to) / length;
        windows.add(new Window((from - start) / 1000.0, requests, journeys, variant, all, jit, other, meanMs));
      }
    }
    List<Double> costs = windows.stream().map(Window::stackMicrosPerRequest).toList();
    List<Double> jitShares = windows.stream().map(Window::jitShare).toList();
    OptionalInt settled = settledAt(costs, jitShares, tolerance, quietJitShare);
    OptionalInt overloaded = overloadedAt(windows.stream().map(Window::meanMs).toList(), sloMs);
    return new SteadyState(windowSeconds, tolerance, windows, settled.isPresent() ? settled.getAsInt() : null,
        overloaded.isPresent() && settled.isEmpty() ? overloaded.getAsInt() : null);
  }

  /**
   * The first index at which the mean response time had been above {@code sloMs} and more than {@link #GROWTH} times
   * the window before's {@value #OVERLOAD_WINDOWS} windows in a row; empty if it never was. A JIT that still compiles
   * makes windows slow, but each faster than the last; a queue that only grows makes each slower.
   */
  public static OptionalInt overloadedAt(List<Double> meansMs, double sloMs) {
    int growing = 0;
    for (int i = 1; i < meansMs.size(); i++) {
      boolean slowerStill = meansMs.get(i) > sloMs && meansMs.get(i) > GROWTH * meansMs.get(i - 1);
      growing = slowerStill ? growing + 1 : 0;
      if (growing >= OVERLOAD_WINDOWS) {
        return OptionalInt.of(i);
      }
    }
    return OptionalInt.empty();
  }

  /**
   * The first index at which the series had changed by less than {@code tolerance} (relative to the earlier value)
   * {@value #STABLE_CHANGES} times in a row, in windows where the JIT was quiet; empty if it never did. A null (a
   * window without requests) breaks a row.
   *
   * @param jitShares each window's share of the variant's CPU its JIT compiler used
   * @param quietJitShare the share under which the JIT counts as quiet
   */
  public static OptionalInt settledAt(List<Double> costs, List<Double> jitShares, double tolerance,
      double quietJitShare) {
    int stable = 0;
    for (int i = 1; i < costs.size(); i++) {
      Double before = costs.get(i - 1);
      Double now = costs.get(i);
      boolean quiet = jitShares.get(i - 1) < quietJitShare && jitShares.get(i) < quietJitShare;
      boolean within = quiet && before != null && now != null && before > 0
          && Math.abs(now - before) / before < tolerance;
      stable = within ? stable + 1 : 0;
      if (stable >= STABLE_CHANGES) {
        return OptionalInt.of(i);
      }
    }
    return OptionalInt.empty();
  }

  private static double cpuMs(List<ProcessSample> samples, long from, long to) {
    return samples == null || samples.isEmpty() ? 0
        : ProcessSample.cpuAt(samples, to) - ProcessSample.cpuAt(samples, from);
  }
}

package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * Whether a warm-up reached steady state, JMH's rule: the cost per request stops moving. The warm-up is cut into
 * windows of equal length from the first measured user on; in each, the variant's CPU per request, and the share of
 * it its JIT compiler threads used. It is steady once that cost changed by less than {@code tolerance} between
 * consecutive windows {@value #STABLE_CHANGES} times in a row (so one lucky pair of windows is not enough), in windows
 * where the JIT used less than {@value #QUIET_JIT_SHARE} of the variant's CPU: on one CPU the compiler works through
 * its backlog for minutes at a steady pace, and a cost that stopped moving while it does is not steady state.
 *
 * @param windowSeconds the length of a window
 * @param tolerance the largest relative change between consecutive windows that counts as stable
 * @param windows every window that ended before the warm-up did
 * @param settledAt the index of the window at which the cost had settled, or null if it never did
 */
public record SteadyState(double windowSeconds, double tolerance, List<Window> windows, Integer settledAt) {

  /** Changes in a row within the tolerance that make a warm-up steady. */
  public static final int STABLE_CHANGES = 2;
  /** A window whose JIT compiler threads used more of the variant's CPU than this is still compiling. */
  public static final double QUIET_JIT_SHARE = 0.15;

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
   */
  public record Window(double startSeconds, int requests, int journeys, double variantCpuMs, double allCpuMs,
      double jitCpuMs, double otherCpusBusy) {

    /** The variant's CPU per request, in µs; null without requests. */
    public Double variantMicrosPerRequest() {
      return requests == 0 ? null : variantCpuMs * 1000 / requests;
    }

    /** The share of the variant's CPU its JIT compiler used. */
    public double jitShare() {
      return variantCpuMs <= 0 ? 0 : jitCpuMs / variantCpuMs;
    }
  }

  public boolean steady() {
    return settledAt != null;
  }

  /** How long the warm-up took to settle (to the end of its settling window), or null if it never did. */
  public Double settledAfterSeconds() {
    return settledAt == null ? null : (settledAt + 1) * windowSeconds;
  }

  /** The windows from the one where it settled on, or the last {@value #STABLE_CHANGES} + 1 if it never did. */
  public List<Window> settledWindows() {
    int from = settledAt != null ? settledAt - STABLE_CHANGES : windows.size() - STABLE_CHANGES - 1;
    return windows.subList(Math.max(0, from), windows.size());
  }

  /**
   * The warm-up's windows and where it settled, from its log and samples.
   *
   * @param scenario the measured scenario, whose first user starts the first window
   * @param completeBefore epoch ms: only windows that ended before it count (and before the log's last answer)
   */
  public static SteadyState of(SimulationLog log, String scenario, Map<String, List<ProcessSample>> samples,
      double windowSeconds, double tolerance, long completeBefore) {
    List<Window> windows = new ArrayList<>();
    if (!log.userStarts().isEmpty()) {
      long start = log.injectionStart(scenario);
      long length = Math.round(windowSeconds * 1000);
      long lastAnswer = log.requests().stream().mapToLong(RequestRecord::end).max().orElse(start);
      completeBefore = Math.min(completeBefore, lastAnswer + 1);
      for (long begin = start; begin + length <= completeBefore; begin += length) {
        long from = begin;
        long to = begin + length;
        int requests = (int) log.requests().stream().filter(r -> r.end() >= from && r.end() < to).count();
        int journeys = (int) log.visits().stream().filter(v -> v.end() >= from && v.end() < to).count();
        double variant = cpuMs(samples.get(StepResult.VARIANT), from, to);
        double all = samples.entrySet().stream()
            .filter(e -> !StepResult.cpuDetail(e.getKey()))
            .mapToDouble(e -> cpuMs(e.getValue(), from, to)).sum();
        double jit = cpuMs(samples.get(StepResult.VARIANT_JIT), from, to);
        double other = cpuMs(samples.get(StepResult.OTHER_CPUS), from, to) / length;
        windows.add(new Window((from - start) / 1000.0, requests, journeys, variant, all, jit, other));
      }
    }
    List<Double> costs = windows.stream().map(Window::variantMicrosPerRequest).toList();
    List<Double> jitShares = windows.stream().map(Window::jitShare).toList();
    OptionalInt settled = settledAt(costs, jitShares, tolerance);
    return new SteadyState(windowSeconds, tolerance, windows, settled.isPresent() ? settled.getAsInt() : null);
  }

  /**
   * The first index at which the series had changed by less than {@code tolerance} (relative to the earlier value)
   * {@value #STABLE_CHANGES} times in a row, in windows where the JIT was quiet; empty if it never did. A null (a
   * window without requests) breaks a row.
   *
   * @param jitShares each window's share of the variant's CPU its JIT compiler used
   */
  public static OptionalInt settledAt(List<Double> costs, List<Double> jitShares, double tolerance) {
    int stable = 0;
    for (int i = 1; i < costs.size(); i++) {
      Double before = costs.get(i - 1);
      Double now = costs.get(i);
      boolean quiet = jitShares.get(i - 1) < QUIET_JIT_SHARE && jitShares.get(i) < QUIET_JIT_SHARE;
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

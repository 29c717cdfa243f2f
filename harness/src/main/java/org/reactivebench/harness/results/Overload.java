package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.TreeMap;

/**
 * What a label did past its knee (the overload profile): per phase, the good work it still did, how its requests
 * failed, its response times, its memory and threads; how long it took to answer well again once the overload
 * ended, and whether it stayed alive.
 *
 * @param capacity the capacity the phases are multiples of, in journeys/s
 * @param capacityRequestsPerSecond the same in requests/s (journeys/s times the journey's requests)
 * @param sloMs a request answered OK within this is good work, and a second of recovery keeps its p95 within it
 * @param recoveryHoldSeconds how many good seconds in a row make a recovery ({@link Recovery})
 * @param recoverySeconds from the end of the overload to the first of those good seconds; null if the load ended
 *     before they came
 * @param alive whether the variant's process still ran when the load ended
 * @param goodPerSecond requests answered OK within the SLO in each second from the start of the injection to the end
 *     of the last phase
 */
public record Overload(double capacity, double capacityRequestsPerSecond, long sloMs, List<Phase> phases,
    int recoveryHoldSeconds, Long recoverySeconds, boolean alive, List<Integer> goodPerSecond) {

  /** The phase the load is more than the label carries. */
  public static final String OVERLOAD = "overload";

  /**
   * One phase, its requests counted by the time they ended within it.
   *
   * @param factor the arrival rate as a multiple of the capacity
   * @param offered the arrival rate, users/s
   * @param startSeconds when it started, from the start of the injection
   * @param goodput requests per second answered OK within the SLO
   * @param koCauses failed requests by cause (timeout, status 5xx, connection refused, connection error)
   * @param rssPeakBytes the variant's largest resident memory sampled in the phase; -1 where not read
   * @param threadsPeak the variant's most live threads sampled in the phase; -1 where not read
   * @param variantCores the CPU cores the variant used on average over the phase, null where not sampled
   * @param loadGeneratorCores the same for the load generator: near a whole core it lags behind its arrival rate
   */
  public record Phase(String name, double factor, double offered, double startSeconds, double seconds, int requests,
      int ok, double goodput, Map<String, Integer> koCauses, long p50, long p95, long p99, long rssPeakBytes,
      long rssEndBytes, int threadsPeak, int threadsEnd, Double variantCores, Double loadGeneratorCores) {

    public int ko() {
      return requests - ok;
    }

    public double endSeconds() {
      return startSeconds + seconds;
    }
  }

  /** Where a phase lies in the load: from {@code startSeconds} after the injection started, for {@code seconds}. */
  public record Window(String name, double factor, double offered, double startSeconds, double seconds) {}

  /** The goodput of a phase as a share of the capacity. */
  public double shareOfCapacity(Phase phase) {
    return capacityRequestsPerSecond <= 0 ? 0 : phase.goodput() / capacityRequestsPerSecond;
  }

  /** A share of the overload's requests failed at or above which the label is said to have failed them. */
  public static final double KO_SHARE = 0.01;

  /**
   * What the label did at twice its capacity, in words: it <em>died</em>; it <em>sheds</em> (more than
   * {@value #KO_SHARE} of the requests failed, mostly fast: an error status or a refused or reset connection); it
   * <em>queues past the timeout</em> (as many failed, mostly by the load generator's timeout); it <em>queues</em>
   * (answered nearly all, the p95 above the SLO); or it <em>carries it</em> (the capacity it was given was low).
   */
  public String pastTheKnee() {
    if (!alive) {
      return "died";
    }
    Phase during = overload().orElse(null);
    if (during == null || during.requests() == 0) {
      return "answered nothing";
    }
    if (during.ko() >= KO_SHARE * during.requests()) {
      int timeouts = during.koCauses().getOrDefault("timeout", 0);
      return 2 * timeouts >= during.ko() ? "queues past the timeout" : "sheds";
    }
    return during.p95() > sloMs ? "queues" : "carries it";
  }

  /**
   * The requests the overload left waiting when it ended: what arrived in it (its users a second times the journey's
   * requests, for its seconds) less what the label answered in it; 0 without an overload phase or where it answered
   * all that arrived.
   */
  public double queued() {
    return overload().filter(p -> capacity > 0)
        .map(p -> Math.max(0, requestsPerSecond(p) * p.seconds() - p.requests())).orElse(0.0);
  }

  /** The requests a second a phase's arrivals bring: its users a second times the journey's requests. */
  private double requestsPerSecond(Phase phase) {
    return phase.offered() * capacityRequestsPerSecond / capacity;
  }

  /**
   * The time the overload's queue takes to drain at the rate the label answered in the overload (saturated): the
   * {@link #queued} requests ÷ how much faster it answered than the phase after it brings requests. A recovery comes
   * by then or sooner, as a label answers faster once fewer requests wait. Infinite when it answered no faster than
   * that: the queue then never drains. Null without a phase after the overload. In the overload runs of November 25
   * and 26 every measured recovery came before it or within a second of it (18 s for 26, 71 s for 102, 41 s for 40),
   * and the two labels it put at 339 and 1019 s had not recovered after the 120 s of their recovery phase.
   */
  public Double drainSeconds() {
    Phase during = overload().orElse(null);
    int next = during == null ? -1 : phases.indexOf(during) + 1;
    if (next <= 0 || next >= phases.size() || capacity <= 0) {
      return null;
    }
    double faster = during.requests() / during.seconds() - requestsPerSecond(phases.get(next));
    double queued = queued();
    return queued == 0 ? 0.0 : faster <= 0 ? Double.POSITIVE_INFINITY : queued / faster;
  }

  /** The overload phase, if the load had one. */
  public java.util.Optional<Phase> overload() {
    return phases.stream().filter(p -> p.name().equals(OVERLOAD)).findFirst();
  }

  /**
   * @param injectionStart epoch ms at which the load's first user started: the phases' clock
   * @param variant the variant's OS samples over the load (memory and threads), possibly empty
   */
  public static Overload of(double capacity, int requestsPerJourney, List<Window> windows, SimulationLog log,
      long injectionStart, List<ProcessSample> variant, List<ProcessSample> loadGenerator, long sloMs,
      int holdSeconds, boolean alive) {
    List<Phase> phases = new ArrayList<>();
    Long recovery = null;
    for (Window window : windows) {
      phases.add(phase(window, log, injectionStart, variant, loadGenerator, sloMs));
      if (window.name().equals(OVERLOAD)) {
        OptionalLong after = new Recovery(sloMs, holdSeconds).after(Recovery.seconds(log.requests(), injectionStart),
            Math.round(window.startSeconds() + window.seconds()));
        recovery = after.isPresent() ? after.getAsLong() : null;
      }
    }
    int seconds = windows.isEmpty() ? 0
        : (int) Math.ceil(windows.get(windows.size() - 1).startSeconds() + windows.get(windows.size() - 1).seconds());
    int[] good = new int[seconds];
    for (RequestRecord request : log.requests()) {
      long second = (request.end() - injectionStart) / 1000;
      if (request.ok() && request.responseTime() <= sloMs && request.end() >= injectionStart && second < seconds) {
        good[(int) second]++;
      }
    }
    return new Overload(capacity, capacity * requestsPerJourney, sloMs, phases, holdSeconds, recovery, alive,
        java.util.Arrays.stream(good).boxed().toList());
  }

  private static Phase phase(Window window, SimulationLog log, long injectionStart, List<ProcessSample> variant,
      List<ProcessSample> loadGenerator, long sloMs) {
    long from = injectionStart + Math.round(window.startSeconds() * 1000);
    long to = from + Math.round(window.seconds() * 1000);
    List<RequestRecord> ended = log.requests().stream().filter(r -> r.end() >= from && r.end() < to).toList();
    RequestStats stats = RequestStats.of(window.name(), ended, window.seconds());
    long good = ended.stream().filter(r -> r.ok() && r.responseTime() <= sloMs).count();
    Map<String, Integer> causes = new TreeMap<>();
    ended.stream().filter(r -> !r.ok()).forEach(r -> causes.merge(KoCause.of(r.message()), 1, Integer::sum));
    List<ProcessSample> inPhase = variant.stream().filter(s -> s.epochMs() >= from && s.epochMs() < to).toList();
    ProcessSample last = inPhase.isEmpty() ? null : inPhase.get(inPhase.size() - 1);
    return new Phase(window.name(), window.factor(), window.offered(), window.startSeconds(), window.seconds(),
        stats.count(), stats.ok(), good / window.seconds(), causes, stats.p50(), stats.p95(), stats.p99(),
        inPhase.stream().mapToLong(ProcessSample::rssBytes).max().orElse(-1),
        last == null ? -1 : last.rssBytes(),
        inPhase.stream().mapToInt(ProcessSample::threads).max().orElse(-1),
        last == null ? -1 : last.threads(), ProcessSample.coresBetween(variant, from, to),
        ProcessSample.coresBetween(loadGenerator, from, to));
  }
}

package org.reactivebench.harness.results;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What a long, steady load below the knee did to a label (the soak profile): its first minute against its last
 * (p99, resident memory, the heap left after each collection, threads), its GC pauses over the whole soak, and every
 * failed request. A leak shows as memory that keeps growing; a queue or a slowing collector as a growing p99.
 *
 * @param capacity the capacity the soak's rate is a multiple of, journeys/s
 * @param offered the arrival rate, users/s
 * @param seconds how long the soak lasted
 * @param gcPauses stop-the-world pauses during the soak, from the variant's GC log; -1 where no log was read
 * @param p99Growing the last minute's p99 more than {@value #P99_GROWTH} times the first's and
 *     {@value #P99_MARGIN_MS} ms above it
 * @param rssGrowing the last minute's resident memory more than {@value #RSS_GROWTH} times the first's
 * @param heapGrowing the heap after collections in the last minute more than {@value #HEAP_GROWTH} times the first
 *     minute's and {@value #HEAP_MARGIN_MB} MB above it: what the program keeps, where a leak shows first
 * @param alive whether the variant's process still ran when the load ended
 */
public record Soak(double capacity, double offered, double seconds, int requests, int ko,
    Map<String, Integer> koCauses, Minute first, Minute last, int gcPauses, double gcPauseTotalMs,
    double gcPauseMaxMs, boolean p99Growing, boolean rssGrowing, boolean heapGrowing, boolean alive) {

  static final double P99_GROWTH = 1.5;
  static final long P99_MARGIN_MS = 10;
  static final double RSS_GROWTH = 1.1;
  static final double HEAP_GROWTH = 1.2;
  static final long HEAP_MARGIN_MB = 16;

  /** The name of the soak profile's one phase. */
  public static final String PHASE = "soak";

  /**
   * One minute of the soak.
   *
   * @param rssBytes the variant's mean resident memory over the minute's samples, -1 where none
   * @param heapAfterGcMb the mean heap left after the minute's collections, -1 where none
   * @param threads the variant's live threads at the minute's last sample, -1 where none
   */
  public record Minute(int requests, long p99, long rssBytes, long heapAfterGcMb, int threads) {}

  /** Whether anything grew or failed: the soak is flagged. */
  public boolean flagged() {
    return p99Growing || rssGrowing || heapGrowing || ko > 0 || !alive;
  }

  /** What grew or failed, in words; empty when nothing did. */
  public String flags() {
    List<String> flags = new java.util.ArrayList<>();
    if (p99Growing) {
      flags.add("p99 grew");
    }
    if (rssGrowing) {
      flags.add("resident memory grew");
    }
    if (heapGrowing) {
      flags.add("heap after GC grew");
    }
    if (ko > 0) {
      flags.add(ko + " KO");
    }
    if (!alive) {
      flags.add("died");
    }
    return String.join(", ", flags);
  }

  /**
   * @param window where the soak lies in the load, from the start of the injection
   * @param injectionStart epoch ms at which the load's first user started
   * @param gcPauses the variant's GC pauses, or null where its GC log could not be read
   */
  public static Soak of(double capacity, Overload.Window window, SimulationLog log, long injectionStart,
      List<ProcessSample> variant, List<GcPause> gcPauses, boolean alive) {
    long from = injectionStart + Math.round(window.startSeconds() * 1000);
    long to = from + Math.round(window.seconds() * 1000);
    List<RequestRecord> ended = log.requests().stream().filter(r -> r.end() >= from && r.end() < to).toList();
    Map<String, Integer> causes = new TreeMap<>();
    ended.stream().filter(r -> !r.ok()).forEach(r -> causes.merge(KoCause.of(r.message()), 1, Integer::sum));
    Minute first = minute(ended, variant, gcPauses, from, Math.min(to, from + 60_000));
    Minute last = minute(ended, variant, gcPauses, Math.max(from, to - 60_000), to);
    List<GcPause> during = gcPauses == null ? List.of()
        : gcPauses.stream().filter(p -> p.epochMs() >= from && p.epochMs() < to).toList();
    return new Soak(capacity, window.offered(), window.seconds(), ended.size(), (int) ended.stream()
        .filter(r -> !r.ok()).count(), causes, first, last, gcPauses == null ? -1 : during.size(),
        during.stream().mapToDouble(GcPause::ms).sum(), during.stream().mapToDouble(GcPause::ms).max().orElse(0),
        last.p99() > P99_GROWTH * first.p99() && last.p99() > first.p99() + P99_MARGIN_MS,
        first.rssBytes() > 0 && last.rssBytes() > RSS_GROWTH * first.rssBytes(),
        first.heapAfterGcMb() >= 0 && last.heapAfterGcMb() > HEAP_GROWTH * first.heapAfterGcMb()
            && last.heapAfterGcMb() > first.heapAfterGcMb() + HEAP_MARGIN_MB, alive);
  }

  private static Minute minute(List<RequestRecord> requests, List<ProcessSample> variant, List<GcPause> gcPauses,
      long from, long to) {
    List<RequestRecord> in = requests.stream().filter(r -> r.end() >= from && r.end() < to).toList();
    List<ProcessSample> samples = variant.stream().filter(s -> s.epochMs() >= from && s.epochMs() < to).toList();
    List<GcPause> pauses = gcPauses == null ? List.of() : gcPauses.stream()
        .filter(p -> p.epochMs() >= from && p.epochMs() < to && p.heapAfterMb() >= 0).toList();
    return new Minute(in.size(), RequestStats.of("minute", in, 60).p99(),
        Math.round(samples.stream().filter(s -> s.rssBytes() > 0).mapToLong(ProcessSample::rssBytes).average()
            .orElse(-1)),
        Math.round(pauses.stream().mapToLong(GcPause::heapAfterMb).average().orElse(-1)),
        samples.isEmpty() ? -1 : samples.get(samples.size() - 1).threads());
  }
}

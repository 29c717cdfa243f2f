package org.reactivebench.harness.results;

import java.util.List;

/**
 * What the operating system said of a process at one instant: its cumulative CPU time, live threads and resident
 * memory (threads and memory are -1 where they could not be read).
 */
public record ProcessSample(long epochMs, long cpuMs, int threads, long rssBytes) {

  /** Cumulative CPU at an instant, interpolated linearly between the samples around it. */
  public static long cpuAt(List<ProcessSample> samples, long epochMs) {
    if (samples.isEmpty()) {
      return 0;
    }
    ProcessSample before = samples.get(0);
    if (epochMs <= before.epochMs()) {
      return before.cpuMs();
    }
    for (ProcessSample after : samples) {
      if (after.epochMs() >= epochMs) {
        long span = after.epochMs() - before.epochMs();
        return span == 0 ? after.cpuMs()
            : before.cpuMs() + (after.cpuMs() - before.cpuMs()) * (epochMs - before.epochMs()) / span;
      }
      before = after;
    }
    return before.cpuMs();
  }

  /** CPU cores used on average between two instants (epoch ms), or null without samples. */
  public static Double coresBetween(List<ProcessSample> samples, long fromEpochMs, long toEpochMs) {
    if (samples == null || samples.isEmpty() || toEpochMs <= fromEpochMs) {
      return null;
    }
    return (cpuAt(samples, toEpochMs) - cpuAt(samples, fromEpochMs)) / (double) (toEpochMs - fromEpochMs);
  }
}

package org.reactivebench.harness.load;

import java.util.List;

/** Cumulative CPU time of a process, read at one instant. */
public record CpuSample(long epochMs, long cpuMs) {

  /** Cumulative CPU at an instant, interpolated linearly between the samples around it. */
  static long cpuAt(List<CpuSample> samples, long epochMs) {
    if (samples.isEmpty()) {
      return 0;
    }
    CpuSample before = samples.get(0);
    if (epochMs <= before.epochMs()) {
      return before.cpuMs();
    }
    for (CpuSample after : samples) {
      if (after.epochMs() >= epochMs) {
        long span = after.epochMs() - before.epochMs();
        return span == 0 ? after.cpuMs()
            : before.cpuMs() + (after.cpuMs() - before.cpuMs()) * (epochMs - before.epochMs()) / span;
      }
      before = after;
    }
    return before.cpuMs();
  }
}

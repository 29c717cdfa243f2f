package org.reactivebench.harness.results;

import java.util.List;
import java.util.Optional;

/**
 * One timing of the host during a load: random reads from memory on the variant's CPU ({@code capacity/HostCanary}),
 * in ns a read, at an epoch millisecond.
 */
public record HostRead(long epochMs, double nsPerRead) {

  /**
   * The median of the reads taken from {@code from} to {@code to} (epoch ms, both included), as the probe takes its
   * medians (of an even count, the upper of the middle two); empty where none was taken then.
   */
  public static Optional<Double> medianBetween(List<HostRead> reads, long from, long to) {
    List<Double> taken = reads.stream().filter(read -> read.epochMs() >= from && read.epochMs() <= to)
        .map(HostRead::nsPerRead).sorted().toList();
    return taken.isEmpty() ? Optional.empty() : Optional.of(taken.get(taken.size() / 2));
  }
}

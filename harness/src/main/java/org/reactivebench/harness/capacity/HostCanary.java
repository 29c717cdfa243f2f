package org.reactivebench.harness.capacity;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.results.HostRead;
import org.reactivebench.harness.results.HostSpeed;

/**
 * Times random reads from memory on the variant's CPU while a load runs, where the {@link HostProbe} can only time
 * them before the label is launched: once a second, {@value #TRIES} short walks through the probe's cycle, of which
 * the fastest counts (a walk that the scheduler interrupted for the variant's threads reads slow). That takes about
 * 2 ms a second of the variant's CPU, 0.2 %. A repetition whose reads held while its cost per request moved cost more
 * by itself; one whose reads moved with its cost ran on a host that moved under it. The reads compare with other
 * repetitions' reads during their loads, not with the probe's: each short walk starts with the variant's data in the
 * caches and the address translations, and reads slower than a long walk on an idle CPU. Each sample keeps its time,
 * so that each step of a stepped load gets the median of its own ({@link HostRead}).
 */
public final class HostCanary implements AutoCloseable {

  /** The steps of one walk, about 0.7 ms on this project's machine. */
  static final int STEPS = 1 << 11;
  static final int TRIES = 3;
  static final long PERIOD_MS = 1000;

  private final int[] cycle;
  private final List<HostRead> reads = new ArrayList<>();
  private final Thread thread;
  private volatile boolean running = true;
  /** Where the walk stands: each walk goes on from where the one before it ended. */
  private int at;

  HostCanary(int[] cycle) {
    this.cycle = cycle;
    this.thread = null;
  }

  private HostCanary(int[] cycle, int cpu, boolean pin) {
    this.cycle = cycle;
    this.thread = new Thread(() -> loop(cpu, pin), "host-canary-" + cpu);
    thread.setDaemon(true);
    thread.start();
  }

  /** Starts timing on the first of the variant's CPUs, pinned there where the partition pins. */
  public static HostCanary start(CpuPartition partition) {
    return new HostCanary(HostProbe.Walk.NEXT, partition.variantCpus().get(0), partition.pinned());
  }

  /** Samples until closed; records nothing where the thread could not be pinned, rather than another CPU's reads. */
  private void loop(int cpu, boolean pin) {
    try {
      if (pin) {
        CpuPartition.pinThisThread(cpu);
      }
    } catch (IOException | InterruptedException notPinned) {
      return;
    }
    while (running) {
      take();
      try {
        Thread.sleep(PERIOD_MS);
      } catch (InterruptedException closed) {
        return;
      }
    }
  }

  /** Takes one sample and keeps it. */
  void take() {
    double read = sample();
    long at = System.currentTimeMillis();
    synchronized (reads) {
      reads.add(new HostRead(at, read));
    }
  }

  /** One sample: the fastest of {@value #TRIES} walks, in ns a step. */
  double sample() {
    double fastest = Double.MAX_VALUE;
    for (int i = 0; i < TRIES; i++) {
      long start = System.nanoTime();
      at = HostProbe.walk(cycle, at, STEPS);
      fastest = Math.min(fastest, (double) (System.nanoTime() - start) / STEPS);
    }
    return fastest;
  }

  /** The samples so far, in ns a step, in the order taken. */
  public List<Double> reads() {
    return timedReads().stream().map(HostRead::nsPerRead).toList();
  }

  /** The samples so far with the time each was taken, in the order taken. */
  public List<HostRead> timedReads() {
    synchronized (reads) {
      return List.copyOf(reads);
    }
  }

  /**
   * The median of the samples so far, in ns a step, as the probe takes its medians (of an even count, the upper of
   * the middle two); empty before the first.
   */
  public Optional<Double> medianNsPerRead() {
    return HostRead.medianBetween(timedReads(), Long.MIN_VALUE, Long.MAX_VALUE);
  }

  /** The speed timed before the load, with the median of these samples beside it where there are any. */
  public HostSpeed beside(HostSpeed before) {
    List<Double> taken = reads();
    return medianNsPerRead().map(ns -> before.during(ns, taken.size())).orElse(before);
  }

  @Override
  public void close() throws InterruptedException {
    running = false;
    if (thread != null) {
      thread.interrupt();
      thread.join();
    }
  }
}

package org.reactivebench.harness.capacity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.process.ProcStat;
import org.reactivebench.harness.results.HostSpeed;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

/**
 * Times the CPUs before a label is launched ({@link HostSpeed}): BCrypt(10) checks and a random walk through memory
 * on one thread pinned to the first CPU of the variant's, then on one pinned to the first of the others'. About 4.5 s
 * on this project's machine.
 */
public final class HostProbe {

  /** Untimed checks first: the JIT compiles BCrypt's loop in the first of a cold JVM. */
  static final int UNTIMED_CHECKS = 3;
  static final int TIMED_CHECKS = 9;
  /** The walk's slots: 32 Mi ints, 128 MiB, past any CPU's caches, so that nearly every step waits on memory. */
  static final int WALK_SLOTS = 1 << 25;
  /** The steps of one walk, about 0.15 s; the first walk is untimed, for the JIT (its loop compiles on the stack). */
  static final int WALK_STEPS = 1 << 19;
  static final int TIMED_WALKS = 9;

  /** Where the last walk ended: read by no one, written so that the JIT cannot drop the walk as unused. */
  private static volatile int landedOn;

  private HostProbe() {}

  public static HostSpeed measure(CpuPartition partition) throws InterruptedException {
    int variantCpu = partition.variantCpus().get(0);
    int otherCpu = partition.otherCpus().get(0);
    Timing variant = timeOn(variantCpu, partition.pinned(), Walk.NEXT);
    Timing other = variantCpu == otherCpu ? variant : timeOn(otherCpu, partition.pinned(), Walk.NEXT);
    return new HostSpeed(variantCpu, variant.medianMs(), otherCpu, other.medianMs(), TIMED_CHECKS,
        partition.pinned() && variant.ranOn() == variantCpu && other.ranOn() == otherCpu, variant.nsPerRead(),
        other.nsPerRead(), null, null);
  }

  /**
   * The walk's cycle, shuffled once for the harness's life (about 1 s) on its first probe; 128 MiB of its heap. The
   * {@link HostCanary} walks it too.
   */
  static final class Walk {
    static final int[] NEXT = cycle(WALK_SLOTS, new SplittableRandom());
  }

  /**
   * One cycle through every slot in a random order (Sattolo's shuffle): {@code next[i]} is the slot after {@code i}.
   * Each step of a walk then reads a slot the CPU cannot guess, whose address the step before it gave.
   */
  static int[] cycle(int slots, SplittableRandom random) {
    int[] next = new int[slots];
    for (int i = 0; i < slots; i++) {
      next[i] = i;
    }
    for (int i = slots - 1; i > 0; i--) {
      int j = random.nextInt(i);
      int swapped = next[i];
      next[i] = next[j];
      next[j] = swapped;
    }
    return next;
  }

  /** Walks {@code steps} steps from {@code from}; returns the slot it ends on. */
  static int walk(int[] next, int from, int steps) {
    int at = from;
    for (int i = 0; i < steps; i++) {
      at = next[at];
    }
    return at;
  }

  /**
   * The checks of one thread, pinned to the CPU where the partition pins.
   *
   * @param medianMs the median of the timed checks, in ms
   * @param nsPerRead the median of the timed walks, in ns a step
   * @param ranOn the CPU the thread last ran on, as the kernel reports it; -1 where it cannot be read
   */
  record Timing(double medianMs, double nsPerRead, int ranOn) {}

  static Timing timeOn(int cpu, boolean pin, int[] walk) throws InterruptedException {
    FutureTask<Timing> checks = new FutureTask<>(() -> {
      if (pin) {
        CpuPartition.pinThisThread(cpu);
      }
      BCryptPasswordEncoder encoder = new BCryptPasswordEncoder(LoginCeiling.STRENGTH);
      String hash = encoder.encode("admin");
      for (int i = 0; i < UNTIMED_CHECKS; i++) {
        encoder.matches("admin", hash);
      }
      double[] ms = new double[TIMED_CHECKS];
      for (int i = 0; i < TIMED_CHECKS; i++) {
        long start = System.nanoTime();
        encoder.matches("admin", hash);
        ms[i] = (System.nanoTime() - start) / 1e6;
      }
      Arrays.sort(ms);
      int at = walk(walk, 0, WALK_STEPS);
      double[] ns = new double[TIMED_WALKS];
      for (int i = 0; i < TIMED_WALKS; i++) {
        long start = System.nanoTime();
        at = walk(walk, at, WALK_STEPS);
        ns[i] = (double) (System.nanoTime() - start) / WALK_STEPS;
      }
      Arrays.sort(ns);
      landedOn = at;
      return new Timing(ms[TIMED_CHECKS / 2], ns[TIMED_WALKS / 2], lastCpu());
    });
    new Thread(checks, "host-probe-" + cpu).start();
    try {
      return checks.get();
    } catch (ExecutionException e) {
      throw new IllegalStateException("the host probe could not run on CPU " + cpu + ": " + e.getCause(), e);
    }
  }

  /** The CPU the calling thread last ran on: field 39 of its /proc stat; -1 where that cannot be read. */
  static int lastCpu() {
    try {
      return ProcStat.lastCpu(Files.readString(Path.of("/proc/thread-self/stat")));
    } catch (IOException | RuntimeException unreadable) {
      return -1;
    }
  }
}

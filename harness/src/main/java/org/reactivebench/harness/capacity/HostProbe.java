package org.reactivebench.harness.capacity;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.results.HostSpeed;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

/**
 * Times the CPUs before a label is launched ({@link HostSpeed}): BCrypt(10) checks on one thread pinned to the first
 * CPU of the variant's, then on one pinned to the first of the others'. About 1.5 s on this project's machine.
 */
public final class HostProbe {

  /** Untimed checks first: the JIT compiles BCrypt's loop in the first of a cold JVM. */
  static final int UNTIMED_CHECKS = 3;
  static final int TIMED_CHECKS = 9;

  private HostProbe() {}

  public static HostSpeed measure(CpuPartition partition) throws InterruptedException {
    int variantCpu = partition.variantCpus().get(0);
    int otherCpu = partition.otherCpus().get(0);
    Timing variant = timeOn(variantCpu, partition.pinned());
    Timing other = variantCpu == otherCpu ? variant : timeOn(otherCpu, partition.pinned());
    return new HostSpeed(variantCpu, variant.medianMs(), otherCpu, other.medianMs(), TIMED_CHECKS,
        partition.pinned() && variant.ranOn() == variantCpu && other.ranOn() == otherCpu);
  }

  /**
   * The checks of one thread, pinned to the CPU where the partition pins.
   *
   * @param medianMs the median of the timed checks, in ms
   * @param ranOn the CPU the thread last ran on, as the kernel reports it; -1 where it cannot be read
   */
  record Timing(double medianMs, int ranOn) {}

  static Timing timeOn(int cpu, boolean pin) throws InterruptedException {
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
      return new Timing(ms[TIMED_CHECKS / 2], lastCpu());
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
      String stat = Files.readString(Path.of("/proc/thread-self/stat"));
      String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      return Integer.parseInt(fields[36]);
    } catch (IOException | RuntimeException unreadable) {
      return -1;
    }
  }
}

package org.reactivebench.harness.capacity;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.reactivebench.harness.results.Bound;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;

/**
 * The login ceiling, measured: how many BCrypt (strength 10) password checks per second this machine's cores do,
 * with the BCrypt of Spring Security that the variants use. Each journey logs in once, so no label carries more
 * journeys per second than this, whatever its framework.
 */
public final class LoginCeiling {

  static final int STRENGTH = 10;
  static final long WARM_UP_MS = 1_000;
  static final long MEASURE_MS = 4_000;

  /** @param checksPerSecond BCrypt checks per second on all {@code cores} */
  public record Result(double checksPerSecond, int cores) {

    public Bound bound() {
      return new Bound("login", checksPerSecond, String.format(Locale.ROOT,
          "BCrypt(%d) checks per second on %d cores, measured at the start of the run; one login per journey",
          STRENGTH, cores));
    }

    /** The ceiling on {@code cpus} of the cores measured: a variant pinned to them checks that share of the rate. */
    public Bound bound(int cpus) {
      if (cpus >= cores) {
        return bound();
      }
      return new Bound("login", checksPerSecond * cpus / cores, String.format(Locale.ROOT,
          "BCrypt(%d) checks per second on the variant's %d of the %d cores they were measured on at the start of "
              + "the run; one login per journey", STRENGTH, cpus, cores));
    }
  }

  private LoginCeiling() {}

  /** One thread per core checks a password for a warm-up second, then four measured seconds. */
  public static Result measure() throws InterruptedException {
    int cores = Runtime.getRuntime().availableProcessors();
    BCryptPasswordEncoder encoder = new BCryptPasswordEncoder(STRENGTH);
    String hash = encoder.encode("admin");
    AtomicLong checks = new AtomicLong();
    long start = System.nanoTime();
    long measureFrom = start + WARM_UP_MS * 1_000_000;
    long end = measureFrom + MEASURE_MS * 1_000_000;
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < cores; i++) {
      Thread thread = new Thread(() -> {
        while (true) {
          encoder.matches("admin", hash);
          long now = System.nanoTime();
          if (now >= end) {
            return;
          }
          if (now >= measureFrom) {
            checks.incrementAndGet();
          }
        }
      }, "bcrypt-" + i);
      threads.add(thread);
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    return new Result(checks.get() / (MEASURE_MS / 1000.0), cores);
  }
}

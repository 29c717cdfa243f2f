package org.reactivebench.harness.dblink;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.reactivebench.harness.results.LinkAccuracyTimes;

/**
 * A closed loop of round trips on one database: a thread per caller, each calling again as soon as its answer is
 * in, so that as many round trips are in flight as there are callers. After a warm-up, the round trips that start
 * in the measured window are timed.
 */
public final class LinkAccuracyLoop {

  /** What happens once the warm-up is over, just before the measured window opens (the proxy's stats are reset). */
  @FunctionalInterface
  public interface WindowStart {
    void run() throws Exception;
  }

  private static final Duration OPENING = Duration.ofSeconds(60);

  private final LinkAccuracyClient client;
  private final int callers;
  private volatile boolean stop;
  private volatile boolean measuring;
  private volatile long windowStart;
  private volatile long windowEnd;

  private LinkAccuracyLoop(LinkAccuracyClient client, int callers) {
    this.client = client;
    this.callers = callers;
  }

  /**
   * Opens the callers (all at once), runs them for the warm-up, then times the round trips that start in the
   * measured window; every caller is closed before it returns.
   *
   * @throws Exception the first caller's failure, if any failed to open or call
   */
  public static LinkAccuracyTimes run(LinkAccuracyClient client, int callers, Duration warmUp, Duration measured,
      WindowStart windowStart) throws Exception {
    return new LinkAccuracyLoop(client, callers).run(warmUp, measured, windowStart);
  }

  private LinkAccuracyTimes run(Duration warmUp, Duration measured, WindowStart atWindowStart) throws Exception {
    AtomicInteger number = new AtomicInteger();
    ExecutorService threads = Executors.newFixedThreadPool(callers, task -> {
      Thread thread = new Thread(task, "link-accuracy-" + number.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    });
    CountDownLatch opened = new CountDownLatch(callers);
    CountDownLatch go = new CountDownLatch(1);
    List<Future<long[]>> loops = new ArrayList<>();
    try {
      for (int i = 0; i < callers; i++) {
        loops.add(threads.submit(() -> loop(opened, go)));
      }
      if (!opened.await(OPENING.toSeconds(), TimeUnit.SECONDS)) {
        throw new IllegalStateException(callers + " connections not open after " + OPENING.toSeconds() + " s");
      }
      failed(loops);
      go.countDown();
      Thread.sleep(warmUp.toMillis());
      failed(loops);
      atWindowStart.run();
      long start = System.nanoTime();
      windowStart = start;
      windowEnd = start + measured.toNanos();
      measuring = true;
      Thread.sleep(measured.toMillis());
      stop = true;
      List<long[]> times = new ArrayList<>();
      for (Future<long[]> loop : loops) {
        times.add(result(loop));
      }
      return LinkAccuracyTimes.of(times.stream().flatMapToLong(Arrays::stream).toArray(),
          measured.toNanos() / 1e9);
    } finally {
      stop = true;
      go.countDown();
      threads.shutdownNow();
      threads.awaitTermination(30, TimeUnit.SECONDS);
    }
  }

  /** One caller: opens, waits for the others, then calls until stopped; returns its measured round trips, in ns. */
  private long[] loop(CountDownLatch opened, CountDownLatch go) throws Exception {
    LinkAccuracyClient.Caller caller;
    try {
      caller = client.open();
    } finally {
      opened.countDown();
    }
    try (caller) {
      go.await();
      long[] times = new long[1024];
      int count = 0;
      while (!stop) {
        long start = System.nanoTime();
        caller.call();
        long end = System.nanoTime();
        if (measuring && start - windowStart >= 0 && start - windowEnd < 0) {
          if (count == times.length) {
            times = Arrays.copyOf(times, count * 2);
          }
          times[count++] = end - start;
        }
      }
      return Arrays.copyOf(times, count);
    }
  }

  /** Rethrows the failure of a caller that has already failed. */
  private static void failed(List<Future<long[]>> loops) throws Exception {
    for (Future<long[]> loop : loops) {
      if (loop.isDone()) {
        result(loop);
      }
    }
  }

  private static long[] result(Future<long[]> loop) throws Exception {
    try {
      return loop.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Exception cause) {
        throw cause;
      }
      throw e;
    }
  }
}

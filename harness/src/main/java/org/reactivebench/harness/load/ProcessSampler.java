package org.reactivebench.harness.load;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.results.ProcessSample;

/**
 * Reads, twice a second, each watched process's cumulative CPU time, live threads and resident memory from the
 * operating system, for the figures of each step and of the whole run. Runs in its own daemon thread until closed.
 */
public final class ProcessSampler implements AutoCloseable {

  static final long PERIOD_MS = 500;

  private final Map<String, Supplier<ChildProcess>> watched = new LinkedHashMap<>();
  private final Map<String, List<ProcessSample>> samples = new LinkedHashMap<>();
  private final Thread thread;
  private volatile boolean running = true;

  public ProcessSampler() {
    thread = new Thread(this::loop, "process-sampler");
    thread.setDaemon(true);
    thread.start();
  }

  /** Samples a process under a role name; the supplier is asked each time (a restarted server is a new process). */
  public synchronized void watch(String role, Supplier<ChildProcess> process) {
    watched.put(role, process);
    samples.putIfAbsent(role, new ArrayList<>());
    sampleNow(role, process);
  }

  /** The samples so far, by role. */
  public synchronized Map<String, List<ProcessSample>> samples() {
    Map<String, List<ProcessSample>> copy = new LinkedHashMap<>();
    samples.forEach((role, own) -> copy.put(role, List.copyOf(own)));
    return copy;
  }

  private void loop() {
    while (running) {
      synchronized (this) {
        watched.forEach(this::sampleNow);
      }
      try {
        Thread.sleep(PERIOD_MS);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  private void sampleNow(String role, Supplier<ChildProcess> supplier) {
    ChildProcess process = supplier.get();
    if (process == null || !process.isAlive()) {
      return;
    }
    long rssKb = status(process.pid(), "VmRSS:");
    int threads = (int) status(process.pid(), "Threads:");
    process.cpuTime().ifPresent(cpu -> samples.get(role).add(new ProcessSample(System.currentTimeMillis(),
        cpu.toMillis(), threads, rssKb < 0 ? -1 : rssKb * 1024)));
  }

  /** A number from /proc/PID/status (kB for memory), or -1 where it cannot be read. */
  static long status(long pid, String key) {
    try {
      for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
        if (line.startsWith(key)) {
          return Long.parseLong(line.substring(key.length()).replace("kB", "").trim());
        }
      }
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
    return -1;
  }

  @Override
  public void close() {
    running = false;
    thread.interrupt();
  }
}

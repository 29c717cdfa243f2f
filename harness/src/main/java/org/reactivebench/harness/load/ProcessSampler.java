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
import org.reactivebench.harness.process.ProcStat;
import org.reactivebench.harness.process.Schedstat;
import org.reactivebench.harness.results.ProcessSample;

/**
 * Reads, twice a second, each watched process's cumulative CPU time, live threads and resident memory from the
 * operating system, for the figures of each step and of the whole run. Runs in its own daemon thread until closed.
 */
public final class ProcessSampler implements AutoCloseable {

  static final long PERIOD_MS = 500;

  private final Map<String, Supplier<ChildProcess>> watched = new LinkedHashMap<>();
  private final Map<String, List<Integer>> cpuSets = new LinkedHashMap<>();
  private final Map<String, List<Integer>> stolenFrom = new LinkedHashMap<>();
  private final Map<String, Supplier<ChildProcess>> jits = new LinkedHashMap<>();
  /** The variant's threads whose name starts so, by the role of their time on a CPU: see {@link #watchThreads}. */
  private final Map<String, NamedThreads> named = new LinkedHashMap<>();
  /** Kernel threads by role: the pids found by name when the role was watched (they live as long as the OS). */
  private final Map<String, List<Long>> kernelThreads = new LinkedHashMap<>();
  /** Whether a thread ("pid/tid") is a JIT compiler thread, read once from its name. */
  private final Map<String, Boolean> compilerThreads = new java.util.HashMap<>();
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

  /**
   * Samples how busy a set of CPUs is, under a role name: each sample's CPU time is the set's busy time divided by
   * its size, so that the "cores" of a window are the set's utilisation (1 = every CPU of it busy).
   */
  public synchronized void watchCpus(String role, List<Integer> cpus) {
    cpuSets.put(role, List.copyOf(cpus));
    samples.putIfAbsent(role, new ArrayList<>());
    sampleCpus(role, cpuSets.get(role));
  }

  /**
   * Samples the time the hypervisor gave a set of CPUs to other guests (steal), under a role name: each sample's CPU
   * time is the set's stolen time, so that the "cores" of a window are the CPUs stolen in it.
   */
  public synchronized void watchSteal(String role, List<Integer> cpus) {
    stolenFrom.put(role, List.copyOf(cpus));
    samples.putIfAbsent(role, new ArrayList<>());
    sampleSteal(role, stolenFrom.get(role));
  }

  /**
   * Samples the CPU a JVM's JIT compiler threads ({@code C1 CompilerThre…}, {@code C2 CompilerThre…}) have used,
   * under a role name: how much of the process's CPU is still compilation.
   */
  public synchronized void watchJit(String role, Supplier<ChildProcess> process) {
    jits.put(role, process);
    samples.putIfAbsent(role, new ArrayList<>());
    sampleJit(role, process);
  }

  /**
   * Samples a JVM's threads whose Linux name starts with {@code prefix} (Linux keeps the first 15 characters of a
   * Java thread's name: {@code parallel-1}, {@code boundedElastic-} for each of that pool's threads and its evictor),
   * from each thread's {@code /proc/<pid>/task/<tid>/schedstat}: their time on a CPU under {@code onCpuRole}, and
   * their time runnable but waiting for a CPU under {@code waitingRole}, summed over the threads, so that the
   * "cores" of a window are how many of those threads ran, and waited to run, on average.
   */
  public synchronized void watchThreads(String onCpuRole, String waitingRole, Supplier<ChildProcess> process,
      String prefix) {
    NamedThreads threads = new NamedThreads(process, prefix, waitingRole);
    named.put(onCpuRole, threads);
    samples.putIfAbsent(onCpuRole, new ArrayList<>());
    samples.putIfAbsent(waitingRole, new ArrayList<>());
    sampleThreads(onCpuRole, threads);
  }

  /** The threads {@link #watchThreads} samples: the process, the start of their name, the role of their waits. */
  private record NamedThreads(Supplier<ChildProcess> process, String prefix, String waitingRole) {}

  /**
   * Samples the CPU time of the kernel threads whose name starts with {@code prefix} (e.g. "kdamond", the kernel's
   * DAMON memory monitor), summed, under a role name; nothing where there are none.
   */
  public synchronized void watchKernelThreads(String role, String prefix) {
    List<Long> pids = kernelThreads(Path.of("/proc"), prefix);
    if (!pids.isEmpty()) {
      kernelThreads.put(role, pids);
      samples.putIfAbsent(role, new ArrayList<>());
      sampleKernelThreads(role, pids);
    }
  }

  /** The pids under {@code proc} of the kernel threads (children of kthreadd, pid 2) whose name starts with prefix. */
  static List<Long> kernelThreads(Path proc, String prefix) {
    List<Long> pids = new ArrayList<>();
    try (java.util.stream.Stream<Path> entries = Files.list(proc)) {
      for (Path entry : entries.filter(e -> e.getFileName().toString().matches("\\d+")).sorted().toList()) {
        try {
          String stat = Files.readString(entry.resolve("stat"));
          if (ProcStat.name(stat).startsWith(prefix) && ProcStat.fields(stat)[1].equals("2")) {
            pids.add(Long.parseLong(entry.getFileName().toString()));
          }
        } catch (IOException | RuntimeException gone) {
          // a process that ended while it was read
        }
      }
    } catch (IOException | RuntimeException unreadable) {
      return List.of(); // not Linux
    }
    return pids;
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
        cpuSets.forEach(this::sampleCpus);
        stolenFrom.forEach(this::sampleSteal);
        jits.forEach(this::sampleJit);
        named.forEach(this::sampleThreads);
        kernelThreads.forEach(this::sampleKernelThreads);
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

  private void sampleCpus(String role, List<Integer> cpus) {
    long busyMs = busyMs(cpus);
    if (busyMs >= 0) {
      samples.get(role).add(new ProcessSample(System.currentTimeMillis(), busyMs / cpus.size(), -1, -1));
    }
  }

  private void sampleSteal(String role, List<Integer> cpus) {
    long stolenMs = cpuTimeMs(cpus, STEAL);
    if (stolenMs >= 0) {
      samples.get(role).add(new ProcessSample(System.currentTimeMillis(), stolenMs, -1, -1));
    }
  }

  private void sampleJit(String role, Supplier<ChildProcess> supplier) {
    ChildProcess process = supplier.get();
    if (process == null || !process.isAlive()) {
      return;
    }
    long ticks = 0;
    try (java.util.stream.Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(process.pid()), "task"))) {
      for (Path task : tasks.toList()) {
        String stat = Files.readString(task.resolve("stat"));
        boolean compiler = compilerThreads.computeIfAbsent(process.pid() + "/" + task.getFileName(), t -> {
          String name = ProcStat.name(stat);
          return name.startsWith("C1 CompilerThre") || name.startsWith("C2 CompilerThre");
        });
        if (compiler) {
          ticks += ProcStat.cpuTicks(stat);
        }
      }
    } catch (IOException | RuntimeException gone) {
      return; // a thread that ended while it was read; the next sample counts again
    }
    samples.get(role).add(new ProcessSample(System.currentTimeMillis(), ticks * 1000 / TICKS_PER_SECOND, -1, -1));
  }

  private void sampleThreads(String onCpuRole, NamedThreads threads) {
    ChildProcess process = threads.process().get();
    if (process == null || !process.isAlive()) {
      return;
    }
    long[] times = Schedstat.ofThreads(Path.of("/proc"), process.pid(), threads.prefix());
    if (times != null) {
      long now = System.currentTimeMillis();
      samples.get(onCpuRole).add(new ProcessSample(now, times[0] / 1_000_000, -1, -1));
      samples.get(threads.waitingRole()).add(new ProcessSample(now, times[1] / 1_000_000, -1, -1));
    }
  }

  private void sampleKernelThreads(String role, List<Long> pids) {
    long ticks = 0;
    for (long pid : pids) {
      try {
        String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
        ticks += ProcStat.cpuTicks(stat);
      } catch (IOException | RuntimeException gone) {
        return; // a monitor stopped: no sample rather than a sum that drops
      }
    }
    samples.get(role).add(new ProcessSample(System.currentTimeMillis(), ticks * 1000 / TICKS_PER_SECOND, -1, -1));
  }

  /** Clock ticks per second of /proc/stat: USER_HZ, 100 on every Linux this runs on. */
  static final int TICKS_PER_SECOND = 100;

  /** The fields of a CPU's line in /proc/stat that count it busy: user, nice, system, irq, softirq, steal. */
  static final int[] BUSY = {1, 2, 3, 6, 7, 8};
  /** The field of a CPU's line in /proc/stat that counts the time the hypervisor ran other guests on it. */
  static final int[] STEAL = {8};

  /** The time the CPUs spent busy since boot, in ms, from /proc/stat; -1 where it cannot be read. */
  static long busyMs(List<Integer> cpus) {
    return cpuTimeMs(cpus, BUSY);
  }

  private static long cpuTimeMs(List<Integer> cpus, int[] fields) {
    try {
      return cpuTimeMs(Files.readAllLines(Path.of("/proc/stat")), cpus, fields);
    } catch (IOException | RuntimeException unreadable) {
      return -1;
    }
  }

  /** The sum of some fields of the CPUs' lines of /proc/stat, in ms. */
  static long cpuTimeMs(List<String> procStat, List<Integer> cpus, int[] fields) {
    long ticks = 0;
    for (String line : procStat) {
      String[] columns = line.trim().split("\\s+");
      if (columns[0].startsWith("cpu") && columns[0].length() > 3
          && cpus.contains(Integer.parseInt(columns[0].substring(3)))) {
        for (int field : fields) {
          ticks += columns.length > field ? Long.parseLong(columns[field]) : 0;
        }
      }
    }
    return ticks * 1000 / TICKS_PER_SECOND;
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

package org.reactivebench.harness.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Which CPUs the variant runs on and which the rest of the benchmark runs on (database, downstream, load generator,
 * the harness itself), so that a label's figures are the variant's and not its neighbours'. On Linux each process is
 * pinned when it starts ({@code taskset -c}), before its JVM sizes its pools; elsewhere, or without {@code taskset},
 * every process shares every CPU and the partition says why.
 *
 * @param variantCpus the CPUs of the variant
 * @param otherCpus the CPUs of everything else; the same list as {@code variantCpus} when shared
 * @param note why the processes share the CPUs, or an empty string when they are pinned
 */
public record CpuPartition(List<Integer> variantCpus, List<Integer> otherCpus, String note) {

  static final Path TASKSET = Path.of("/usr/bin/taskset");

  public CpuPartition {
    variantCpus = List.copyOf(variantCpus);
    otherCpus = List.copyOf(otherCpus);
  }

  /** Every process on every CPU this harness may use. */
  public static CpuPartition shared(String note) {
    List<Integer> all = allowedCpus();
    return new CpuPartition(all, all, note);
  }

  /**
   * The variant on the last {@code variantCount} of the CPUs this harness may use, the rest on the others; shared
   * (with the reason) where that is impossible.
   *
   * @param variantCount empty for the default: half the CPUs, at least one (one of two, like a one-CPU container)
   */
  public static CpuPartition split(Optional<Integer> variantCount) {
    List<Integer> all = allowedCpus();
    if (!System.getProperty("os.name", "").toLowerCase().contains("linux")) {
      return shared("not Linux: every process shares the CPUs");
    }
    if (!Files.isExecutable(TASKSET)) {
      return shared(TASKSET + " is missing (Debian: util-linux): every process shares the CPUs");
    }
    if (all.size() < 2) {
      return shared("one CPU only: every process shares it");
    }
    int count = variantCount.orElse(Math.max(1, all.size() / 2));
    if (count >= all.size()) {
      throw new IllegalArgumentException("--variant-cpus " + count + " leaves no CPU for the database and the load "
          + "generator: this harness may use " + all.size() + " CPUs (" + list(all) + ")");
    }
    return new CpuPartition(all.subList(all.size() - count, all.size()), all.subList(0, all.size() - count), "");
  }

  public boolean pinned() {
    return !variantCpus.equals(otherCpus);
  }

  /** The command, pinned to the variant's CPUs. */
  public List<String> onVariantCpus(List<String> command) {
    return pinned(command, variantCpus);
  }

  /** The command, pinned to the other CPUs. */
  public List<String> onOtherCpus(List<String> command) {
    return pinned(command, otherCpus);
  }

  private List<String> pinned(List<String> command, List<Integer> cpus) {
    if (!pinned()) {
      return command;
    }
    List<String> wrapped = new ArrayList<>(List.of(TASKSET.toString(), "-c", list(cpus)));
    wrapped.addAll(command);
    return wrapped;
  }

  /**
   * Pins this JVM (every thread of it) to the other CPUs, where the partition is pinned, so that the harness's own
   * sampling and log reading stay off the variant's CPUs; closing it gives the JVM back every CPU it had.
   */
  public AutoCloseable pinHarness() throws IOException, InterruptedException {
    if (!pinned()) {
      return () -> { };
    }
    List<Integer> before = allowedCpus();
    pinThisJvm(otherCpus);
    return () -> pinThisJvm(before);
  }

  /**
   * Lends a running variant every CPU of the partition, for its warm-up: its JVM sized its pools at start for its own
   * CPUs and keeps them, but its JIT compiler threads work through their backlog beside the requests instead of
   * taking turns with them on one CPU. Closing it pins the variant back to its own CPUs, before anything is measured.
   */
  public AutoCloseable lendEveryCpu(ChildProcess variant) throws IOException, InterruptedException {
    if (!pinned()) {
      return () -> { };
    }
    List<Integer> every = java.util.stream.Stream.concat(variantCpus.stream(), otherCpus.stream()).sorted().toList();
    pin(variant.pid(), every);
    return () -> pin(variant.pid(), variantCpus);
  }

  private static void pinThisJvm(List<Integer> cpus) throws IOException, InterruptedException {
    pin(ProcessHandle.current().pid(), cpus);
  }

  /** Pins the calling thread alone to one CPU (its id is the name /proc/thread-self links to). */
  public static void pinThisThread(int cpu) throws IOException, InterruptedException {
    String threadId = Files.readSymbolicLink(Path.of("/proc/thread-self")).getFileName().toString();
    taskset(List.of("-p", "-c", Integer.toString(cpu), threadId), "thread " + threadId, List.of(cpu));
  }

  /** Pins every thread of a process to the CPUs. */
  private static void pin(long pid, List<Integer> cpus) throws IOException, InterruptedException {
    taskset(List.of("-a", "-p", "-c", list(cpus), Long.toString(pid)), "process " + pid, cpus);
  }

  private static void taskset(List<String> arguments, String what, List<Integer> cpus)
      throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(TASKSET.toString()));
    command.addAll(arguments);
    Process taskset = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(taskset.getInputStream().readAllBytes());
    if (taskset.waitFor() != 0) {
      throw new IOException("taskset could not pin " + what + " to CPUs " + list(cpus) + ": " + output.strip());
    }
  }

  /** In words, for the first line of a run and the reports. */
  public String describe() {
    return pinned() ? "variant on CPU " + list(variantCpus) + ", database, downstream and load generator on CPU "
        + list(otherCpus) : "shared: every process on CPU " + list(variantCpus) + " (" + note + ")";
  }

  /** A CPU list as taskset and /proc write it: {@code 0,2-3}. */
  public static String list(List<Integer> cpus) {
    List<String> ranges = new ArrayList<>();
    for (int i = 0; i < cpus.size(); ) {
      int j = i;
      while (j + 1 < cpus.size() && cpus.get(j + 1) == cpus.get(j) + 1) {
        j++;
      }
      ranges.add(i == j ? Integer.toString(cpus.get(i)) : cpus.get(i) + "-" + cpus.get(j));
      i = j + 1;
    }
    return String.join(",", ranges);
  }

  /** Parses a CPU list ({@code 0,2-3}). */
  public static List<Integer> parse(String list) {
    List<Integer> cpus = new ArrayList<>();
    for (String part : list.trim().split(",")) {
      if (part.isBlank()) {
        continue;
      }
      String[] bounds = part.trim().split("-");
      int from = Integer.parseInt(bounds[0]);
      int to = bounds.length > 1 ? Integer.parseInt(bounds[1]) : from;
      IntStream.rangeClosed(from, to).forEach(cpus::add);
    }
    return cpus;
  }

  /** The CPUs this process may run on: its {@code Cpus_allowed_list}, or 0 to n-1 where that cannot be read. */
  static List<Integer> allowedCpus() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (line.startsWith("Cpus_allowed_list:")) {
          return parse(line.substring("Cpus_allowed_list:".length()));
        }
      }
    } catch (IOException | RuntimeException unreadable) {
      // not Linux, or no /proc: every CPU the JVM counts
    }
    return IntStream.range(0, Runtime.getRuntime().availableProcessors()).boxed().collect(Collectors.toList());
  }
}

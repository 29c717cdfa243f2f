package org.reactivebench.harness.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Reads a Linux thread's {@code /proc/<pid>/task/<tid>/schedstat}: its time on a CPU, its time runnable but waiting
 * for one (the kernel's run queue), in ns, and its time slices.
 */
public final class Schedstat {

  private Schedstat() {}

  /**
   * The time on a CPU and the time waiting for one, in ns, summed over the threads of process {@code pid} under
   * {@code proc} whose name ({@code comm}) starts with {@code prefix}; null where none is found or they cannot be
   * read (not Linux, a thread that ended while it was read: the next sample counts again).
   */
  public static long[] ofThreads(Path proc, long pid, String prefix) {
    long[] times = new long[2];
    boolean found = false;
    try (Stream<Path> tasks = Files.list(proc.resolve(Long.toString(pid)).resolve("task"))) {
      for (Path task : tasks.toList()) {
        if (Files.readString(task.resolve("comm")).strip().startsWith(prefix)) {
          String[] fields = Files.readString(task.resolve("schedstat")).strip().split(" ");
          times[0] += Long.parseLong(fields[0]);
          times[1] += Long.parseLong(fields[1]);
          found = true;
        }
      }
    } catch (IOException | RuntimeException gone) {
      return null;
    }
    return found ? times : null;
  }
}

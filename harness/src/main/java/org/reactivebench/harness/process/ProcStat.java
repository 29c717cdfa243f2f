package org.reactivebench.harness.process;

/**
 * Reads one line of a Linux {@code /proc/<pid>/stat} (or a thread's): the name between the first '(' and the last
 * ')', which may itself hold spaces and parentheses, and the fields after it.
 */
public final class ProcStat {

  private ProcStat() {}

  /** The name of the process or thread. */
  public static String name(String stat) {
    return stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  }

  /** The fields after the name: state, parent pid, ... (the line's field 3 is index 0). */
  public static String[] fields(String stat) {
    return stat.substring(stat.lastIndexOf(')') + 2).split(" ");
  }

  /** The user and system CPU time (the line's fields 14 and 15), in clock ticks. */
  public static long cpuTicks(String stat) {
    String[] fields = fields(stat);
    return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
  }

  /** The CPU the process or thread last ran on (the line's field 39). */
  public static int lastCpu(String stat) {
    return Integer.parseInt(fields(stat)[36]);
  }
}

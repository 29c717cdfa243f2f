package org.reactivebench.harness.launch;

import java.nio.file.Path;
import java.util.List;

/** The one JVM and the one set of flags every variant runs with: recorded with every result. */
public final class JvmFlags {

  public static final List<String> VARIANT = List.of(
      "-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+ExitOnOutOfMemoryError",
      "-Duser.timezone=UTC", "-Dfile.encoding=UTF-8");

  /**
   * The GC log every variant writes, the same way for every label, and so do Gatling's JVM and the embedded Mongo
   * server's: each collection on one line, stamped with the epoch milliseconds, so that its pauses can be placed in
   * the load's clock ({@code GcPause}, each step's longest pause by JVM).
   */
  public static String gcLog(Path file) {
    return "-Xlog:gc:file=" + file + ":timemillis";
  }

  /** Where a variant whose output goes to {@code logFile} writes its GC log: beside it, {@code <name>-gc.log}. */
  public static Path gcLogBeside(Path logFile) {
    String name = logFile.getFileName().toString();
    return logFile.resolveSibling((name.endsWith(".log") ? name.substring(0, name.length() - 4) : name) + "-gc.log");
  }

  /** The variant's flags as the summaries record them: the fixed ones and the GC log. */
  public static List<String> described() {
    List<String> flags = new java.util.ArrayList<>(VARIANT);
    flags.add(gcLog(Path.of("<label>-gc.log")));
    return List.copyOf(flags);
  }

  /** Gatling's own recommended flags (those its Maven plugin uses). */
  public static final List<String> GATLING = List.of(
      "-Xms1g", "-Xmx2g", "-XX:+HeapDumpOnOutOfMemoryError", "-XX:MaxInlineLevel=20", "-XX:MaxTrivialSize=12",
      "--add-opens=java.base/java.lang=ALL-UNNAMED", "--add-opens=java.base/jdk.internal.misc=ALL-UNNAMED");

  /**
   * Gatling 3.12 dies at start when its JVM sees a single processor ("Actor controller crashed ...
   * DataWritersStatsEngine.start ... Future timed out"): it is given at least this many, whatever its CPU set.
   */
  public static final int GATLING_MIN_PROCESSORS = 2;

  private JvmFlags() {}

  /**
   * {@code -XX:ActiveProcessorCount} for a JVM pinned to {@code cpus} CPUs, so that its thread pools follow its CPU
   * set (a JVM reads its affinity at start, but says so explicitly here); none for an unpinned JVM.
   */
  public static List<String> activeProcessors(int cpus, boolean pinned) {
    return pinned ? List.of("-XX:ActiveProcessorCount=" + cpus) : List.of();
  }

  /** Gatling's processor count: its CPU set's, and never fewer than {@link #GATLING_MIN_PROCESSORS}. */
  public static List<String> gatlingProcessors(int cpus) {
    return List.of("-XX:ActiveProcessorCount=" + Math.max(GATLING_MIN_PROCESSORS, cpus));
  }

  /** The java binary of the JVM running the harness: the same binary for every variant and for Gatling. */
  public static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}

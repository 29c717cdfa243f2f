package org.reactivebench.harness.launch;

import java.nio.file.Path;
import java.util.List;

/** The one JVM and the one set of flags every variant runs with: recorded with every result. */
public final class JvmFlags {

  public static final List<String> VARIANT = List.of(
      "-Xms1g", "-Xmx1g", "-XX:+UseG1GC", "-XX:+ExitOnOutOfMemoryError",
      "-Duser.timezone=UTC", "-Dfile.encoding=UTF-8");

  /** Gatling's own recommended flags (those its Maven plugin uses). */
  public static final List<String> GATLING = List.of(
      "-Xms1g", "-Xmx2g", "-XX:+HeapDumpOnOutOfMemoryError", "-XX:MaxInlineLevel=20", "-XX:MaxTrivialSize=12",
      "--add-opens=java.base/java.lang=ALL-UNNAMED", "--add-opens=java.base/jdk.internal.misc=ALL-UNNAMED");

  private JvmFlags() {}

  /** The java binary of the JVM running the harness: the same binary for every variant and for Gatling. */
  public static String javaBinary() {
    return Path.of(System.getProperty("java.home"), "bin", "java").toString();
  }
}

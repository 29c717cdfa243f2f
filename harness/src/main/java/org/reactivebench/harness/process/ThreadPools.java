package org.reactivebench.harness.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A running JVM's platform threads, grouped by pool, from a thread dump ({@code jcmd <pid> Thread.print}, with the
 * {@code jcmd} of the JDK the process runs on): a pool is a thread name without its trailing number, so
 * {@code http-nio-8080-exec-12} counts in {@code http-nio-8080-exec-}. Pools grow on demand and shrink only after a
 * minute idle, so a dump right after the load holds the threads the load made each pool start: the request threads
 * and scheduler threads as the variant really used them, read back rather than typed in. Virtual threads are not
 * platform threads and are not in it (their carriers are).
 */
public final class ThreadPools {

  private static final Pattern THREAD_LINE = Pattern.compile("^\"(.*)\" #\\d+");
  private static final Pattern TRAILING_NUMBER = Pattern.compile("[0-9]+$");
  private static final long TIMEOUT_SECONDS = 20;

  private ThreadPools() {}

  /** The threads of each pool in a thread dump's text, by pool name in order. */
  public static Map<String, Integer> of(String threadDump) {
    Map<String, Integer> pools = new TreeMap<>();
    threadDump.lines().map(THREAD_LINE::matcher).filter(Matcher::find)
        .forEach(name -> pools.merge(pool(name.group(1)), 1, Integer::sum));
    return pools;
  }

  /** A thread's pool: its name without the number at its end. */
  static String pool(String threadName) {
    String pool = TRAILING_NUMBER.matcher(threadName).replaceFirst("");
    return pool.isEmpty() ? threadName : pool;
  }

  /**
   * Dumps a process's threads and groups them; empty where the JDK has no {@code jcmd}, the process is gone or the
   * dump fails (the caller says that the threads were not read).
   */
  public static Optional<Map<String, Integer>> read(ChildProcess process, Path outputFile) {
    Optional<Path> jcmd = process.process().info().command().map(Path::of).map(java -> java.resolveSibling("jcmd"))
        .filter(Files::isExecutable);
    if (jcmd.isEmpty() || !process.isAlive()) {
      return Optional.empty();
    }
    try {
      Files.createDirectories(outputFile.getParent());
      Process dump = new ProcessBuilder(jcmd.get().toString(), Long.toString(process.pid()), "Thread.print")
          .redirectErrorStream(true).redirectOutput(outputFile.toFile()).start();
      if (!dump.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        dump.destroyForcibly();
        return Optional.empty();
      }
      Map<String, Integer> pools = of(Files.readString(outputFile, StandardCharsets.UTF_8));
      return dump.exitValue() == 0 && !pools.isEmpty() ? Optional.of(pools) : Optional.empty();
    } catch (IOException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Optional.empty();
    }
  }
}

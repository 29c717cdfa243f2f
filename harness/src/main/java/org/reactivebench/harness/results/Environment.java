package org.reactivebench.harness.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Where a result was measured: machine, operating system, JVM and the commit of this project. */
public record Environment(String cpuModel, int cores, long memoryBytes, String os, String jvm, List<String> jvmFlags,
    String gitCommit) {

  public static Environment capture(Path root, List<String> jvmFlags) {
    return capture(root, jvmFlags, Runtime.getRuntime().availableProcessors());
  }

  /** @param cores the cores of the machine, counted before the harness pinned itself to some of them */
  public static Environment capture(Path root, List<String> jvmFlags, int cores) {
    return new Environment(readCpuModel(), cores, readMemoryBytes(),
        System.getProperty("os.name") + " " + System.getProperty("os.version") + " (" + System.getProperty("os.arch") + ")",
        System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version") + " ("
            + System.getProperty("java.vendor") + ")",
        jvmFlags, gitCommit(root));
  }

  private static String readCpuModel() {
    return procLine("/proc/cpuinfo", "model name").orElse(System.getProperty("os.arch"));
  }

  private static long readMemoryBytes() {
    return procLine("/proc/meminfo", "MemTotal").map(v -> Long.parseLong(v.replace("kB", "").trim()) * 1024).orElse(0L);
  }

  private static java.util.Optional<String> procLine(String file, String key) {
    try {
      return Files.readAllLines(Path.of(file)).stream().filter(l -> l.startsWith(key))
          .map(l -> l.substring(l.indexOf(':') + 1).trim()).findFirst();
    } catch (IOException e) {
      return java.util.Optional.empty();
    }
  }

  /** The commit, with "-dirty" when the work tree has uncommitted changes. */
  private static String gitCommit(Path root) {
    String commit = git(root, "rev-parse", "HEAD");
    if (commit.isEmpty()) {
      return "unknown";
    }
    return git(root, "status", "--porcelain", "--untracked-files=no").isEmpty() ? commit : commit + "-dirty";
  }

  private static String git(Path root, String... arguments) {
    try {
      List<String> command = new java.util.ArrayList<>(List.of("git", "-C", root.toString()));
      command.addAll(List.of(arguments));
      Process git = new ProcessBuilder(command).redirectErrorStream(true).start();
      String output = new String(git.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      return git.waitFor(10, TimeUnit.SECONDS) && git.exitValue() == 0 ? output : "";
    } catch (IOException e) {
      return "";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "";
    }
  }
}

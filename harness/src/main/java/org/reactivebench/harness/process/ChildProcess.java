package org.reactivebench.harness.process;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** A process started by the harness, with the file its output goes to. */
public record ChildProcess(String name, Process process, Path logFile) {

  public long pid() {
    return process.pid();
  }

  public boolean isAlive() {
    return process.isAlive();
  }

  /** CPU time (user + system) used so far, while the process is alive. */
  public Optional<Duration> cpuTime() {
    return process.info().totalCpuDuration();
  }

  /** Peak resident set size in bytes (VmHWM), while the process is alive. */
  public Optional<Long> peakResidentBytes() {
    try {
      for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid()), "status"))) {
        if (line.startsWith("VmHWM:")) {
          String kilobytes = line.substring("VmHWM:".length()).replace("kB", "").trim();
          return Optional.of(Long.parseLong(kilobytes) * 1024);
        }
      }
    } catch (IOException | NumberFormatException e) {
      return Optional.empty();
    }
    return Optional.empty();
  }

  /** The last lines of the process output, to show the user why something failed. */
  public String tail(int lines) {
    try {
      List<String> all = new String(Files.readAllBytes(logFile), StandardCharsets.UTF_8).lines().toList();
      return String.join(System.lineSeparator(), all.subList(Math.max(0, all.size() - lines), all.size()));
    } catch (IOException e) {
      return "(no output: " + e.getMessage() + ")";
    }
  }
}

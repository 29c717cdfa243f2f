package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.process.CpuPartition;

/**
 * A run pins each process to its CPUs before it starts: while it runs, the variant's {@code Cpus_allowed_list} is
 * the variant's CPU and the load generator's (Gatling's) the others, and the harness itself gives its CPUs back.
 */
class PartitionIT {

  @TempDir
  Path output;

  @Test
  void theVariantAndTheLoadGeneratorRunOnTheirOwnCpus() throws Exception {
    CpuPartition partition = CpuPartition.split(Optional.empty());
    assumeTrue(partition.pinned(), "not partitioned here: " + partition.note());
    String harnessCpusBefore = allowedCpus(ProcessHandle.current().pid()).orElseThrow();

    Map<String, String> seen = new ConcurrentHashMap<>();
    AtomicInteger exitCode = new AtomicInteger(-1);
    Thread run = new Thread(() -> exitCode.set(Matrix.execute("run", "mysql-spring5", "--profile", "smoke", "--variant-cpus", "1",
        "--output", output.toString())));
    run.start();
    while (run.isAlive()) {
      watch(seen);
      run.join(100);
    }
    assertEquals(0, exitCode.get());
    assertEquals(CpuPartition.list(partition.variantCpus()), seen.get("variant"), "the variant's CPUs: " + seen);
    assertEquals(CpuPartition.list(partition.otherCpus()), seen.get("load generator"),
        "the load generator's CPUs: " + seen);
    assertFalse(seen.containsKey("harness") && seen.get("harness").equals(CpuPartition.list(partition.variantCpus())));
    assertEquals(harnessCpusBefore, allowedCpus(ProcessHandle.current().pid()).orElseThrow(),
        "the harness has every CPU back once the run is over");
  }

  /** The CPUs of the variant's and Gatling's processes, and the harness's own, as they run. */
  private static void watch(Map<String, String> seen) throws IOException {
    allowedCpus(ProcessHandle.current().pid()).ifPresent(cpus -> seen.merge("harness", cpus, (a, b) -> a));
    try (Stream<Path> processes = Files.list(Path.of("/proc"))) {
      for (Path process : processes.filter(p -> p.getFileName().toString().matches("\\d+")).toList()) {
        String command = commandLine(process);
        String role = command.contains("mysql-spring5.jar") ? "variant"
            : command.contains("io.gatling.app.Gatling") ? "load generator" : null;
        if (role != null) {
          allowedCpus(Long.parseLong(process.getFileName().toString())).ifPresent(cpus -> seen.put(role, cpus));
        }
      }
    }
  }

  private static String commandLine(Path process) {
    try {
      return new String(Files.readAllBytes(process.resolve("cmdline")), StandardCharsets.UTF_8).replace('\0', ' ');
    } catch (IOException gone) {
      return "";
    }
  }

  private static Optional<String> allowedCpus(long pid) {
    try {
      return Files.readAllLines(Path.of("/proc", Long.toString(pid), "status")).stream()
          .filter(line -> line.startsWith("Cpus_allowed_list:"))
          .map(line -> line.substring("Cpus_allowed_list:".length()).trim()).findFirst();
    } catch (IOException gone) {
      return Optional.empty();
    }
  }
}

package org.reactivebench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.database.MongoServerMain;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.results.SummaryStore;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;

/**
 * {@code ./matrix run --target-url URL --label NAME} against an app the harness did not start: mongo-spring5, its
 * Mongo and its downstream run in their own network namespace, a separate host on this machine reached over a veth
 * pair, as a container or another machine would be. The harness verifies and loads it across that link (not
 * loopback), and its summary says what it could not sample. Needs root and {@code ip netns}; skipped with a message
 * where they are not allowed.
 */
class RemoteTargetIT {

  /** The key both the app and the harness sign tokens with, as BENCH_JWT_SECRET: 64 bytes in base64. */
  private static final String SECRET = java.util.Base64.getEncoder().encodeToString(
      "remote-target-it:".repeat(4).substring(0, 64).getBytes(StandardCharsets.US_ASCII));
  private static final long ID = ProcessHandle.current().pid() % 250;
  private static final String NAMESPACE = "rbench-it-" + ID;
  private static final String HOST_LINK = "rbh" + ID;
  private static final String APP_LINK = "rbv" + ID;
  private static final String HOST_ADDRESS = "10.231." + ID + ".1";
  private static final String APP_ADDRESS = "10.231." + ID + ".2";

  @TempDir
  Path folder;

  private final List<Process> started = new ArrayList<>();
  private boolean namespaceMade;

  @AfterEach
  void removeTheHost() throws Exception {
    for (Process process : started) {
      process.destroy();
      if (!process.waitFor(20, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      }
    }
    if (namespaceMade) {
      ip("link", "del", HOST_LINK);
      ip("netns", "del", NAMESPACE);
    }
  }

  @Test
  void anAppInAnotherNetworkNamespaceIsVerifiedAndLoadedAcrossTheLink() throws Exception {
    makeTheHost();
    Variant variant = VariantCatalog.discover(Workspace.defaultRoot()).all().stream()
        .filter(v -> v.name().equals("mongo-spring5")).findFirst().orElseThrow();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    inNamespace("mongo", java, "-cp", System.getProperty("java.class.path"), MongoServerMain.class.getName(),
        "27017", folder.resolve("mongo.h2").toString());
    inNamespace("downstream", java, "-jar", Workspace.defaultRoot().resolve("downstream/target/downstream.jar")
        .toString(), "--port", "8090");
    inNamespace("app", java, "-Xmx512m", "-jar", variant.jar().toString(), "--server.port=8080",
        "--server.address=" + APP_ADDRESS, "--spring.data.mongodb.uri=mongodb://127.0.0.1:27017/remote",
        "--bench.downstream.url=http://127.0.0.1:8090");
    URI app = URI.create("http://" + APP_ADDRESS + ":8080");
    awaitTheApi(app);
    long bytesBefore = linkBytes();

    Path output = folder.resolve("results");
    ProcessBuilder run = new ProcessBuilder(java, "-Dmatrix.root=" + Workspace.defaultRoot(), "-cp",
        System.getProperty("java.class.path"), Matrix.class.getName(), "run", "--target-url", app.toString(),
        "--label", "mongo-spring5", "--profile", "smoke", "--contract-checks", "load", "--output", output.toString())
        .redirectErrorStream(true).redirectOutput(folder.resolve("run.log").toFile());
    run.environment().put("BENCH_JWT_SECRET", SECRET);
    Process harness = run.start();
    started.add(harness);
    assertTrue(harness.waitFor(10, TimeUnit.MINUTES), "the run ends within 10 minutes");
    String console = Files.readString(folder.resolve("run.log"), StandardCharsets.UTF_8);
    assertEquals(0, harness.exitValue(), console);
    assertTrue(console.contains("contract verified"), console);

    Summary summary = onlySummary(output);
    assertEquals(app.toString(), summary.target().url());
    assertTrue(summary.target().notSampled().contains("not sampled"), summary.target().notSampled());
    assertTrue(summary.statistics().global().count() > 0, "requests were answered");
    assertEquals(0, summary.statistics().global().ko(), console);
    assertEquals(0, summary.cost().variantCpuMs(), "the CPU of a process the harness did not start is not read");
    assertNull(summary.integrity(), "its database is not the harness's to count in");
    assertTrue(summary.threads().isEmpty());
    long crossed = linkBytes() - bytesBefore;
    assertTrue(crossed > 100L * summary.statistics().global().count(),
        "the load crossed the veth link: " + crossed + " bytes for " + summary.statistics().global().count()
            + " requests");
  }

  /** A network namespace joined to this one by a veth pair, each end with its address, or the test is skipped. */
  private void makeTheHost() throws Exception {
    assumeTrue(System.getProperty("os.name").startsWith("Linux"), "network namespaces are Linux's");
    assumeTrue(Files.isExecutable(Path.of("/usr/sbin/ip")) || Files.isExecutable(Path.of("/sbin/ip")),
        "no ip command (iproute2) here");
    String refused = ip("netns", "add", NAMESPACE);
    assumeTrue(refused.isEmpty(), "ip netns add is not allowed here (it needs root): " + refused);
    namespaceMade = true;
    for (List<String> step : List.of(
        List.of("link", "add", HOST_LINK, "type", "veth", "peer", "name", APP_LINK),
        List.of("link", "set", APP_LINK, "netns", NAMESPACE),
        List.of("addr", "add", HOST_ADDRESS + "/30", "dev", HOST_LINK),
        List.of("link", "set", HOST_LINK, "up"),
        List.of("netns", "exec", NAMESPACE, "ip", "addr", "add", APP_ADDRESS + "/30", "dev", APP_LINK),
        List.of("netns", "exec", NAMESPACE, "ip", "link", "set", APP_LINK, "up"),
        List.of("netns", "exec", NAMESPACE, "ip", "link", "set", "lo", "up"))) {
      String failed = ip(step.toArray(String[]::new));
      assertEquals("", failed, "ip " + String.join(" ", step));
    }
  }

  private void inNamespace(String name, String... command) throws IOException {
    List<String> line = new ArrayList<>(List.of("ip", "netns", "exec", NAMESPACE));
    line.addAll(List.of(command));
    ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true)
        .redirectOutput(folder.resolve(name + ".log").toFile());
    builder.environment().put("BENCH_JWT_SECRET", SECRET);
    started.add(builder.start());
  }

  /** Waits, at most 3 minutes, until the app answers as the API does before a login: 401 on /api/account. */
  private void awaitTheApi(URI app) throws Exception {
    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    HttpRequest probe = HttpRequest.newBuilder(app.resolve("/api/account")).timeout(Duration.ofSeconds(5)).build();
    long deadline = System.nanoTime() + Duration.ofMinutes(3).toNanos();
    while (System.nanoTime() < deadline) {
      try {
        if (http.send(probe, HttpResponse.BodyHandlers.discarding()).statusCode() == 401) {
          return;
        }
      } catch (IOException notYet) {
        // still starting
      }
      assertTrue(started.stream().allMatch(Process::isAlive), () -> "a process in the namespace ended: "
          + logs());
      Thread.sleep(500);
    }
    throw new AssertionError("the app in the namespace did not answer within 3 minutes: " + logs());
  }

  private String logs() {
    StringBuilder all = new StringBuilder();
    for (String name : List.of("mongo", "downstream", "app")) {
      try {
        String log = Files.readString(folder.resolve(name + ".log"));
        all.append("\n--- ").append(name).append(" ---\n").append(log, Math.max(0, log.length() - 3000), log.length());
      } catch (IOException e) {
        all.append("\n--- ").append(name).append(": no log");
      }
    }
    return all.toString();
  }

  /** The bytes sent and received by the host's end of the veth pair. */
  private static long linkBytes() throws IOException {
    Path statistics = Path.of("/sys/class/net", HOST_LINK, "statistics");
    return Long.parseLong(Files.readString(statistics.resolve("tx_bytes")).trim())
        + Long.parseLong(Files.readString(statistics.resolve("rx_bytes")).trim());
  }

  /** Runs ip with the arguments; returns its output if it failed, else "". */
  private static String ip(String... arguments) throws Exception {
    List<String> command = new ArrayList<>(List.of("ip"));
    command.addAll(List.of(arguments));
    Process ip = new ProcessBuilder(command).redirectErrorStream(true).start();
    String output = new String(ip.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    return ip.waitFor() == 0 ? "" : output.isBlank() ? "exit code " + ip.exitValue() : output.trim();
  }

  private static Summary onlySummary(Path output) throws IOException {
    Path summary = MatrixCommand.onlySummaryFile(output);
    assertTrue(summary.getParent().getFileName().toString().endsWith("-remote"), summary.toString());
    return SummaryStore.read(summary);
  }
}

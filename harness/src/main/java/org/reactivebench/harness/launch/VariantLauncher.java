package org.reactivebench.harness.launch;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.Variant;

/**
 * Starts a variant's jar with the fixed JVM flags on a free loopback port and waits until it is ready:
 * ready means {@code GET /api/account} answers 401, i.e. web layer, security and routing are all up, and, where
 * the launch settings name one, the readiness path answers 200 (a generated app's start-up runners are done).
 */
public final class VariantLauncher {

  private static final Duration READY_TIMEOUT = Duration.ofSeconds(180);
  static final int PORT_ATTEMPTS = 3;

  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
  private final String jwtSecret;

  /** @param jwtSecret the base64 HS512 key for this run, handed to the variant in its environment */
  public VariantLauncher(String jwtSecret) {
    this.jwtSecret = jwtSecret;
  }

  /**
   * @param database the Spring properties that point the variant at its fresh schema
   * @param downstreamUrl the downstream service's base URL, or null when none runs
   */
  public RunningVariant start(Setup setup, Map<String, String> database, String downstreamUrl, Path logFile)
      throws IOException, InterruptedException {
    return start(setup, database, downstreamUrl, logFile, FreePorts::find);
  }

  /**
   * Starts the variant on a port from {@code ports}; if another process takes that port before the variant binds
   * it, tries again on a new port (up to {@value #PORT_ATTEMPTS} times).
   */
  RunningVariant start(Setup setup, Map<String, String> database, String downstreamUrl, Path logFile,
      IntSupplier ports) throws IOException, InterruptedException {
    Variant variant = setup.variant();
    JdkFinder.Jdk jdk = jdkOf(setup);
    if (!Files.isRegularFile(variant.jar())) {
      throw new VariantFailedException(variant.name() + ": " + variant.jar() + " is missing; build it with "
          + (variant.generated() ? "jhipster/build.sh " + variant.name() : "./mvnw -pl " + variant.name() + " package"),
          "");
    }
    Files.createDirectories(logFile.getParent());
    for (int attempt = 1; ; attempt++) {
      int port = ports.getAsInt();
      try {
        return startOn(port, setup, jdk, database, downstreamUrl, logFile);
      } catch (VariantFailedException e) {
        boolean portTaken = e.logTail().contains("already in use") || e.logTail().contains("BindException");
        if (!portTaken || attempt == PORT_ATTEMPTS) {
          throw e;
        }
        Files.writeString(logFile, "--- port " + port + " was taken; starting again on another port ---\n",
            java.nio.file.StandardOpenOption.APPEND);
      }
    }
  }

  /**
   * The JDK a label runs on: the one it asks for, else the first of its manifest's found here, else the harness's own.
   *
   * @throws MissingJdkException if none of the JDKs it needs is installed
   */
  static JdkFinder.Jdk jdkOf(Setup setup) {
    List<Integer> wanted = setup.jdk() != null ? List.of(setup.jdk()) : setup.variant().jdks();
    if (wanted.isEmpty()) {
      return JdkFinder.read(Path.of(System.getProperty("java.home"))).orElseThrow(() ->
          new IllegalStateException("the harness's own JVM has no release file: " + System.getProperty("java.home")));
    }
    return JdkFinder.findAny(wanted).orElseThrow(() -> new MissingJdkException(setup.label() + " needs a JDK "
        + String.join(" or ", wanted.stream().map(String::valueOf).toList()) + " and none is installed (looked in "
        + JdkFinder.searched() + "): install Temurin " + wanted.get(wanted.size() - 1) + " to run it"));
  }

  private RunningVariant startOn(int port, Setup setup, JdkFinder.Jdk jdk, Map<String, String> database,
      String downstreamUrl, Path logFile) throws IOException, InterruptedException {
    LaunchSettings settings = LaunchSettings.of(setup, port, database, jwtSecret, downstreamUrl);
    List<String> command = new ArrayList<>();
    command.add(jdk.java().toString());
    command.addAll(JvmFlags.VARIANT);
    Path gcLog = JvmFlags.gcLogBeside(logFile);
    command.add(JvmFlags.gcLog(gcLog));
    command.addAll(JvmFlags.activeProcessors(ChildProcesses.get().partition().variantCpus().size(),
        ChildProcesses.get().partition().pinned()));
    command.add("-jar");
    command.add(setup.variant().jar().toString());
    command.addAll(settings.arguments());
    long started = System.nanoTime();
    ChildProcess process = ChildProcesses.get().startVariant(setup.label(), command, setup.variant().folder(), logFile,
        settings.environment());
    URI baseUrl = URI.create("http://127.0.0.1:" + port);
    try {
      awaitReady(process, baseUrl, settings.readinessPath());
    } catch (InterruptedException | RuntimeException e) {
      ChildProcesses.get().stop(process);
      throw e;
    }
    return new RunningVariant(setup, baseUrl, process, Duration.ofNanos(System.nanoTime() - started), jdk.describe(),
        gcLog);
  }

  private void awaitReady(ChildProcess process, URI baseUrl, String readinessPath) throws InterruptedException {
    HttpRequest probe = HttpRequest.newBuilder(baseUrl.resolve("/api/account")).timeout(Duration.ofSeconds(5)).GET().build();
    HttpRequest readiness = readinessPath == null ? null
        : HttpRequest.newBuilder(baseUrl.resolve(readinessPath)).timeout(Duration.ofSeconds(5)).GET().build();
    long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
    int lastStatus = -1;
    int lastReadiness = -1;
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new VariantFailedException(process.name() + " exited with code " + process.process().exitValue()
            + " while starting", process.tail(40));
      }
      try {
        lastStatus = http.send(probe, HttpResponse.BodyHandlers.discarding()).statusCode();
        if (lastStatus == 401 && readiness != null) {
          lastReadiness = http.send(readiness, HttpResponse.BodyHandlers.discarding()).statusCode();
        }
        if (lastStatus == 401 && (readiness == null || lastReadiness == 200)) {
          return;
        }
      } catch (IOException notListeningYet) {
        // keep polling until the deadline
      }
      Thread.sleep(250);
    }
    throw new VariantFailedException(process.name() + " was not ready within " + READY_TIMEOUT.toSeconds()
        + " s (GET /api/account last answered " + (lastStatus < 0 ? "nothing" : lastStatus) + ", expected 401"
        + (readiness == null ? "" : "; GET " + readinessPath + " last answered "
            + (lastReadiness < 0 ? "nothing" : lastReadiness) + ", expected 200") + ")",
        process.tail(40));
  }
}

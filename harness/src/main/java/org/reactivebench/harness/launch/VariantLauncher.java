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
import java.util.function.IntSupplier;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.variant.Variant;

/**
 * Starts a variant's jar with the fixed JVM flags on a free loopback port and waits until it is ready:
 * ready means {@code GET /api/account} answers 401, i.e. web layer, security and routing are all up.
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

  public RunningVariant start(Variant variant, String scheduler, List<String> databaseArguments, Path logFile)
      throws IOException, InterruptedException {
    return start(variant, scheduler, databaseArguments, logFile, FreePorts::find);
  }

  /**
   * Starts the variant on a port from {@code ports}; if another process takes that port before the variant binds
   * it, tries again on a new port (up to {@value #PORT_ATTEMPTS} times).
   */
  RunningVariant start(Variant variant, String scheduler, List<String> databaseArguments, Path logFile,
      IntSupplier ports) throws IOException, InterruptedException {
    if (!Files.isRegularFile(variant.jar())) {
      throw new VariantFailedException(variant.name() + ": " + variant.jar() + " is missing; build it with ./mvnw -pl "
          + variant.name() + " package", "");
    }
    Files.createDirectories(logFile.getParent());
    for (int attempt = 1; ; attempt++) {
      int port = ports.getAsInt();
      try {
        return startOn(port, variant, scheduler, databaseArguments, logFile);
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

  private RunningVariant startOn(int port, Variant variant, String scheduler, List<String> databaseArguments,
      Path logFile) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(JvmFlags.javaBinary());
    command.addAll(JvmFlags.VARIANT);
    command.add("-jar");
    command.add(variant.jar().toString());
    command.add("--server.port=" + port);
    command.add("--server.address=127.0.0.1");
    command.addAll(databaseArguments);
    if (scheduler != null) {
      command.add("--bench.scheduler=" + scheduler);
    }
    long started = System.nanoTime();
    ChildProcess process = ChildProcesses.get().start(RunningVariant.label(variant, scheduler), command,
        variant.folder(), logFile, java.util.Map.of("BENCH_JWT_SECRET", jwtSecret));
    URI baseUrl = URI.create("http://127.0.0.1:" + port);
    try {
      awaitReady(process, baseUrl);
    } catch (InterruptedException | RuntimeException e) {
      ChildProcesses.get().stop(process);
      throw e;
    }
    return new RunningVariant(variant, scheduler, baseUrl, process, Duration.ofNanos(System.nanoTime() - started));
  }

  private void awaitReady(ChildProcess process, URI baseUrl) throws InterruptedException {
    HttpRequest probe = HttpRequest.newBuilder(baseUrl.resolve("/api/account")).timeout(Duration.ofSeconds(5)).GET().build();
    long deadline = System.nanoTime() + READY_TIMEOUT.toNanos();
    int lastStatus = -1;
    while (System.nanoTime() < deadline) {
      if (!process.isAlive()) {
        throw new VariantFailedException(process.name() + " exited with code " + process.process().exitValue()
            + " while starting", process.tail(40));
      }
      try {
        lastStatus = http.send(probe, HttpResponse.BodyHandlers.discarding()).statusCode();
        if (lastStatus == 401) {
          return;
        }
      } catch (IOException notListeningYet) {
        // keep polling until the deadline
      }
      Thread.sleep(250);
    }
    throw new VariantFailedException(process.name() + " was not ready within " + READY_TIMEOUT.toSeconds()
        + " s (GET /api/account last answered " + (lastStatus < 0 ? "nothing" : lastStatus) + ", expected 401)",
        process.tail(40));
  }
}

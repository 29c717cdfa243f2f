package org.reactivebench.harness.process;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.BiFunction;

/**
 * A server process the harness runs (a database, the downstream service): started and probed until it accepts
 * connections, restarted on the same port and data (to test that variants recover), stopped.
 */
public final class ServerProcess {

  /** Throws while the server does not accept connections yet. */
  public interface Probe {
    void check() throws Exception;

    /** A probe that passes once {@code GET url} answers 200 (connect within 1 s, answer within 2 s). */
    static Probe httpOk(java.net.URI url) {
      java.net.http.HttpClient http = java.net.http.HttpClient.newBuilder()
          .connectTimeout(java.time.Duration.ofSeconds(1)).build();
      java.net.http.HttpRequest request = java.net.http.HttpRequest.newBuilder(url)
          .timeout(java.time.Duration.ofSeconds(2)).GET().build();
      return () -> {
        int status = http.send(request, java.net.http.HttpResponse.BodyHandlers.discarding()).statusCode();
        if (status != 200) {
          throw new java.io.IOException(url.getPath() + " answered " + status);
        }
      };
    }
  }

  private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

  private final String name;
  private final List<String> command;
  private final Path workDir;
  private final Path log;
  private final Probe probe;
  private final BiFunction<String, String, ProcessFailure> failure;
  private volatile ChildProcess process;

  private ServerProcess(String name, List<String> command, Path workDir, Path log, Probe probe,
      BiFunction<String, String, ProcessFailure> failure) {
    this.name = name;
    this.command = command;
    this.workDir = workDir;
    this.log = log;
    this.probe = probe;
    this.failure = failure;
  }

  /**
   * Starts the server and returns once the probe passes.
   *
   * @param failure the exception to throw, from a message and the end of the server's log, if it does not start
   */
  public static ServerProcess start(String name, List<String> command, Path workDir, Path log, Probe probe,
      BiFunction<String, String, ProcessFailure> failure) throws IOException, InterruptedException {
    ServerProcess server = new ServerProcess(name, command, workDir, log, probe, failure);
    server.launch();
    return server;
  }

  private void launch() throws IOException, InterruptedException {
    process = ChildProcesses.get().start(name, command, workDir, log);
    Instant deadline = Instant.now().plus(START_TIMEOUT);
    while (true) {
      if (!process.isAlive()) {
        ChildProcesses.get().stop(process);
        throw failure.apply(name + " exited with code " + process.process().exitValue(), process.tail(30));
      }
      try {
        probe.check();
        return;
      } catch (InterruptedException e) {
        throw e;
      } catch (Exception notYet) {
        if (Instant.now().isAfter(deadline)) {
          ChildProcesses.get().stop(process);
          throw failure.apply(name + " did not accept connections within " + START_TIMEOUT.toSeconds() + " s",
              process.tail(30));
        }
        Thread.sleep(200);
      }
    }
  }

  /** Stops the server (SIGTERM, a clean shutdown) and starts it again on the same port and data; returns when ready. */
  public void restart() throws IOException, InterruptedException {
    restart(Duration.ZERO);
  }

  /** Stops the server, leaves it down for {@code downtime}, then starts it again; returns when it is ready. */
  public void restart(Duration downtime) throws IOException, InterruptedException {
    ChildProcesses.get().stop(process);
    Thread.sleep(downtime.toMillis());
    launch();
  }

  public ChildProcess process() {
    return process;
  }

  public void stop() {
    ChildProcesses.get().stop(process);
  }
}

package org.reactivebench.harness.database;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.process.ChildProcesses;

/**
 * A database server process the harness runs: started and probed until it accepts connections, restarted on the
 * same port and data (to test that variants recover), stopped.
 */
public final class ServerProcess {

  /** Throws while the server does not accept connections yet. */
  interface Probe {
    void check() throws Exception;
  }

  private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

  private final String name;
  private final List<String> command;
  private final Path workDir;
  private final Path log;
  private final Probe probe;
  private volatile ChildProcess process;

  private ServerProcess(String name, List<String> command, Path workDir, Path log, Probe probe) {
    this.name = name;
    this.command = command;
    this.workDir = workDir;
    this.log = log;
    this.probe = probe;
  }

  static ServerProcess start(String name, List<String> command, Path workDir, Path log, Probe probe)
      throws IOException, InterruptedException {
    ServerProcess server = new ServerProcess(name, command, workDir, log, probe);
    server.launch();
    return server;
  }

  private void launch() throws IOException, InterruptedException {
    process = ChildProcesses.get().start(name, command, workDir, log);
    Instant deadline = Instant.now().plus(START_TIMEOUT);
    while (true) {
      if (!process.isAlive()) {
        ChildProcesses.get().stop(process);
        throw new DatabaseStartException(name + " exited with code " + process.process().exitValue(), process.tail(30));
      }
      try {
        probe.check();
        return;
      } catch (InterruptedException e) {
        throw e;
      } catch (Exception notYet) {
        if (Instant.now().isAfter(deadline)) {
          ChildProcesses.get().stop(process);
          throw new DatabaseStartException(name + " did not accept connections within " + START_TIMEOUT.toSeconds()
              + " s", process.tail(30));
        }
        Thread.sleep(200);
      }
    }
  }

  /** Stops the server (SIGTERM, a clean shutdown) and starts it again on the same port and data; returns when ready. */
  public void restart() throws IOException, InterruptedException {
    ChildProcesses.get().stop(process);
    launch();
  }

  public ChildProcess process() {
    return process;
  }

  void stop() {
    ChildProcesses.get().stop(process);
  }
}

package org.reactivebench.harness.process;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Every process the harness starts is started here, and stopped here: in reverse order of start, on
 * success, on failure and on Ctrl-C (a JVM shutdown hook). Only these processes are ever signalled.
 */
public final class ChildProcesses {

  private static final ChildProcesses INSTANCE = new ChildProcesses();

  private final List<ChildProcess> running = new ArrayList<>();
  private boolean shuttingDown;

  private ChildProcesses() {
    Runtime.getRuntime().addShutdownHook(new Thread(this::shutDown, "stop-child-processes"));
  }

  /** On Ctrl-C or JVM exit: stop everything, and start nothing more (the main thread may still be running). */
  private void shutDown() {
    synchronized (this) {
      shuttingDown = true;
    }
    stopAll();
  }

  public static ChildProcesses get() {
    return INSTANCE;
  }

  /** Starts {@code command}, its stdout and stderr going to {@code logFile}. */
  public ChildProcess start(String name, List<String> command, Path workDir, Path logFile) throws IOException {
    return start(name, command, workDir, logFile, Map.of());
  }

  /** As {@link #start(String, List, Path, Path)}, with extra environment variables (kept out of the command line). */
  public synchronized ChildProcess start(String name, List<String> command, Path workDir, Path logFile,
      Map<String, String> environment) throws IOException {
    if (shuttingDown) {
      throw new IOException("not starting " + name + ": the harness is shutting down");
    }
    ProcessBuilder builder = new ProcessBuilder(command)
        .directory(workDir.toFile())
        .redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.appendTo(logFile.toFile()));
    builder.environment().putAll(environment);
    ChildProcess child = new ChildProcess(name, builder.start(), logFile);
    running.add(child);
    return child;
  }

  /** Stops one child: SIGTERM, then SIGKILL if it has not exited within the grace period. */
  public void stop(ChildProcess child) {
    synchronized (this) {
      running.remove(child);
    }
    Process process = child.process();
    if (!process.isAlive()) {
      return;
    }
    process.destroy();
    try {
      if (!process.waitFor(20, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  public void stopAll() {
    List<ChildProcess> toStop;
    synchronized (this) {
      toStop = new ArrayList<>(running);
    }
    for (int i = toStop.size() - 1; i >= 0; i--) {
      stop(toStop.get(i));
    }
  }
}

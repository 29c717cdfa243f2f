package org.reactivebench.harness.process;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Every process the harness starts is started here, and stopped here: in reverse order of start, on success, on
 * failure and on Ctrl-C (a JVM shutdown hook). Only these processes are ever signalled. What they leave behind that
 * must not outlive them (a database's data files) is registered here too, and deleted once they are stopped.
 *
 * <p>A shutdown while a command is still working is an interrupt (Ctrl-C, or a kill): the hook reports it once,
 * through the command's console, and every other message of the command is silenced from then on.
 */
public final class ChildProcesses {

  private static final ChildProcesses INSTANCE = new ChildProcesses();

  private final List<ChildProcess> running = new ArrayList<>();
  private final List<Runnable> cleanUps = new ArrayList<>();
  private boolean shuttingDown;
  private volatile boolean interrupted;
  private Consumer<String> interruptReport;
  private String interruptNote;
  private volatile CpuPartition partition = CpuPartition.shared("not partitioned");

  private ChildProcesses() {
    Runtime.getRuntime().addShutdownHook(new Thread(this::shutDown, "stop-child-processes"));
  }

  public static ChildProcesses get() {
    return INSTANCE;
  }

  /**
   * A command starts its work: a JVM shutdown from now until {@link #commandFinished()} is an interrupt.
   *
   * @param report where the interrupt is reported (bypassing the silenced console)
   * @param note what the user should know about what the interrupted command leaves behind
   */
  public synchronized void commandStarted(Consumer<String> report, String note) {
    this.interruptReport = report;
    this.interruptNote = note;
  }

  public synchronized void commandFinished() {
    this.interruptReport = null;
    this.interruptNote = null;
  }

  /** True once the JVM is shutting down in the middle of a command: nothing more should be started or reported. */
  public boolean interrupted() {
    return interrupted;
  }

  private void shutDown() {
    Consumer<String> report;
    String note;
    List<ChildProcess> toStop;
    synchronized (this) {
      shuttingDown = true;
      report = interruptReport;
      note = interruptNote;
      interrupted = report != null;
      toStop = new ArrayList<>(running);
    }
    if (report != null) {
      report.accept("interrupted: stopping " + (toStop.isEmpty() ? "(no process running)"
          : String.join(", ", toStop.stream().map(ChildProcess::name).toList())));
    }
    stopAll();
    runCleanUps();
    if (report != null) {
      report.accept("interrupted: every process the harness started is stopped" + (note == null ? "" : "; " + note));
    }
  }

  /**
   * The CPUs the processes started from now on run on: the variants on theirs, every other process on the rest.
   * A command sets it before it starts anything, and sets it back when it ends.
   */
  public void place(CpuPartition partition) {
    this.partition = partition;
  }

  public CpuPartition partition() {
    return partition;
  }

  /** Starts {@code command} on the CPUs of everything but the variants, its stdout and stderr going to {@code logFile}. */
  public ChildProcess start(String name, List<String> command, Path workDir, Path logFile) throws IOException {
    return start(name, partition.onOtherCpus(command), workDir, logFile, Map.of());
  }

  /**
   * Starts a variant on the variants' CPUs, with extra environment variables (kept out of the command line).
   */
  public ChildProcess startVariant(String name, List<String> command, Path workDir, Path logFile,
      Map<String, String> environment) throws IOException {
    return start(name, partition.onVariantCpus(command), workDir, logFile, environment);
  }

  private synchronized ChildProcess start(String name, List<String> command, Path workDir, Path logFile,
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

  /**
   * Registers what to delete once the processes are stopped, should the harness be interrupted before it does so
   * itself.
   *
   * @return runs the clean-up now (once only) and forgets it: call it on the normal path
   */
  public Runnable cleanUpAfterStop(Runnable cleanUp) {
    Runnable once = new Runnable() {
      private boolean done;

      /** Runs the clean-up once; a second caller (the interrupt's hook) waits until the first has finished. */
      @Override
      public synchronized void run() {
        if (!done) {
          cleanUp.run();
          done = true;
        }
        synchronized (ChildProcesses.this) {
          cleanUps.remove(this);
        }
      }
    };
    synchronized (this) {
      cleanUps.add(once);
    }
    return once;
  }

  private void runCleanUps() {
    List<Runnable> pending;
    synchronized (this) {
      pending = new ArrayList<>(cleanUps);
    }
    pending.forEach(Runnable::run);
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

package org.reactivebench.harness;

import java.io.PrintStream;
import java.util.Locale;
import org.reactivebench.harness.process.ChildProcesses;

/**
 * Progress lines, prefixed with the time since the command started, so long work shows it is alive. Once the
 * harness is interrupted (Ctrl-C), the command's own lines are silenced: the interrupt is reported once, by
 * {@link #interrupt(String)}, and not again as the failures it causes.
 */
public final class Console {

  private final PrintStream out;
  private final long started = System.nanoTime();

  public Console(PrintStream out) {
    this.out = out;
  }

  public void say(String message) {
    if (ChildProcesses.get().interrupted()) {
      return;
    }
    print(message);
  }

  /** A line about the interrupt itself: printed even though the command is silenced. */
  public void interrupt(String message) {
    print(message);
  }

  private synchronized void print(String message) {
    long seconds = (System.nanoTime() - started) / 1_000_000_000L;
    out.printf(Locale.ROOT, "[%02d:%02d] %s%n", seconds / 60, seconds % 60, message);
    out.flush();
  }

  public void step(String subject, String message) {
    say(subject + ": " + message);
  }

  /** A failure with the end of the log that explains it, indented. */
  public void failure(String subject, String message, String logTail) {
    if (ChildProcesses.get().interrupted()) {
      return;
    }
    synchronized (this) {
      say(subject + ": FAILED: " + message);
      if (logTail != null && !logTail.isBlank()) {
        out.println("    --- last lines of its log ---");
        logTail.lines().forEach(line -> out.println("    " + line));
      }
      out.flush();
    }
  }

  /**
   * Marks the command's work as started: from now until {@link #finished()}, a JVM shutdown is an interrupt, reported
   * here with {@code note} (what the interrupted command leaves behind).
   */
  public void working(String note) {
    ChildProcesses.get().commandStarted(this::interrupt, note);
  }

  public void finished() {
    ChildProcesses.get().commandFinished();
  }
}

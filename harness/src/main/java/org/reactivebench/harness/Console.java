package org.reactivebench.harness;

import java.io.PrintStream;
import java.util.Locale;

/** Progress lines, prefixed with the time since the command started, so long work shows it is alive. */
public final class Console {

  private final PrintStream out;
  private final long started = System.nanoTime();

  public Console(PrintStream out) {
    this.out = out;
  }

  public void say(String message) {
    long seconds = (System.nanoTime() - started) / 1_000_000_000L;
    out.printf(Locale.ROOT, "[%02d:%02d] %s%n", seconds / 60, seconds % 60, message);
    out.flush();
  }

  public void step(String subject, String message) {
    say(subject + ": " + message);
  }

  /** A failure with the end of the log that explains it, indented. */
  public void failure(String subject, String message, String logTail) {
    say(subject + ": FAILED: " + message);
    if (logTail != null && !logTail.isBlank()) {
      out.println("    --- last lines of its log ---");
      logTail.lines().forEach(line -> out.println("    " + line));
    }
    out.flush();
  }
}

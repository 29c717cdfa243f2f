package org.reactivebench.harness.load;

import java.io.IOException;
import java.nio.file.Path;
import java.util.OptionalLong;
import org.reactivebench.harness.results.RequestRecord;
import org.reactivebench.harness.results.SimulationLog;

/**
 * When the first request of a load started, read from the {@code simulation.log} Gatling is writing: the origin the
 * injected faults count their seconds from, the same as the summary's {@code atSecond} of an outage. Gatling's JVM
 * sends that request 3 to 8 s after its launch, and writes its log every few seconds, so the time is known only once
 * the log shows it.
 */
final class FirstRequest implements FaultInjector.Origin {

  private final LogTail tail;

  /** Must be created before Gatling starts: a log already in the folder is an earlier load's. */
  FirstRequest(Path resultsFolder) throws IOException {
    this.tail = new LogTail(resultsFolder);
  }

  /** The start of the first request in epoch ms, or empty while the log shows none. */
  @Override
  public OptionalLong poll() throws IOException {
    return tail.read().map(SimulationLog::requests).orElseGet(java.util.List::of).stream()
        .mapToLong(RequestRecord::start).min();
  }
}

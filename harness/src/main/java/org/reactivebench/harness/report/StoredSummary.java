package org.reactivebench.harness.report;

import java.nio.file.Path;
import org.reactivebench.harness.results.Summary;

/**
 * A summary and the {@code summary.json} it was read from.
 *
 * @param reference whether it is a committed reference run (else a local run, not published)
 */
public record StoredSummary(Path file, Summary summary, boolean reference) {

  public StoredSummary(Path file, Summary summary) {
    this(file, summary, true);
  }
}

package org.reactivebench.harness.report;

import java.nio.file.Path;
import org.reactivebench.harness.results.Summary;

/** A summary and the {@code summary.json} it was read from. */
public record StoredSummary(Path file, Summary summary) {}

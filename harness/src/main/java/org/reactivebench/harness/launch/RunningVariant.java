package org.reactivebench.harness.launch;

import java.net.URI;
import java.time.Duration;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.variant.Variant;

/** A variant that answered its readiness probe; closing it stops its process. */
public record RunningVariant(Variant variant, String scheduler, URI baseUrl, ChildProcess process, Duration startup)
    implements AutoCloseable {

  /** {@code mysql-spring5-reactive-rest[parallel]}, or just the name for variants without a scheduler. */
  public String label() {
    return label(variant, scheduler);
  }

  public static String label(Variant variant, String scheduler) {
    return scheduler == null ? variant.name() : variant.name() + "[" + scheduler + "]";
  }

  @Override
  public void close() {
    ChildProcesses.get().stop(process);
  }
}

package org.reactivebench.harness.launch;

import java.net.URI;
import java.time.Duration;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.Variant;

/**
 * A variant that answered its readiness probe; closing it stops its process.
 *
 * @param jvm the JDK it runs on, in words
 * @param gcLog the GC log its JVM writes ({@link JvmFlags#gcLog}), or null for an app the harness did not start
 */
public record RunningVariant(Setup setup, URI baseUrl, ChildProcess process, Duration startup, String jvm,
    java.nio.file.Path gcLog) implements AutoCloseable {

  public String label() {
    return setup.label();
  }

  public Variant variant() {
    return setup.variant();
  }

  @Override
  public void close() {
    ChildProcesses.get().stop(process);
  }
}

package org.reactivebench.harness.downstream;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.reactivebench.harness.launch.FreePorts;
import org.reactivebench.harness.launch.JvmFlags;
import org.reactivebench.harness.process.ServerProcess;

/**
 * The slow dependency of the I/O axis: the {@code downstream} module's non-blocking server, which answers
 * {@code POST /messages} after the delay each message asks for. The harness runs it as its own JVM on a free
 * loopback port, like a database, and every variant's {@code /api/passthrough} calls it.
 */
public final class DownstreamService implements AutoCloseable {

  /** Its JVM: small and fixed, the same in every run. */
  public static final List<String> JVM_FLAGS = List.of("-Xms512m", "-Xmx512m", "-XX:+UseG1GC");

  private final URI url;
  private final ServerProcess server;

  private DownstreamService(URI url, ServerProcess server) {
    this.url = url;
    this.server = server;
  }

  /** Starts it from {@code downstream/target/downstream.jar} and returns once it answers its health probe. */
  public static DownstreamService start(Path projectRoot, Path runFolder) throws IOException, InterruptedException {
    Path jar = projectRoot.resolve("downstream/target/downstream.jar");
    if (!Files.isRegularFile(jar)) {
      throw new DownstreamStartException(jar + " is missing; build it with ./mvnw -pl downstream package", "");
    }
    Files.createDirectories(runFolder);
    int port = FreePorts.find();
    URI url = URI.create("http://127.0.0.1:" + port);
    List<String> command = new ArrayList<>();
    command.add(JvmFlags.javaBinary());
    command.addAll(JVM_FLAGS);
    command.addAll(List.of("-jar", jar.toString(), "--port", Integer.toString(port)));
    ServerProcess server = ServerProcess.start("downstream", command, runFolder, runFolder.resolve("downstream.log"),
        ServerProcess.Probe.httpOk(url.resolve("/health")), DownstreamStartException::new);
    return new DownstreamService(url, server);
  }

  /** The base URL the variants post their messages to ({@code <url>/messages}). */
  public URI url() {
    return url;
  }

  /** Its process: to read its CPU time, or to stop and restart it (fault injection). */
  public ServerProcess server() {
    return server;
  }

  @Override
  public void close() {
    server.stop();
  }
}

package org.reactivebench.harness.dblink;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.launch.FreePorts;
import org.reactivebench.harness.launch.JvmFlags;
import org.reactivebench.harness.process.ServerProcess;

/**
 * The {@code db-proxy} module's latency-injecting TCP proxy in front of one database server: its own JVM on loopback
 * (on the CPUs that are not the variant's, like the database), forwarding bytes both ways after half the added
 * round-trip time each, whatever the protocol. Its control API sets the latency, opens a black hole and reads the
 * counts.
 */
public final class DbLatencyProxy implements AutoCloseable {

  /** Its JVM: small and fixed, the same in every run. */
  public static final List<String> JVM_FLAGS = List.of("-Xms256m", "-Xmx256m", "-XX:+UseG1GC");

  private static final ObjectMapper JSON = new ObjectMapper();

  private final int port;
  private final URI control;
  private final ServerProcess server;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

  private DbLatencyProxy(int port, URI control, ServerProcess server) {
    this.port = port;
    this.control = control;
    this.server = server;
  }

  /**
   * Starts it from {@code db-proxy/target/db-proxy.jar} in front of {@code target}, and returns once its control API
   * answers.
   *
   * @param name the process name, e.g. {@code db-proxy-mysql}
   */
  public static DbLatencyProxy start(Path projectRoot, Path runFolder, String name, DatabaseAddress target,
      double latencyMs) throws IOException, InterruptedException {
    Path jar = projectRoot.resolve("db-proxy/target/db-proxy.jar");
    if (!Files.isRegularFile(jar)) {
      throw new DbProxyStartException(jar + " is missing; build it with ./mvnw -pl db-proxy package", "");
    }
    Files.createDirectories(runFolder);
    int port = FreePorts.find();
    int controlPort = FreePorts.find();
    URI control = URI.create("http://127.0.0.1:" + controlPort);
    List<String> command = new ArrayList<>();
    command.add(JvmFlags.javaBinary());
    command.addAll(JVM_FLAGS);
    command.addAll(List.of("-jar", jar.toString(), "--target", target.host() + ":" + target.port(),
        "--latency-ms", Numbers.plain(latencyMs), "--port", Integer.toString(port),
        "--control-port", Integer.toString(controlPort)));
    ServerProcess server = ServerProcess.start(name, command, runFolder, runFolder.resolve(name + ".log"),
        ServerProcess.Probe.httpOk(control.resolve("/health")), DbProxyStartException::new);
    return new DbLatencyProxy(port, control, server);
  }

  /** The loopback port the variants connect to instead of the database's. */
  public int port() {
    return port;
  }

  /** The counts since the last {@link #resetStats()}. */
  public LinkStats stats() throws IOException, InterruptedException {
    return JSON.readValue(call("GET", "/stats"), LinkStats.class);
  }

  public void resetStats() throws IOException, InterruptedException {
    call("POST", "/reset-stats");
  }

  /** Sets the added round-trip time from now on (a latency spike sets it, then sets it back). */
  public void latency(double milliseconds) throws IOException, InterruptedException {
    call("POST", "/latency?ms=" + Numbers.plain(milliseconds));
  }

  /** Nothing crosses the link for this long: connections stall, none is refused or closed. */
  public void blackHole(Duration duration) throws IOException, InterruptedException {
    call("POST", "/black-hole?seconds=" + Numbers.plain(duration.toMillis() / 1000.0));
  }

  /** Its process: to read its CPU time. */
  public ServerProcess server() {
    return server;
  }

  private String call(String method, String path) throws IOException, InterruptedException {
    HttpRequest request = HttpRequest.newBuilder(control.resolve(path)).timeout(Duration.ofSeconds(5))
        .method(method, HttpRequest.BodyPublishers.noBody()).build();
    HttpResponse<String> response = http.send(request, HttpResponse.BodyHandlers.ofString());
    if (response.statusCode() != 200) {
      throw new IOException("db-proxy " + method + " " + path + " answered " + response.statusCode() + ": "
          + response.body());
    }
    return response.body();
  }

  @Override
  public void close() {
    server.stop();
  }
}

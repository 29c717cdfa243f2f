package org.reactivebench.harness.session;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.launch.VariantLauncher;
import org.reactivebench.harness.variant.Setup;

/**
 * Starts the labels of one command, each on a fresh schema of its database and pointed at the downstream service,
 * and waits until it is ready: what serve, verify and run have in common.
 */
public final class VariantSessions {

  private final Workspace workspace;
  private final Servers servers;
  private final Console console;
  private final VariantLauncher launcher;
  private int schemas;

  public VariantSessions(Workspace workspace, Servers servers, Console console) {
    this.workspace = workspace;
    this.servers = servers;
    this.console = console;
    this.launcher = new VariantLauncher(workspace.jwtSecret());
  }

  /** Starts the label on a fresh schema and waits until it is ready; the caller closes the session. */
  public VariantSession open(Setup setup) throws Exception {
    String schema = "matrix_" + workspace.runId().replaceAll("[^0-9]", "") + "_" + (++schemas);
    String label = setup.label();
    Database database = servers.database(setup.variant().database(), setup.dbLatencyMs());
    Map<String, String> properties = database.freshSchema(schema);
    String downstream = servers.downstream().url().toString();
    console.step(label, "starting on a fresh schema");
    RunningVariant running = launcher.start(setup, properties, downstream,
        workspace.runFolder().resolve(setup.fileName() + ".log"));
    console.step(label, String.format(Locale.ROOT, "ready at %s after %.1f s on %s", running.baseUrl(),
        running.startup().toMillis() / 1000.0, running.jvm()));
    return new VariantSession(running, database, schema, servers, workspace.jwtSecret(), console);
  }

  /**
   * Checks that the app at {@code url} answers as the API does before a login (401 on {@code /api/account}).
   *
   * @throws IllegalArgumentException if nothing answers there, or not as the API does
   */
  public static void probe(URI url) throws InterruptedException {
    HttpRequest probe = HttpRequest.newBuilder(url.resolve("/api/account")).timeout(Duration.ofSeconds(10)).GET()
        .build();
    int status;
    HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    try {
      status = http.send(probe, HttpResponse.BodyHandlers.discarding()).statusCode();
    } catch (IOException e) {
      throw new IllegalArgumentException("--target-url: nothing answered at " + url + " (" + e + ")");
    }
    if (status != 401) {
      throw new IllegalArgumentException("--target-url: " + url.resolve("/api/account") + " answered " + status
          + " before a login, where the API answers 401: is it one of the matrix's apps?");
    }
  }

  /** What the summary says the harness could not read of an app it did not start. */
  public static final String NOT_SAMPLED = "the harness did not start it: its CPU, memory and threads were not sampled "
      + "(0 in the tables), and the operations it left in its database were not counted";

  /**
   * An app that the harness did not start ({@code --target-url}: a container, another machine, another network
   * namespace), as the label it says it is, once it answers as the API does before a login (401 on
   * {@code /api/account}).
   *
   * @throws IllegalArgumentException if nothing answers there, or not as the API does
   */
  public VariantSession remote(Setup setup, URI url) throws InterruptedException {
    String label = setup.label();
    console.step(label, "an app the harness did not start, at " + url + ": " + NOT_SAMPLED);
    probe(url);
    RunningVariant running = new RunningVariant(setup, url, null, Duration.ZERO, "not known (not started by the "
        + "harness)", null);
    return new VariantSession(running, null, null, servers, workspace.jwtSecret(), console);
  }
}

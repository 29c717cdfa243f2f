package org.reactivebench.harness.session;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.database.DatabaseServers;
import org.reactivebench.harness.dblink.ProxiedDatabase;
import org.reactivebench.harness.downstream.DownstreamService;

/**
 * The servers the variants of one command need, each started once, when first needed, and stopped at the end: the
 * databases, and the downstream service every variant's {@code /api/passthrough} calls (the contract checks it, so
 * it runs whenever a variant does).
 */
public final class Servers implements AutoCloseable {

  private final Workspace workspace;
  private final Console console;
  private final DatabaseServers databases;
  private final OptionalDouble dbLatencyMs;
  private final Map<String, ProxiedDatabase> proxied = new LinkedHashMap<>();
  private DownstreamService downstream;

  /**
   * @param mysqlUrl an external MySQL server, or null for the embedded MariaDB
   * @param mongoUri an external MongoDB, or null for the embedded mongo-java-server
   * @param dbLatencyMs the round-trip time a proxy adds between the variants and each database, or none: the
   *     variants connect straight to it
   */
  public Servers(Workspace workspace, String mysqlUrl, String mongoUri, OptionalDouble dbLatencyMs,
      Console console) {
    this.workspace = workspace;
    this.console = console;
    this.dbLatencyMs = dbLatencyMs;
    this.databases = new DatabaseServers(workspace.workFolder(), workspace.runFolder(), mysqlUrl, mongoUri, console);
  }

  /** The database of this kind as the variants reach it: straight, or through the latency proxy. */
  public Database database(String kind) throws Exception {
    Database server = databases.get(kind);
    if (dbLatencyMs.isEmpty()) {
      return server;
    }
    return proxied.computeIfAbsent(kind, k -> new ProxiedDatabase(server, k, dbLatencyMs.getAsDouble(),
        workspace.root(), workspace.runFolder()));
  }

  public DownstreamService downstream() throws IOException, InterruptedException {
    if (downstream == null) {
      console.step("downstream", "starting the downstream service");
      downstream = DownstreamService.start(workspace.root(), workspace.runFolder().resolve("downstream"));
      console.step("downstream", "up at " + downstream.url());
    }
    return downstream;
  }

  @Override
  public void close() {
    proxied.values().forEach(ProxiedDatabase::close);
    if (downstream != null) {
      downstream.close();
    }
    databases.close();
  }
}

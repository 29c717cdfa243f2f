package org.reactivebench.harness.session;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
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
  private final Map<String, ProxiedDatabase> proxied = new LinkedHashMap<>();
  private DownstreamService downstream;

  /**
   * @param mysqlUrl an external MySQL server, or null for the embedded MariaDB
   * @param mongoUri an external MongoDB, or null for the embedded mongo-java-server
   */
  public Servers(Workspace workspace, String mysqlUrl, String mongoUri, Console console) {
    this.workspace = workspace;
    this.console = console;
    this.databases = new DatabaseServers(workspace.workFolder(), workspace.runFolder(), mysqlUrl, mongoUri, console);
  }

  /**
   * The database of this kind as a label reaches it: straight, or through the latency proxy (one per kind, started
   * on first use, set to this latency until the next label asks for another).
   *
   * @param latencyMs the round-trip time the proxy adds, or null for a straight connection
   */
  public Database database(String kind, Double latencyMs) throws Exception {
    Database server = databases.get(kind);
    if (latencyMs == null) {
      return server;
    }
    ProxiedDatabase database = proxied.computeIfAbsent(kind, k -> new ProxiedDatabase(server, k, workspace.root(),
        workspace.runFolder()));
    database.latency(latencyMs);
    return database;
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

package org.reactivebench.harness.session;

import java.io.IOException;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.database.DatabaseServers;
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

  public Database database(String kind) throws Exception {
    return databases.get(kind);
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
    if (downstream != null) {
      downstream.close();
    }
    databases.close();
  }
}

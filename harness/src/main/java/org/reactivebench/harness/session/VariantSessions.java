package org.reactivebench.harness.session;

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
}

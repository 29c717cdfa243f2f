package org.reactivebench.harness.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.DatabaseStartException;
import org.reactivebench.harness.downstream.DownstreamStartException;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.process.ProcessFailure;
import org.reactivebench.harness.session.Servers;
import org.reactivebench.harness.session.VariantSession;
import org.reactivebench.harness.session.VariantSessions;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.VariantCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "serve", description = {
    "Start the database, the downstream service and one variant, and keep them running until Ctrl-C.",
    "Prints the variant's base URL (log in with admin/admin at POST /api/authenticate) and the downstream's."})
public final class ServeCommand implements Callable<Integer> {

  @Parameters(paramLabel = "VARIANT",
      description = "The variant to serve (see ./matrix list), possibly with its choices, e.g. "
          + "'mysql-spring5-reactive-rest[elastic]'.")
  String variantName;

  @Mixin
  CommonOptions options;

  @Override
  public Integer call() throws Exception {
    Setup setup = options.setups(VariantCatalog.discover(Workspace.defaultRoot()), List.of(variantName)).get(0);
    Console console = new Console(System.out);
    Workspace workspace = Workspace.create(Workspace.defaultRoot(), options.output, "serve", false);
    console.working("logs are kept in " + workspace.display(workspace.runFolder()));
    try (Servers servers = new Servers(workspace, options.mysqlUrl, options.mongoUri, console);
        VariantSession session = new VariantSessions(workspace, servers, console).open(setup)) {
      RunningVariant running = session.running();
      console.say("serving " + running.label() + " at " + running.baseUrl() + " (log: "
          + workspace.display(running.process().logFile()) + "); downstream service at " + servers.downstream().url()
          + "; press Ctrl-C to stop");
      running.process().process().waitFor();
      if (ChildProcesses.get().interrupted()) {
        return 130;
      }
      console.failure(running.label(), "exited with code " + running.process().process().exitValue(),
          running.process().tail(40));
      return 1;
    } catch (ProcessFailure failure) {
      if (ChildProcesses.get().interrupted()) {
        return 130;
      }
      // the same message as a run's (VariantLoop): what failed, and the end of its log, not a stack trace
      String who = failure instanceof DatabaseStartException ? "database"
          : failure instanceof DownstreamStartException ? "downstream" : setup.label();
      console.failure(who, failure.getMessage(), failure.logTail());
      return 1;
    } finally {
      console.finished();
    }
  }
}

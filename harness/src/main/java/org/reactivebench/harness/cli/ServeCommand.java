package org.reactivebench.harness.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.DatabaseServers;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.load.BenchmarkRun;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "serve", description = {
    "Start the database and one variant, print its base URL, and keep both running until Ctrl-C.",
    "Log in with admin/admin (POST /api/authenticate)."})
public final class ServeCommand implements Callable<Integer> {

  @Parameters(paramLabel = "VARIANT", description = "The variant to serve (see ./matrix list).")
  String variantName;

  @Mixin
  CommonOptions options;

  @Override
  public Integer call() throws Exception {
    Console console = new Console(System.out);
    Workspace workspace = Workspace.create(Workspace.defaultRoot(), options.output, "serve");
    Variant variant = VariantCatalog.discover(workspace.root()).select(List.of(variantName)).get(0);
    String scheduler = options.schedulersOf(variant).get(0);
    try (DatabaseServers databases = new DatabaseServers(workspace.workFolder(), workspace.runFolder(), options.mysqlUrl, options.mongoUri,
            console);
        RunningVariant running = new BenchmarkRun(workspace, databases, console, "serve", null, null)
            .launch(variant, scheduler)) {
      console.say("serving " + running.label() + " at " + running.baseUrl() + " (log: "
          + workspace.display(running.process().logFile()) + "); press Ctrl-C to stop");
      running.process().process().waitFor();
      console.failure(running.label(), "exited with code " + running.process().process().exitValue(),
          running.process().tail(40));
      return 1;
    }
  }
}

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
import org.reactivebench.harness.verify.ContractVerification;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "verify", description = {
    "Start each variant on a fresh schema and run the black-box API contract suite against it (no load).",
    "Exit code 0 when every variant passes, 1 when one failed (its failures and log tail are printed)."})
public final class VerifyCommand implements Callable<Integer> {

  @Parameters(arity = "0..*", paramLabel = "VARIANT", description = "Variants to verify; all when none is named.")
  List<String> variantNames;

  @Mixin
  CommonOptions options;

  @Override
  public Integer call() throws Exception {
    Console console = new Console(System.out);
    Workspace workspace = Workspace.create(Workspace.defaultRoot(), options.output, "verify");
    List<Variant> variants = VariantCatalog.discover(workspace.root()).select(variantNames);
    variants.forEach(options::schedulersOf);
    VariantLoop loop = new VariantLoop(console);
    try (DatabaseServers databases = new DatabaseServers(workspace.workFolder(), workspace.runFolder(), options.mysqlUrl, options.mongoUri,
        console)) {
      BenchmarkRun launcher = new BenchmarkRun(workspace, databases, console, "verify", null, null);
      loop.each(variants, options, (variant, scheduler) -> {
        try (RunningVariant running = launcher.launch(variant, scheduler)) {
          ContractVerification.verify(running, workspace.jwtSecret(), console);
        }
      });
    }
    if (loop.failed().isEmpty()) {
      console.say("verify: all " + variants.size() + " variant(s) passed");
      return 0;
    }
    console.say("verify: FAILED: " + loop.failed());
    return 1;
  }
}

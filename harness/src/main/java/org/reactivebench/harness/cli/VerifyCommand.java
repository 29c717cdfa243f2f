package org.reactivebench.harness.cli;

import java.util.List;
import org.reactivebench.contract.ContractScope;
import java.util.concurrent.Callable;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.session.Servers;
import org.reactivebench.harness.session.VariantSession;
import org.reactivebench.harness.session.VariantSessions;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.VariantCatalog;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

@Command(name = "verify", description = {
    "Run the black-box API contract suite against each variant, started on a fresh schema (no load).",
    "Exit code 0 when every variant passes, 1 when one failed (its failures and log tail are printed)."})
public final class VerifyCommand implements Callable<Integer> {

  @Parameters(arity = "0..*", paramLabel = "VARIANT",
      description = "Variants to verify, all when none is named; a name may carry its choices in brackets.")
  List<String> variantNames;

  @Mixin
  CommonOptions options;

  @Override
  public Integer call() throws Exception {
    List<Setup> setups = options.setups(VariantCatalog.discover(Workspace.defaultRoot()), variantNames);
    Console console = new Console(System.out);
    Workspace workspace = Workspace.create(Workspace.defaultRoot(), options.output, "verify", false);
    console.working("logs are kept in " + workspace.display(workspace.runFolder()));
    VariantLoop loop = new VariantLoop(console);
    try (Servers servers = new Servers(workspace, options.mysqlUrl, options.mongoUri, console)) {
      VariantSessions sessions = new VariantSessions(workspace, servers, console);
      loop.each(setups, setup -> {
        try (VariantSession session = sessions.open(setup)) {
          session.verify(ContractScope.ALL);
        }
      });
    }
    console.finished();
    String skipped = loop.skipped().isEmpty() ? "" : "; skipped (no JDK for them): " + loop.skipped();
    if (loop.failed().isEmpty()) {
      console.say("verify: all " + (setups.size() - loop.skipped().size()) + " label(s) passed" + skipped);
      return 0;
    }
    console.say("verify: FAILED: " + loop.failed() + skipped);
    return 1;
  }
}

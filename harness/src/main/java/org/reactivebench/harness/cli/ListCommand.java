package org.reactivebench.harness.cli;

import java.util.concurrent.Callable;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;
import picocli.CommandLine.Command;

@Command(name = "list", description = "List the variants, their axes and the choices each one can run with.")
public final class ListCommand implements Callable<Integer> {

  @Override
  public Integer call() throws Exception {
    String format = "%-32s %-6s %-7s %-7s %-7s %-11s %-33s %-24s %-6s %s%n";
    System.out.printf(format, "VARIANT", "DB", "BOOT", "SPRING", "SERVER", "REACTIVE", "SCHEDULERS", "CLIENTS", "JDK",
        "BUILT");
    for (Variant v : VariantCatalog.discover(Workspace.defaultRoot()).all()) {
      System.out.printf(format, v.name(), v.database(), v.springBoot(), v.spring(), v.server(), v.reactive(),
          v.schedulers().isEmpty() ? "-" : String.join(",", v.schedulers()),
          v.clients().isEmpty() ? "-" : String.join(",", v.clients()),
          v.jdks().isEmpty() ? "-" : String.join(",", v.jdks().stream().map(String::valueOf).toList()),
          java.nio.file.Files.isRegularFile(v.jar()) ? "yes" : "no");
    }
    return 0;
  }
}

package org.reactivebench.harness.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.reactivebench.harness.variant.Variant;
import picocli.CommandLine.Option;

/** Options shared by the commands that start variants. */
public final class CommonOptions {

  @Option(names = "--mysql-url", paramLabel = "URL",
      description = "External MySQL server instead of the embedded MariaDB, e.g. "
          + "jdbc:mysql://127.0.0.1:3306/?user=root&password=secret (the user must be allowed to create databases).")
  String mysqlUrl;

  @Option(names = "--mongo-uri", paramLabel = "URI",
      description = "External MongoDB instead of the embedded mongo-java-server, e.g. mongodb://127.0.0.1:27017/")
  String mongoUri;

  @Option(names = "--schedulers", split = ",", paramLabel = "NAME",
      description = "For variants that wrap blocking calls: run once per scheduler (parallel, bounded-elastic, elastic). "
          + "Default: the first scheduler of the variant's manifest.")
  List<String> schedulers;

  @Option(names = "--output", paramLabel = "DIR", hidden = true,
      description = "Write results under DIR instead of the project root (used by the tests).")
  Path output;

  /** The schedulers to run a variant with: one null entry for variants that wrap nothing. */
  List<String> schedulersOf(Variant variant) {
    List<String> chosen = new ArrayList<>();
    if (!variant.wrapsBlockingCalls()) {
      chosen.add(null);
      return chosen;
    }
    if (schedulers == null || schedulers.isEmpty()) {
      chosen.add(variant.schedulers().get(0));
      return chosen;
    }
    for (String scheduler : schedulers) {
      if (!variant.schedulers().contains(scheduler)) {
        throw new IllegalArgumentException(variant.name() + " has no scheduler '" + scheduler + "'; it knows "
            + variant.schedulers());
      }
      chosen.add(scheduler);
    }
    return chosen;
  }
}

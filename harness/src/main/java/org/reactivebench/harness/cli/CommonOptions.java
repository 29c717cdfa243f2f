package org.reactivebench.harness.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.reactivebench.harness.dblink.DatabaseAddress;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;
import picocli.CommandLine.Option;

/** Options shared by the commands that start variants, and how they turn variant names into labels. */
public final class CommonOptions {

  private static final Pattern LABEL = Pattern.compile("([^\\[\\]]+)(?:\\[([^\\]]*)])?");
  private static final Pattern JDK = Pattern.compile("jdk(\\d+)");
  private static final Pattern DB_LATENCY = Pattern.compile("db(\\d+(?:\\.\\d+)?)ms");
  /** A second each way: past any database link worth measuring, and past the variants' own timeouts. */
  private static final int MAX_DB_LATENCY_MS = 2000;

  @Option(names = "--mysql-url", paramLabel = "URL",
      description = "Use an external MySQL server instead of the embedded MariaDB, e.g. "
          + "jdbc:mysql://127.0.0.1:3306/?user=root&password=secret (the user must be allowed to create databases).")
  String mysqlUrl;

  @Option(names = "--mongo-uri", paramLabel = "URI",
      description = "Use an external MongoDB instead of the embedded mongo-java-server, e.g. mongodb://127.0.0.1:27017/.")
  String mongoUri;

  @Option(names = "--db-latency", split = ",", paramLabel = "MS",
      description = "Put a proxy between the variants and each database that adds this round-trip time (half each "
          + "way), byte for byte, as a database in the same zone (0.2-2 ms) or further away would; several values "
          + "run each label once per latency (labels like mysql-spring5[db5ms]). Its CPU is sampled, and the "
          + "summary records the latency it measured, the round trips a request made, the connections and the "
          + "Little's-law bounds. Default: none, the variants connect straight to the database over loopback.")
  List<Double> dbLatencies;

  @Option(names = "--schedulers", split = ",", paramLabel = "NAME",
      description = "Run variants that wrap blocking calls once per scheduler (parallel, bounded-elastic, elastic). "
          + "Default: the first scheduler of the variant's manifest.")
  List<String> schedulers;

  @Option(names = "--clients", split = ",", paramLabel = "NAME",
      description = "Run variants once per passthrough client they have (rest-template, web-client). "
          + "Default: the variant's own (the first of its manifest).")
  List<String> clients;

  @Option(names = "--threads", split = ",", paramLabel = "KIND",
      description = "Run variants that offer it once per kind of request thread (platform, virtual). "
          + "Default: platform.")
  List<String> threads;

  @Option(names = "--jdk", paramLabel = "N",
      description = "Run the variants on the JDK of this feature release (found in JAVA_HOME, Maven toolchains or the "
          + "usual JVM folders), e.g. 25 for a JDK control of a generated row. Default: each variant's own.")
  Integer jdk;

  @Option(names = "--output", paramLabel = "DIR", hidden = true,
      description = "Write results under DIR instead of the results tree (used by the tests).")
  Path output;

  /**
   * The labels to run: each name may carry its choices in brackets ({@code mysql-spring5-reactive-rest[elastic]},
   * {@code jhipster-mysql[virtual-threads]}, {@code mysql-spring5[jdk25]}); a plain name runs once per scheduler,
   * client and kind of thread asked for with the options.
   */
  List<Setup> setups(VariantCatalog catalog, List<String> names) {
    List<Double> latencies = dbLatencies();
    List<Setup> setups = new ArrayList<>();
    if (names == null || names.isEmpty()) {
      catalog.all().forEach(variant -> setups.addAll(expand(variant, latencies)));
      return setups;
    }
    for (String name : names) {
      Matcher label = LABEL.matcher(name.trim());
      if (!label.matches()) {
        throw new IllegalArgumentException("not a variant or label: '" + name + "'");
      }
      Variant variant = catalog.select(List.of(label.group(1))).get(0);
      setups.addAll(label.group(2) == null ? expand(variant, latencies)
          : qualified(variant, label.group(2), latencies));
    }
    return setups;
  }

  /** @param latencies the database latencies to run each label at; empty: a straight connection */
  private List<Setup> expand(Variant variant, List<Double> latencies) {
    List<String> chosenSchedulers = chosen("--schedulers", schedulers, variant, variant.schedulers());
    List<String> chosenClients = chosen("--clients", clients, variant, variant.clients());
    List<String> chosenThreads = chosen("--threads", threads, variant, variant.threads());
    List<Setup> setups = new ArrayList<>();
    for (String scheduler : chosenSchedulers) {
      for (String client : chosenClients) {
        for (String thread : chosenThreads) {
          for (Double latency : orStraight(latencies)) {
            setups.add(new Setup(variant, scheduler, nonDefault(client, variant.clients()),
                nonDefault(thread, variant.threads()), jdk, latency));
          }
        }
      }
    }
    return setups;
  }

  /** The round-trip times to add between the variants and their databases, checked; empty without the option. */
  List<Double> dbLatencies() {
    if (dbLatencies == null || dbLatencies.isEmpty()) {
      return List.of();
    }
    for (Double latency : dbLatencies) {
      checkLatency(latency);
    }
    checkProxiable();
    return List.copyOf(new java.util.LinkedHashSet<>(dbLatencies));
  }

  /** An external database the latency proxy stands in front of must have one host:port. */
  private void checkProxiable() {
    for (String url : new String[] {mysqlUrl, mongoUri}) {
      if (url != null) {
        DatabaseAddress.of(url);
      }
    }
  }

  private static double checkLatency(Double latency) {
    if (latency == null || !(latency >= 0 && latency <= MAX_DB_LATENCY_MS)) {
      throw new IllegalArgumentException("--db-latency must be a number of milliseconds from 0 to "
          + MAX_DB_LATENCY_MS + ", was " + latency);
    }
    return latency;
  }

  /** The latencies, or one null (a straight connection) when there are none. */
  private static List<Double> orStraight(List<Double> latencies) {
    return latencies.isEmpty() ? java.util.Collections.singletonList(null) : latencies;
  }

  /**
   * The values of an option that apply to a variant: all asked for that it has (an error if it has the option's
   * kind but none of them), else its default; one null for a variant without that kind of choice.
   */
  private static List<String> chosen(String option, List<String> asked, Variant variant, List<String> offered) {
    List<String> chosen = new ArrayList<>();
    if (offered.isEmpty()) {
      chosen.add(null);
      return chosen;
    }
    if (asked == null || asked.isEmpty()) {
      chosen.add(offered.get(0));
      return chosen;
    }
    asked.stream().filter(offered::contains).forEach(chosen::add);
    if (chosen.isEmpty()) {
      if (offered.size() == 1 && !option.equals("--schedulers")) {
        chosen.add(offered.get(0));
        return chosen;
      }
      throw new IllegalArgumentException(option + ": " + variant.name() + " has none of " + asked + "; it knows "
          + offered);
    }
    return chosen;
  }

  private List<Setup> qualified(Variant variant, String qualifiers, List<Double> latencies) {
    String scheduler = variant.wrapsBlockingCalls() ? variant.schedulers().get(0) : null;
    String client = null;
    String thread = null;
    Integer release = jdk;
    Double latency = null;
    for (String raw : qualifiers.split(",")) {
      String qualifier = raw.trim();
      Matcher jdkQualifier = JDK.matcher(qualifier);
      if (variant.schedulers().contains(qualifier)) {
        scheduler = qualifier;
      } else if (variant.clients().contains(qualifier)) {
        client = nonDefault(qualifier, variant.clients());
      } else if (qualifier.endsWith("-threads") && variant.threads().contains(qualifier.replace("-threads", ""))) {
        thread = nonDefault(qualifier.replace("-threads", ""), variant.threads());
      } else if (jdkQualifier.matches()) {
        release = Integer.parseInt(jdkQualifier.group(1));
      } else if (DB_LATENCY.matcher(qualifier).matches()) {
        latency = checkLatency(Double.parseDouble(qualifier.substring(2, qualifier.length() - 2)));
      } else {
        throw new IllegalArgumentException(variant.name() + "[" + qualifiers + "]: unknown choice '" + qualifier
            + "'; " + variant.name() + " knows schedulers " + variant.schedulers() + ", clients " + variant.clients()
            + ", threads " + variant.threads().stream().map(t -> t + "-threads").toList() + ", jdkNN and dbNms");
      }
    }
    List<Setup> setups = new ArrayList<>();
    for (Double each : latency != null ? List.of(latency) : orStraight(latencies)) {
      setups.add(new Setup(variant, scheduler, client, thread, release, each));
    }
    if (latency != null) {
      checkProxiable();
    }
    return setups;
  }

  private static String nonDefault(String value, List<String> offered) {
    return value == null || offered.isEmpty() || offered.get(0).equals(value) ? null : value;
  }
}

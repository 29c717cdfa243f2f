package org.reactivebench.harness.variant;

import java.util.ArrayList;
import java.util.List;
import org.reactivebench.harness.Numbers;

/**
 * One label of the matrix: a variant and the runtime choices it is started with. The label names the variant and,
 * in brackets, its scheduler (for variants that wrap blocking calls) and every choice that is not its default:
 * {@code mysql-spring5-reactive-rest[bounded-elastic,web-client]}, {@code jhipster-mysql[virtual-threads]},
 * {@code mysql-spring5[jdk25]}, {@code mysql-spring5[db5ms]}.
 *
 * @param scheduler the Reactor scheduler, or null for a variant that wraps no blocking call
 * @param client the passthrough client, or null for the variant's default
 * @param threads {@code virtual} for virtual request threads, or null for the variant's default
 * @param jdk the JDK feature release to run on, or null for the variant's default
 * @param dbLatencyMs the round-trip time a proxy adds between the variant and its database, or null for a straight
 *     connection
 */
public record Setup(Variant variant, String scheduler, String client, String threads, Integer jdk,
    Double dbLatencyMs) {

  public Setup(Variant variant, String scheduler, String client, String threads, Integer jdk) {
    this(variant, scheduler, client, threads, jdk, null);
  }

  public static Setup of(Variant variant) {
    return new Setup(variant, variant.wrapsBlockingCalls() ? variant.schedulers().get(0) : null, null, null, null);
  }

  /** The label's qualifier for a database latency, e.g. {@code db5ms}, {@code db0.5ms}. */
  public static String dbLatencyQualifier(double milliseconds) {
    return "db" + Numbers.plain(milliseconds) + "ms";
  }

  public String label() {
    List<String> qualifiers = qualifiers();
    return qualifiers.isEmpty() ? variant.name() : variant.name() + "[" + String.join(",", qualifiers) + "]";
  }

  /** The choices in the label's brackets, in order: scheduler, client, threads, JDK, database latency. */
  public List<String> qualifiers() {
    List<String> qualifiers = new ArrayList<>();
    if (scheduler != null) {
      qualifiers.add(scheduler);
    }
    if (client != null) {
      qualifiers.add(client);
    }
    if (threads != null) {
      qualifiers.add(threads + "-threads");
    }
    if (jdk != null) {
      qualifiers.add("jdk" + jdk);
    }
    if (dbLatencyMs != null) {
      qualifiers.add(dbLatencyQualifier(dbLatencyMs));
    }
    return qualifiers;
  }

  /** The passthrough client this label uses, or null if the variant has none. */
  public String effectiveClient() {
    return client != null ? client : variant.defaultClient();
  }

  /** A name for files of this label: the label without brackets. */
  public String fileName() {
    return label().replaceAll("[\\[\\],]", "_");
  }
}

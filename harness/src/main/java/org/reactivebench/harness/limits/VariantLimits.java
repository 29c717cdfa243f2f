package org.reactivebench.harness.limits;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.stream.Collectors;
import org.reactivebench.harness.capacity.IoBounds;
import org.reactivebench.harness.results.Limit;
import org.reactivebench.harness.variant.Setup;

/**
 * The timeouts and limits of one label as it ran, which decide what a KO is and where a queue forms under load:
 * the load generator's timeouts, then the server's request threads, connections, idle or connection timeout and
 * accept queue, the threads a blocking call is wrapped on, and the connections the variant held open to its
 * database and downstream. What the running process or the kernel shows is read back (a thread dump, its sockets,
 * the listen backlog); the rest is its {@code application.properties} over the defaults of the Spring Boot it runs.
 */
public final class VariantLimits {

  /** The server properties read, Boot 2+ names first, then the Boot 1.5 names of the same setting. */
  static final List<String> TOMCAT_THREADS = List.of("server.tomcat.threads.max", "server.tomcat.max-threads");
  static final List<String> TOMCAT_CONNECTIONS = List.of("server.tomcat.max-connections");
  static final List<String> TOMCAT_TIMEOUT = List.of("server.tomcat.connection-timeout", "server.connection-timeout");
  static final List<String> TOMCAT_ACCEPT = List.of("server.tomcat.accept-count");
  static final List<String> NETTY_IDLE = List.of("server.netty.idle-timeout");

  /** Every property whose Boot default is looked up. */
  public static final List<String> PROPERTIES = List.of("server.tomcat.threads.max", "server.tomcat.max-threads",
      "server.tomcat.max-connections", "server.tomcat.connection-timeout", "server.connection-timeout",
      "server.tomcat.accept-count", "server.netty.idle-timeout");

  /**
   * What was read of the running label.
   *
   * @param configured the variant's application.properties
   * @param bootDefaults the defaults of its Spring Boot for {@link #PROPERTIES}, from its own jar
   * @param threads its threads by pool right after the load (a thread dump), empty where not read
   * @param backlog the accept queue of its listening socket, from the kernel, empty where not read
   * @param outbound its established connections by the port they lead to, right after the load
   * @param downstreamPort the downstream service's port, to tell its connections from the database's
   */
  public record Observed(Properties configured, Map<String, String> bootDefaults, Map<String, Integer> threads,
      OptionalInt backlog, Map<Integer, Integer> outbound, int downstreamPort) {}

  private VariantLimits() {}

  public static List<Limit> of(Setup setup, Observed observed, int cores) {
    List<Limit> limits = new ArrayList<>();
    Settings settings = new Settings(setup, observed);
    boolean virtual = "virtual".equals(setup.threads());
    if (setup.variant().server().equals("tomcat")) {
      if (virtual) {
        limits.add(new Limit("request threads (maximum)", "no limit: a virtual thread per request", false,
            "spring.threads.virtual.enabled"));
      } else {
        limits.add(settings.limit("request threads (maximum)", TOMCAT_THREADS, ""));
        started(limits, "request threads started", observed.threads(), "*-exec-");
      }
      limits.add(settings.limit("server connections (maximum)", TOMCAT_CONNECTIONS, ""));
      limits.add(settings.limit("server connection timeout", TOMCAT_TIMEOUT, " ms"));
      accept(limits, observed, settings.describe(TOMCAT_ACCEPT));
    } else {
      started(limits, "event-loop threads started", observed.threads(), "reactor-http-*");
      limits.add(new Limit("server connections (maximum)", "no limit", false, "Reactor Netty's server sets none"));
      limits.add(settings.limit("server idle timeout", NETTY_IDLE, ""));
      accept(limits, observed, "Reactor Netty's SO_BACKLOG");
    }
    if (setup.scheduler() != null) {
      IoBounds.threads(setup, Map.of(), cores).ifPresentOrElse(
          threads -> limits.add(new Limit("scheduler threads (maximum)", Integer.toString(threads.count()), false,
              threads.what())),
          () -> limits.add(new Limit("scheduler threads (maximum)", "no limit", false, setup.scheduler()
              + " scheduler")));
      started(limits, "scheduler threads started", observed.threads(), "*" + schedulerPool(setup.scheduler()));
    }
    connections(limits, observed);
    return limits;
  }

  private static String schedulerPool(String scheduler) {
    return switch (scheduler) {
      case "bounded-elastic" -> "boundedElastic-";
      case "parallel" -> "parallel-";
      default -> "elastic-";
    };
  }

  /**
   * Threads started by the load in the pools a pattern names: {@code *-exec-} for pools whose name ends so (not
   * {@code boundedElastic-evictor-} for {@code *boundedElastic-}), {@code reactor-http-*} for those that start so.
   * Nothing where no dump was read.
   */
  private static void started(List<Limit> limits, String name, Map<String, Integer> threads, String pattern) {
    if (threads.isEmpty()) {
      return;
    }
    boolean prefix = pattern.endsWith("*");
    String fixed = pattern.replace("*", "");
    int count = threads.entrySet().stream()
        .filter(e -> prefix ? e.getKey().startsWith(fixed) : e.getKey().endsWith(fixed))
        .mapToInt(Map.Entry::getValue).sum();
    limits.add(new Limit(name, Integer.toString(count), true, "a thread dump right after the load (threads named "
        + pattern + "N)"));
  }

  private static void accept(List<Limit> limits, Observed observed, String asked) {
    limits.add(new Limit("accept queue", observed.backlog().isPresent()
        ? Integer.toString(observed.backlog().getAsInt()) : "not read", observed.backlog().isPresent(),
        "the kernel's listen backlog, read with ss: what the server asks for (" + asked
            + "), capped by net.core.somaxconn"));
  }

  private static void connections(List<Limit> limits, Observed observed) {
    Map<Integer, Integer> database = observed.outbound().entrySet().stream()
        .filter(e -> e.getKey() != observed.downstreamPort())
        .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue));
    limits.add(new Limit("database connections open after the load", database.isEmpty() ? "0"
        : database.entrySet().stream().map(e -> e.getValue() + " to :" + e.getKey())
            .collect(Collectors.joining(", ")), true, "the variant's established sockets (/proc/<pid>/net/tcp)"));
    Integer downstream = observed.outbound().get(observed.downstreamPort());
    if (downstream != null) {
      limits.add(new Limit("downstream connections open after the load", Integer.toString(downstream), true,
          "the variant's established sockets (/proc/<pid>/net/tcp)"));
    }
  }

  /** The label's own setting of a property, else its Boot's default, in words. */
  private record Settings(Setup setup, Observed observed) {

    Limit limit(String name, List<String> properties, String unit) {
      for (String property : properties) {
        String own = observed.configured().getProperty(property);
        if (own != null) {
          return new Limit(name, own.trim() + unit, false, "application.properties: " + property);
        }
      }
      for (String property : properties) {
        String fallback = observed.bootDefaults().get(property);
        if (fallback != null) {
          return new Limit(name, fallback + unit, false, "Spring Boot " + setup.variant().springBoot()
              + "'s default of " + property);
        }
      }
      return new Limit(name, "not set", false, properties.get(0) + " set neither by application.properties nor by "
          + "Spring Boot " + setup.variant().springBoot() + ": the server's own default applies");
    }

    String describe(List<String> properties) {
      Limit limit = limit("", properties, "");
      return limit.value().equals("not set") ? "its own default" : limit.value() + ", " + limit.source();
    }
  }
}

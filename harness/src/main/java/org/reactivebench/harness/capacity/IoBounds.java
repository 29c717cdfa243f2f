package org.reactivebench.harness.capacity;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.variant.Setup;

/**
 * The ceilings of a passthrough label, from its own configuration by Little's law (concurrency = rate × time in
 * the system): whatever holds one thread or one connection for the whole downstream delay carries at most its count
 * ÷ the delay. A blocking client on the request thread is bound by the server's request threads (Tomcat: 200 by
 * default); wrapped on a Reactor scheduler, by the scheduler's threads (bounded-elastic: 10 × cores, parallel: one
 * per core, elastic: unbounded); every client, by its connection pool. Non-blocking paths have only the pool and the
 * CPU (measured) as bounds.
 */
public final class IoBounds {

  /** Spring Boot's default for Tomcat's request threads (server.tomcat.threads.max). */
  static final int TOMCAT_THREADS = 200;
  static final String PREFIX = "bench.downstream.";

  private IoBounds() {}

  /** The {@code bench.downstream.*} settings and the Tomcat thread setting of the variant's application.properties. */
  public static Map<String, String> settings(Setup setup) throws IOException {
    Properties properties = applicationProperties(setup);
    Map<String, String> settings = new TreeMap<>();
    properties.stringPropertyNames().stream().filter(name -> name.startsWith(PREFIX) && !name.endsWith(".url")
        || name.equals("server.tomcat.threads.max") || name.equals("server.tomcat.max-threads"))
        .forEach(name -> settings.put(name, properties.getProperty(name).trim()));
    return settings;
  }

  /**
   * The variant's {@code src/main/resources/application.properties}; empty for none (the generated rows keep their
   * settings in YAML, and set none of the server's limits there).
   */
  public static Properties applicationProperties(Setup setup) throws IOException {
    Properties properties = new Properties();
    Path file = setup.variant().folder().resolve("src/main/resources/application.properties");
    if (Files.isRegularFile(file)) {
      try (Reader reader = Files.newBufferedReader(file)) {
        properties.load(reader);
      }
    }
    return properties;
  }

  public static List<Bound> of(Setup setup, Map<String, String> settings, int delayMs, int cores) {
    List<Bound> bounds = new ArrayList<>();
    if (delayMs <= 0) {
      return bounds;
    }
    double delay = delayMs / 1000.0;
    String holdsFor = Numbers.plain(delay) + " s downstream delay";
    String connections = settings.get(PREFIX + "max-connections");
    if (connections != null) {
      int pool = Integer.parseInt(connections);
      bounds.add(bound("connection pool", pool, pool + " downstream connections", delay, holdsFor));
    }
    if ("web-client".equals(setup.effectiveClient())) {
      return bounds;
    }
    threads(setup, settings, cores).ifPresent(t -> bounds.add(bound("threads", t.count(), t.what(), delay, holdsFor)));
    return bounds;
  }

  /**
   * The bounds of a label whose database is a latency away ({@code --db-latency}): its database connections, and
   * the threads its blocking database calls run on, each held for the request's round trips × the latency.
   *
   * @param connections the connections of the variant's database pool: those the proxy saw carry the load, or the
   *     most it held open at once where they were not counted
   * @param roundTrips the database round trips of one unit of the capacity (a request, or a journey)
   * @param unit that unit, in words ("request", "journey")
   */
  public static List<Bound> dbLink(Setup setup, Map<String, String> settings, Map<String, Integer> threadsStarted,
      long connections, double roundTrips, String unit, double latencyMs, int cores) {
    List<Bound> bounds = new ArrayList<>();
    double hold = roundTrips * latencyMs / 1000;
    if (hold <= 0) {
      return bounds;
    }
    String holdsFor = String.format(Locale.ROOT, "(%s round trips a %s × %s ms)", Numbers.plain(
        Math.round(roundTrips * 100) / 100.0), unit, Numbers.plain(latencyMs));
    if (connections > 0) {
      bounds.add(bound("database connections", connections, connections + " connections", hold, holdsFor));
    }
    if (!setup.variant().reactiveDatabase()) {
      threads(setup, settings, cores).ifPresent(t -> bounds.add(bound("threads", t.count(), t.what()
          + started(threadsStarted, t.pool()), hold, holdsFor)));
    }
    return bounds;
  }

  /** Threads that a blocking call holds: how many, in words, and the end of their pool's thread names. */
  public record Threads(int count, String what, String pool) {}

  /** How many threads of a pool a thread dump found, in words, or nothing where it found none. */
  private static String started(Map<String, Integer> threadsStarted, String pool) {
    int started = threadsStarted.entrySet().stream().filter(e -> e.getKey().endsWith(pool))
        .mapToInt(Map.Entry::getValue).sum();
    return started == 0 ? "" : ", " + started + " started by the load";
  }

  /** The threads a blocking call holds: the wrapping scheduler's, or Tomcat's request threads; none otherwise. */
  public static java.util.Optional<Threads> threads(Setup setup, Map<String, String> settings, int cores) {
    String scheduler = setup.scheduler();
    if (scheduler != null) {
      return switch (scheduler) {
        case "bounded-elastic" -> java.util.Optional.of(new Threads(10 * cores, "10 × " + cores
            + " bounded-elastic threads", "boundedElastic-"));
        case "parallel" -> java.util.Optional.of(new Threads(cores, cores + (cores == 1
            ? " parallel thread" : " parallel threads"), "parallel-"));
        default -> java.util.Optional.empty();
      };
    }
    if (setup.variant().server().equals("tomcat") && !"virtual".equals(setup.threads())) {
      String threads = settings.getOrDefault("server.tomcat.threads.max",
          settings.getOrDefault("server.tomcat.max-threads", Integer.toString(TOMCAT_THREADS)));
      return java.util.Optional.of(new Threads(Integer.parseInt(threads), threads + " Tomcat request threads",
          "-exec-"));
    }
    return java.util.Optional.empty();
  }

  private static Bound bound(String name, long holders, String what, double holdSeconds, String holdsFor) {
    return new Bound(name, holders / holdSeconds, what + " ÷ " + holdsFor);
  }
}

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
    Properties properties = new Properties();
    Path file = setup.variant().folder().resolve("src/main/resources/application.properties");
    if (Files.isRegularFile(file)) {
      try (Reader reader = Files.newBufferedReader(file)) {
        properties.load(reader);
      }
    }
    Map<String, String> settings = new TreeMap<>();
    properties.stringPropertyNames().stream().filter(name -> name.startsWith(PREFIX) && !name.endsWith(".url")
        || name.equals("server.tomcat.threads.max") || name.equals("server.tomcat.max-threads"))
        .forEach(name -> settings.put(name, properties.getProperty(name).trim()));
    return settings;
  }

  public static List<Bound> of(Setup setup, Map<String, String> settings, int delayMs, int cores) {
    List<Bound> bounds = new ArrayList<>();
    if (delayMs <= 0) {
      return bounds;
    }
    double delay = delayMs / 1000.0;
    String connections = settings.get(PREFIX + "max-connections");
    if (connections != null) {
      int pool = Integer.parseInt(connections);
      bounds.add(bound("connection pool", pool, pool + " downstream connections", delay));
    }
    if ("web-client".equals(setup.effectiveClient())) {
      return bounds;
    }
    String scheduler = setup.scheduler();
    if (scheduler != null) {
      switch (scheduler) {
        case "bounded-elastic" -> bounds.add(bound("threads", 10 * cores, "10 × " + cores
            + " bounded-elastic threads", delay));
        case "parallel" -> bounds.add(bound("threads", cores, cores + " parallel threads", delay));
        default -> { }
      }
    } else if (setup.variant().server().equals("tomcat") && !"virtual".equals(setup.threads())) {
      String threads = settings.getOrDefault("server.tomcat.threads.max",
          settings.getOrDefault("server.tomcat.max-threads", Integer.toString(TOMCAT_THREADS)));
      bounds.add(bound("threads", Integer.parseInt(threads), threads + " Tomcat request threads", delay));
    }
    return bounds;
  }

  private static Bound bound(String name, int holders, String what, double delay) {
    return new Bound(name, holders / delay, String.format(Locale.ROOT, "%s ÷ %s s downstream delay", what,
        Numbers.plain(delay)));
  }
}

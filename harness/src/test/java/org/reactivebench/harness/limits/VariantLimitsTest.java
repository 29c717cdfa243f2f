package org.reactivebench.harness.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.Limit;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;

/** A label's limits, from what was read of it, for the servers and schedulers of the matrix. */
class VariantLimitsTest {

  private static final Map<String, String> BOOT_27 = Map.of("server.tomcat.threads.max", "200",
      "server.tomcat.max-connections", "8192", "server.tomcat.accept-count", "100");
  private static final int DOWNSTREAM = 40000;

  private static Setup setup(String name, String scheduler, String threads) throws IOException {
    Variant variant = VariantCatalog.discover(Workspace.defaultRoot()).all().stream()
        .filter(v -> v.name().equals(name)).findFirst().orElseThrow();
    return new Setup(variant, scheduler, null, threads, null);
  }

  private static Map<String, String> byName(List<Limit> limits) {
    Map<String, String> values = new LinkedHashMap<>();
    limits.forEach(limit -> values.put(limit.name(), limit.value() + (limit.readBack() ? " (read)" : "")));
    return values;
  }

  @Test
  void aTomcatLabelStatesItsThreadsConnectionsTimeoutAndAcceptQueue() throws IOException {
    Properties own = new Properties();
    own.setProperty("server.tomcat.max-connections", "500");
    List<Limit> limits = VariantLimits.of(setup("mysql-spring5", null, null), new VariantLimits.Observed(own,
        BOOT_27, Map.of("http-nio-8080-exec-", 37, "HikariPool-1 housekeeper", 1), OptionalInt.of(100),
        Map.of(3306, 10), DOWNSTREAM), 1);
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("request threads (maximum)", "200");
    expected.put("request threads started", "37 (read)");
    expected.put("server connections (maximum)", "500");
    expected.put("server connection timeout", "not set");
    expected.put("accept queue", "100 (read)");
    expected.put("database connections open after the load", "10 to :3306 (read)");
    assertEquals(expected, byName(limits));
    assertEquals("application.properties: server.tomcat.max-connections", limits.get(2).source());
    assertEquals("Spring Boot 2.7.18's default of server.tomcat.threads.max", limits.get(0).source());
  }

  @Test
  void theBoot15NameOfASettingIsRead() throws IOException {
    List<Limit> limits = VariantLimits.of(setup("mysql-spring4", null, null), new VariantLimits.Observed(
        new Properties(), Map.of("server.tomcat.max-threads", "200"), Map.of(), OptionalInt.empty(), Map.of(),
        DOWNSTREAM), 2);
    assertEquals("200", limits.get(0).value());
    assertEquals("Spring Boot 1.5.22's default of server.tomcat.max-threads", limits.get(0).source());
    // no thread dump: nothing is said of the threads started; no backlog read: said
    assertEquals("server connections (maximum)", limits.get(1).name());
    assertEquals("not read", limits.stream().filter(l -> l.name().equals("accept queue")).findFirst().orElseThrow()
        .value());
  }

  @Test
  void aNettyLabelWrappingBlockingCallsStatesItsEventLoopsAndSchedulerThreads() throws IOException {
    List<Limit> limits = VariantLimits.of(setup("mysql-spring5-reactive-rest", "bounded-elastic", null),
        new VariantLimits.Observed(new Properties(), BOOT_27, Map.of("reactor-http-nio-", 2, "boundedElastic-", 14,
            "boundedElastic-evictor-", 1),
            OptionalInt.of(4096), Map.of(3306, 10, DOWNSTREAM, 3), DOWNSTREAM), 2);
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put("event-loop threads started", "2 (read)");
    expected.put("server connections (maximum)", "no limit");
    expected.put("server idle timeout", "not set");
    expected.put("accept queue", "4096 (read)");
    expected.put("scheduler threads (maximum)", "20");
    expected.put("scheduler threads started", "14 (read)");
    expected.put("database connections open after the load", "10 to :3306 (read)");
    expected.put("downstream connections open after the load", "3 (read)");
    assertEquals(expected, byName(limits));
  }

  @Test
  void virtualThreadsHaveNoRequestThreadLimit() throws IOException {
    List<Limit> limits = VariantLimits.of(setup("jhipster-mysql", null, "virtual"), new VariantLimits.Observed(
        new Properties(), Map.of(), Map.of("ForkJoinPool-1-worker-", 2), OptionalInt.of(100), Map.of(), DOWNSTREAM),
        2);
    assertEquals("no limit: a virtual thread per request", limits.get(0).value());
    assertEquals("request threads (maximum)", limits.get(0).name());
    assertEquals("database connections open after the load", limits.get(limits.size() - 1).name());
    assertEquals("0", limits.get(limits.size() - 1).value());
  }
}

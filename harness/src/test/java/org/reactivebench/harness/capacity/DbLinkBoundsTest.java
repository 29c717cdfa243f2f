package org.reactivebench.harness.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;

/**
 * Little's law on the database link, for the variants as their manifests describe them: what a request holds while
 * its round trips wait out the latency.
 */
class DbLinkBoundsTest {

  private static Setup setup(String name, String scheduler, String threads) throws IOException {
    Variant variant = VariantCatalog.discover(Workspace.defaultRoot()).all().stream().filter(v -> v.name().equals(name)).findFirst().orElseThrow();
    return new Setup(variant, scheduler, null, threads, null);
  }

  @Test
  void aBlockingTomcatLabelHoldsAConnectionAndARequestThread() throws IOException {
    // 6 round trips at 5 ms hold each for 30 ms a request
    List<Bound> bounds = IoBounds.dbLink(setup("mysql-spring5", null, null), Map.of(), Map.of(), 10, 6, "request", 5,
        1);
    assertEquals(List.of("database connections", "threads"), bounds.stream().map(Bound::name).toList());
    assertEquals(10 / 0.030, bounds.get(0).perSecond(), 1e-6);
    assertEquals(200 / 0.030, bounds.get(1).perSecond(), 1e-6);
    assertEquals("10 connections ÷ (6 round trips a request × 5 ms)", bounds.get(0).basis());
    assertEquals("200 Tomcat request threads ÷ (6 round trips a request × 5 ms)", bounds.get(1).basis());
  }

  @Test
  void aWrappedBlockingCallHoldsASchedulerThread() throws IOException {
    List<Bound> bounds = IoBounds.dbLink(setup("mysql-spring5-reactive-rest", "bounded-elastic", null), Map.of(),
        Map.of("boundedElastic-", 7, "boundedElastic-evictor-", 1, "http-nio-8080-exec-", 3), 10, 5, "request", 2, 1);
    assertEquals("10 × 1 bounded-elastic threads, 7 started by the load ÷ (5 round trips a request × 2 ms)",
        bounds.get(1).basis());
    assertEquals(10 / 0.010, bounds.get(1).perSecond(), 1e-6);
  }

  @Test
  void aReactiveRepositoryOrAVirtualThreadHoldsOnlyTheConnection() throws IOException {
    assertEquals(List.of("database connections"), IoBounds.dbLink(setup("mongo-spring5-reactive-repo",
        "bounded-elastic", null), Map.of(), Map.of(), 17, 1.12, "request", 5, 1).stream().map(Bound::name).toList());
    assertEquals(List.of("database connections"), IoBounds.dbLink(setup("jhipster-mysql", null, "virtual"),
        Map.of(), Map.of(), 10, 2, "journey", 5, 1).stream().map(Bound::name).toList());
  }

  @Test
  void noLatencyNoBound() throws IOException {
    assertEquals(List.of(), IoBounds.dbLink(setup("mysql-spring5", null, null), Map.of(), Map.of(), 10, 6, "request",
        0, 1));
  }
}

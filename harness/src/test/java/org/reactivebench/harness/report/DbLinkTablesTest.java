package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.process.ThreadPools;
import org.reactivebench.harness.process.ThreadPoolsTest;
import org.reactivebench.harness.variant.VariantCatalog;

class DbLinkTablesTest {

  static final String RUN = "20261124-230029-db-latency";

  @Test
  void oneLineALabelThroughItsMeasuredCapacities() throws IOException {
    Path root = Workspace.defaultRoot();
    RunResults run = RunResults.group(SummaryFiles.under(ResultTree.reference(root)).summaries(),
        VariantCatalog.discover(root).all()).stream().filter(r -> r.runId().equals(RUN)).findFirst()
        .orElseThrow(() -> new AssertionError(RUN + " is committed"));
    assertTrue(DbLinkTables.severalLatencies(run));
    List<Chart.LineSeries> lines = DbLinkTables.capacityLines(run, Map.of());
    assertEquals(List.of("mysql-spring5", "jhipster-mysql-reactive"), lines.stream().map(Chart.LineSeries::name)
        .toList());
    for (LabelResult label : run.labels()) {
      Chart.LineSeries line = lines.stream().filter(l -> l.name().equals(DbLinkTables.withoutLatency(label.label())))
          .findFirst().orElseThrow();
      double latency = label.summaries().get(0).dbLink().latencyMs();
      Double capacity = label.medianCapacity().throughput();
      List<double[]> at = line.points().stream().filter(p -> p[0] == latency).toList();
      assertEquals(capacity == null ? 0 : 1, at.size(), label.label() + " is on its line where it has a capacity");
      if (capacity != null) {
        assertEquals(capacity, at.get(0)[1], 1e-9);
      }
    }
    assertTrue(lines.stream().allMatch(l -> l.points().stream().mapToDouble(p -> p[0]).sorted().boxed().toList()
        .equals(l.points().stream().map(p -> p[0]).toList())), "points in the order of their latency");
  }

  @Test
  void theTableShowsThePoolsThatServeRequests() {
    assertEquals("boundedElastic-* 2; http-nio-8081-exec-* 3",
        DbLinkTables.threads(ThreadPools.of(ThreadPoolsTest.DUMP)));
    assertEquals(Format.NONE, DbLinkTables.threads(Map.of()));
  }

  @Test
  void aLabelWithoutItsLatencyQualifier() {
    assertEquals("mysql-spring5", DbLinkTables.withoutLatency("mysql-spring5[db5ms]"));
    assertEquals("mysql-spring5-reactive-rest[bounded-elastic]",
        DbLinkTables.withoutLatency("mysql-spring5-reactive-rest[bounded-elastic,db0.5ms]"));
    assertEquals("jhipster-mysql[virtual-threads,jdk25]",
        DbLinkTables.withoutLatency("jhipster-mysql[virtual-threads,db20ms,jdk25]"));
    assertEquals("mongo-spring5", DbLinkTables.withoutLatency("mongo-spring5"));
  }
}

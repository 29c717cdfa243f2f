package org.reactivebench.harness.dblink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Arrays;
import java.util.Locale;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.database.EmbeddedMariaDb;
import org.reactivebench.harness.database.EmbeddedMongo;

/**
 * The latency proxy holds each round trip the time it is set to, within 10 % by its own measure; a real MariaDB query
 * and a real Mongo command take at least that much longer through it, and less than two latencies (one round trip
 * each, which the proxy counts). What the client sees above the proxy's own measure is the hop and the processes on
 * either side waking after an idle wait: 3–9 ms at 50 ms on this VM, more on a busy one, so it is printed, not bound.
 */
class DbLatencyIT {

  private static final double LATENCY_MS = 50;
  private static final int CALLS = 40;
  private static final Path ROOT = Path.of(System.getProperty("matrix.root", ".."));

  /** The Mongo driver's own heartbeat and round-trip monitors, each on its own connection, every 10 s. */
  private static final int MONITOR_CALLS = 4;

  @TempDir
  Path folder;

  @FunctionalInterface
  interface Call {
    void run() throws Exception;
  }

  @Test
  void aMariaDbQueryTakesTheAddedRoundTripLonger() throws Exception {
    try (Database server = EmbeddedMariaDb.start(folder.resolve("work"), folder.resolve("run"));
        ProxiedDatabase proxied = new ProxiedDatabase(server, "mysql", ROOT, folder.resolve("run"))) {
      proxied.latency(LATENCY_MS);
      String direct = server.freshSchema("dblink_it").get("spring.datasource.url");
      String through = proxied.freshSchema("dblink_it").get("spring.datasource.url");
      assertTrue(through.contains("127.0.0.1:" + proxied.proxy().orElseThrow().port() + "/dblink_it"), through);
      try (Connection straight = DriverManager.getConnection(direct, "bench", "bench");
          Connection delayed = DriverManager.getConnection(through, "bench", "bench");
          Statement straightStatement = straight.createStatement();
          Statement delayedStatement = delayed.createStatement()) {
        assertAdded("MariaDB SELECT 1", () -> straightStatement.executeQuery("SELECT 1").close(),
            () -> delayedStatement.executeQuery("SELECT 1").close(), proxied.proxy().orElseThrow(), 0);
      }
    }
  }

  @Test
  void aMongoCommandTakesTheAddedRoundTripLonger() throws Exception {
    try (Database server = EmbeddedMongo.start(folder.resolve("mongo"));
        ProxiedDatabase proxied = new ProxiedDatabase(server, "mongo", ROOT, folder.resolve("run"))) {
      proxied.latency(LATENCY_MS);
      String direct = server.freshSchema("dblink_it").get("spring.data.mongodb.uri");
      String through = proxied.freshSchema("dblink_it").get("spring.data.mongodb.uri");
      try (MongoClient straight = MongoClients.create(direct); MongoClient delayed = MongoClients.create(through)) {
        Document ping = new Document("ping", 1);
        assertAdded("Mongo ping", () -> straight.getDatabase("dblink_it").runCommand(ping),
            () -> delayed.getDatabase("dblink_it").runCommand(ping), proxied.proxy().orElseThrow(), MONITOR_CALLS);
      }
    }
  }

  /**
   * Median of the proxied calls minus median of the direct ones, between the latency and twice it; the proxy's own
   * measure against the latency; and the proxy's counts.
   *
   * @param otherRoundTrips how many round trips the client may make on its own meanwhile
   */
  private static void assertAdded(String what, Call direct, Call proxied, DbLatencyProxy proxy, int otherRoundTrips)
      throws Exception {
    median(direct); // the first calls open connections and warm both sides up
    median(proxied);
    proxy.resetStats();
    double directMs = median(direct);
    double proxiedMs = median(proxied);
    LinkStats stats = proxy.stats();
    double added = proxiedMs - directMs;
    System.out.printf(Locale.ROOT, "%s: direct %.2f ms, through the proxy %.2f ms: added %.2f ms for %.0f ms; "
        + "the proxy measured %.2f ms over %d round trips%n", what, directMs, proxiedMs, added, LATENCY_MS,
        stats.measuredAddedMs(), stats.roundTrips());
    assertTrue(added >= 0.9 * LATENCY_MS && added < 2 * LATENCY_MS, what + ": added " + added + " ms");
    assertTrue(Math.abs(stats.measuredAddedMs() - LATENCY_MS) <= 0.1 * LATENCY_MS,
        what + ": the proxy measured " + stats.measuredAddedMs() + " ms");
    assertTrue(stats.roundTrips() >= CALLS && stats.roundTrips() <= CALLS + otherRoundTrips,
        what + ": one round trip a call, " + CALLS + " calls, counted " + stats.roundTrips());
    assertEquals(LATENCY_MS, stats.latencyMs());
  }

  private static double median(Call call) throws Exception {
    double[] ms = new double[CALLS];
    for (int i = 0; i < CALLS; i++) {
      long start = System.nanoTime();
      call.run();
      ms[i] = (System.nanoTime() - start) / 1e6;
    }
    Arrays.sort(ms);
    return (ms[CALLS / 2 - 1] + ms[CALLS / 2]) / 2;
  }
}

package org.reactivebench.harness.dblink;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.process.ServerProcess;

/**
 * A database the variants reach through a {@link DbLatencyProxy}: the schema's properties point at the proxy, which
 * is started in front of the server on the first schema. The harness's own calls (creating schemas, counting rows)
 * still go straight to the server.
 */
public final class ProxiedDatabase implements Database {

  /** The properties that hold a database's address, in what {@link Database#freshSchema} returns. */
  static final Set<String> ADDRESS_PROPERTIES = Set.of("spring.datasource.url", "spring.data.mongodb.uri");

  private final Database server;
  private final String kind;
  private double latencyMs;
  private final Path projectRoot;
  private final Path runFolder;
  private DbLatencyProxy proxy;

  /** @param kind {@code mysql} or {@code mongo}, which names the proxy's process and log */
  public ProxiedDatabase(Database server, String kind, Path projectRoot, Path runFolder) {
    this.server = server;
    this.kind = kind;
    this.projectRoot = projectRoot;
    this.runFolder = runFolder;
  }

  /** The round-trip time the proxy adds from now on (set before a label starts). */
  public void latency(double milliseconds) throws Exception {
    latencyMs = milliseconds;
    if (proxy != null) {
      proxy.latency(milliseconds);
    }
  }

  @Override
  public String product() {
    return server.product() + ", through a proxy adding " + Numbers.plain(latencyMs) + " ms a round trip";
  }

  @Override
  public Map<String, String> freshSchema(String name) throws Exception {
    Map<String, String> properties = new LinkedHashMap<>(server.freshSchema(name));
    for (String key : ADDRESS_PROPERTIES) {
      String url = properties.get(key);
      if (url != null) {
        DatabaseAddress address = DatabaseAddress.of(url);
        if (proxy == null) {
          proxy = DbLatencyProxy.start(projectRoot, runFolder.resolve("db-proxy"), "db-proxy-" + kind, address,
              latencyMs);
        }
        properties.put(key, address.through(proxy.port()));
      }
    }
    return properties;
  }

  /** The proxy, once a schema has been created through it. */
  public Optional<DbLatencyProxy> proxy() {
    return Optional.ofNullable(proxy);
  }

  @Override
  public Optional<ServerProcess> server() {
    return server.server();
  }

  @Override
  public Optional<java.nio.file.Path> gcLog() {
    return server.gcLog();
  }

  @Override
  public long count(String schema, String table) throws Exception {
    return server.count(schema, table);
  }

  /** Stops the proxy; the database server is stopped by whoever started it. */
  @Override
  public void close() {
    if (proxy != null) {
      proxy.close();
      proxy = null;
    }
  }
}

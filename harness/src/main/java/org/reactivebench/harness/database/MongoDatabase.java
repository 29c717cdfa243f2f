package org.reactivebench.harness.database;

import org.reactivebench.harness.process.ServerProcess;
import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.bson.Document;

/** A MongoDB-wire server (the embedded one or an external MongoDB) on which the harness makes databases. */
public final class MongoDatabase implements Database {

  private static final Pattern DATABASE_NAME = Pattern.compile("[a-z0-9_]{1,60}");

  private final ConnectionString server;
  private final String product;
  private final ServerProcess process;
  private final Runnable cleanUp;
  private final java.nio.file.Path gcLog;

  /**
   * @param server where the server listens, without a database name
   * @param process the server process when the harness runs it, null for an external server
   * @param cleanUp what to delete once the server is stopped
   * @param gcLog the GC log of the server's JVM when the harness runs it, else null
   */
  MongoDatabase(ConnectionString server, String provenance, ServerProcess process, Runnable cleanUp,
      java.nio.file.Path gcLog) {
    this.server = server;
    this.gcLog = gcLog;
    this.process = process;
    this.cleanUp = cleanUp;
    try (MongoClient client = client(server)) {
      Document buildInfo = client.getDatabase("admin").runCommand(new Document("buildInfo", 1));
      this.product = provenance + ", MongoDB wire version " + buildInfo.getString("version");
    }
  }

  /** A client of the harness's own, which gives up quickly when the server is not (yet) there. */
  private MongoClient client() {
    return client(server);
  }

  static MongoClient client(ConnectionString server) {
    return MongoClients.create(MongoClientSettings.builder().applyConnectionString(server)
        .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(2, TimeUnit.SECONDS))
        .applyToSocketSettings(socket -> socket.connectTimeout(2, TimeUnit.SECONDS)).build());
  }

  @Override
  public String product() {
    return product;
  }

  @Override
  public Map<String, String> freshSchema(String name) {
    if (!DATABASE_NAME.matcher(name).matches()) {
      throw new IllegalArgumentException("not a database name: " + name);
    }
    try (MongoClient client = client()) {
      client.getDatabase(name).drop();
    }
    return Map.of("spring.data.mongodb.uri", uriOf(name));
  }

  /** The server's URI with {@code database} as its path, keeping credentials and options. */
  String uriOf(String database) {
    String uri = server.getConnectionString();
    int optionsStart = uri.indexOf('?');
    String options = optionsStart < 0 ? "" : uri.substring(optionsStart);
    String hosts = optionsStart < 0 ? uri : uri.substring(0, optionsStart);
    int pathStart = hosts.indexOf('/', "mongodb://".length());
    String base = pathStart < 0 ? hosts : hosts.substring(0, pathStart);
    return base + "/" + database + options;
  }

  /** Number of documents in a collection, for integrity checks after a run. */
  @Override
  public long count(String database, String collection) {
    try (MongoClient client = client()) {
      return client.getDatabase(database).getCollection(collection).countDocuments();
    }
  }

  @Override
  public Optional<ServerProcess> server() {
    return Optional.ofNullable(process);
  }

  @Override
  public Optional<java.nio.file.Path> gcLog() {
    return Optional.ofNullable(gcLog);
  }

  @Override
  public void close() {
    if (process != null) {
      process.stop();
    }
    cleanUp.run();
  }
}

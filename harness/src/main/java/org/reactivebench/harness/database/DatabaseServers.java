package org.reactivebench.harness.database;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import org.reactivebench.harness.Console;

/** Starts each kind of database (once, when a variant first needs it) and stops them all at the end. */
public final class DatabaseServers implements AutoCloseable {

  private final Path workFolder;
  private final Path runFolder;
  private final String mysqlUrl;
  private final String mongoUri;
  private final Console console;
  private final Map<String, Database> started = new LinkedHashMap<>();

  /**
   * @param mysqlUrl an external MySQL server, or null for the embedded MariaDB
   * @param mongoUri an external MongoDB, or null for the embedded mongo-java-server
   */
  public DatabaseServers(Path workFolder, Path runFolder, String mysqlUrl, String mongoUri, Console console) {
    this.workFolder = workFolder;
    this.runFolder = runFolder;
    this.mysqlUrl = mysqlUrl;
    this.mongoUri = mongoUri;
    this.console = console;
  }

  public Database get(String kind) throws Exception {
    Database database = started.get(kind);
    if (database == null) {
      database = start(kind);
      started.put(kind, database);
      console.step("database", database.product() + " is up");
    }
    return database;
  }

  private Database start(String kind) throws Exception {
    switch (kind) {
      case "mysql" -> {
        if (mysqlUrl != null) {
          console.step("database", "connecting to the external MySQL server");
          return ExternalMySql.connect(mysqlUrl);
        }
        console.step("database", "starting the embedded MariaDB " + EmbeddedMariaDb.VERSION);
        return EmbeddedMariaDb.start(workFolder, runFolder.resolve("mysql"));
      }
      case "mongo" -> {
        if (mongoUri != null) {
          console.step("database", "connecting to the external MongoDB");
          return ExternalMongo.connect(mongoUri);
        }
        console.step("database", "starting the embedded mongo-java-server " + EmbeddedMongo.VERSION);
        return EmbeddedMongo.start(runFolder.resolve("mongo"));
      }
      default -> throw new IllegalArgumentException("no database server for variants of kind '" + kind + "'");
    }
  }

  @Override
  public void close() {
    started.values().forEach(Database::close);
    started.clear();
  }
}

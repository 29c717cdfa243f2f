package org.reactivebench.harness.dblink;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.bson.Document;

/**
 * The client side of {@code ./matrix link-accuracy} on one database: it opens callers, each of which makes the
 * database's cheapest round trip on a connection of its own. MySQL and MariaDB: a JDBC {@code SELECT 1} on a
 * Connector/J connection per caller. Mongo: {@code {ping: 1}} through one sync driver client whose pool holds a
 * connection for every caller, so that every caller has its round trip in flight at once.
 */
public abstract sealed class LinkAccuracyClient implements AutoCloseable {

  /** One connection of the loop: each call is one round trip to the database. */
  public interface Caller extends AutoCloseable {

    void call() throws Exception;

    @Override
    void close() throws Exception;
  }

  /**
   * The client of a schema, by the properties {@link org.reactivebench.harness.database.Database#freshSchema} gave
   * it (straight or through the proxy).
   *
   * @param callers how many callers will be open at once
   */
  public static LinkAccuracyClient of(Map<String, String> schema, int callers) {
    String jdbcUrl = schema.get("spring.datasource.url");
    if (jdbcUrl != null) {
      return new Jdbc(jdbcUrl, schema.get("spring.datasource.username"), schema.get("spring.datasource.password"));
    }
    String mongoUri = schema.get("spring.data.mongodb.uri");
    if (mongoUri != null) {
      return new Mongo(mongoUri, callers);
    }
    throw new IllegalArgumentException("no database URL among " + schema.keySet());
  }

  /** Opens a caller on a connection of its own (a JDBC one, or one of the Mongo client's pool). */
  public abstract Caller open() throws Exception;

  @Override
  public abstract void close();

  private static final class Jdbc extends LinkAccuracyClient {

    private final String url;
    private final String user;
    private final String password;

    Jdbc(String url, String user, String password) {
      this.url = url;
      this.user = user;
      this.password = password;
    }

    @Override
    public Caller open() throws Exception {
      Connection connection = DriverManager.getConnection(url, user, password);
      Statement statement = connection.createStatement();
      return new Caller() {
        @Override
        public void call() throws Exception {
          try (ResultSet result = statement.executeQuery("SELECT 1")) {
            result.next();
          }
        }

        @Override
        public void close() throws Exception {
          try (connection; statement) {
            // both closed, the statement first
          }
        }
      };
    }

    @Override
    public void close() {}
  }

  private static final class Mongo extends LinkAccuracyClient {

    private static final Document PING = new Document("ping", 1);

    private final MongoClient client;
    private final MongoDatabase database;

    Mongo(String uri, int callers) {
      ConnectionString address = new ConnectionString(uri);
      client = MongoClients.create(MongoClientSettings.builder().applyConnectionString(address)
          .applyToConnectionPoolSettings(pool -> pool.maxSize(callers).minSize(callers).maxConnecting(callers)
              .maxWaitTime(30, TimeUnit.SECONDS))
          .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(10, TimeUnit.SECONDS)).build());
      database = client.getDatabase(address.getDatabase() == null ? "admin" : address.getDatabase());
    }

    @Override
    public Caller open() {
      return new Caller() {
        @Override
        public void call() {
          database.runCommand(PING);
        }

        @Override
        public void close() {}
      };
    }

    @Override
    public void close() {
      client.close();
    }
  }
}

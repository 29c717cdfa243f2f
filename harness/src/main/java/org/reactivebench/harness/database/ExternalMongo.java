package org.reactivebench.harness.database;

import com.mongodb.ConnectionString;

/** A MongoDB the user runs, given as {@code mongodb://[user:password@]host:port/[?options]}. */
public final class ExternalMongo {

  private ExternalMongo() {}

  public static MongoDatabase connect(String uri) {
    if (!uri.startsWith("mongodb://")) {
      throw new IllegalArgumentException("--mongo-uri must look like mongodb://127.0.0.1:27017/, was: " + uri);
    }
    ConnectionString server = new ConnectionString(uri);
    return new MongoDatabase(server, "external MongoDB, " + String.join(",", server.getHosts()), null, () -> { }, null);
  }
}

package org.reactivebench.harness.database;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * A MySQL server the user runs, given as {@code jdbc:mysql://host:port/?user=U&password=P}. The user must be
 * allowed to create databases; the variants connect with the same credentials.
 */
public final class ExternalMySql {

  private ExternalMySql() {}

  public static MySqlDatabase connect(String jdbcUrl) throws SQLException {
    if (!jdbcUrl.startsWith("jdbc:mysql://")) {
      throw new IllegalArgumentException("--mysql-url must look like jdbc:mysql://host:3306/?user=root&password=secret, was: "
          + jdbcUrl);
    }
    URI uri = URI.create(jdbcUrl.substring("jdbc:".length()));
    Map<String, String> query = new HashMap<>();
    if (uri.getRawQuery() != null) {
      for (String pair : uri.getRawQuery().split("&")) {
        String[] keyValue = pair.split("=", 2);
        query.put(keyValue[0], keyValue.length > 1 ? URLDecoder.decode(keyValue[1], StandardCharsets.UTF_8) : "");
      }
    }
    MySqlDatabase.Credentials credentials =
        new MySqlDatabase.Credentials(query.getOrDefault("user", "root"), query.getOrDefault("password", ""));
    int port = uri.getPort() > 0 ? uri.getPort() : 3306;
    return new MySqlDatabase(uri.getHost(), port, credentials, credentials, "external, " + uri.getHost() + ":" + port,
        null, () -> { });
  }
}

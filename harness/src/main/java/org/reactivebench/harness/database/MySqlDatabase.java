package org.reactivebench.harness.database;

import org.reactivebench.harness.process.ServerProcess;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/** A MySQL-protocol server (embedded MariaDB or an external MySQL) on which the harness makes schemas. */
public final class MySqlDatabase implements Database {

  /** The same connection parameters for every variant; Connector/J 5.1 and 8 both accept them. */
  static final String VARIANT_URL_PARAMETERS =
      "?useSSL=false&allowPublicKeyRetrieval=true&serverTimezone=UTC&useUnicode=true&characterEncoding=utf8";

  private static final Pattern SCHEMA_NAME = Pattern.compile("[a-z0-9_]{1,64}");

  private final String host;
  private final int port;
  private final Credentials admin;
  private final Credentials application;
  private final String provenance;
  private final ServerProcess server;
  private final Runnable cleanUp;
  private final String version;

  public record Credentials(String user, String password) {}

  /**
   * @param server the server process when the harness runs it, null for an external server
   * @param cleanUp what to delete once the server is stopped
   */
  MySqlDatabase(String host, int port, Credentials admin, Credentials application, String provenance,
      ServerProcess server, Runnable cleanUp) throws SQLException {
    this.host = host;
    this.port = port;
    this.admin = admin;
    this.application = application;
    this.provenance = provenance;
    this.server = server;
    this.cleanUp = cleanUp;
    try (Connection connection = adminConnection(); Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery("SELECT VERSION()")) {
      result.next();
      this.version = result.getString(1);
    }
  }

  Connection adminConnection() throws SQLException {
    return adminConnection(host, port, admin);
  }

  static Connection adminConnection(String host, int port, Credentials admin) throws SQLException {
    return DriverManager.getConnection(
        "jdbc:mysql://" + host + ":" + port + "/" + VARIANT_URL_PARAMETERS, admin.user(), admin.password());
  }

  @Override
  public String product() {
    String product = version.toLowerCase().contains("mariadb") ? "MariaDB " : "MySQL ";
    return product + version + " (" + provenance + ")";
  }

  @Override
  public Map<String, String> freshSchema(String name) throws SQLException {
    if (!SCHEMA_NAME.matcher(name).matches()) {
      throw new IllegalArgumentException("not a schema name: " + name);
    }
    try (Connection connection = adminConnection(); Statement statement = connection.createStatement()) {
      statement.execute("DROP DATABASE IF EXISTS " + name);
      statement.execute("CREATE DATABASE " + name + " CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci");
      if (!application.equals(admin)) {
        statement.execute("CREATE USER IF NOT EXISTS '" + application.user() + "'@'%' IDENTIFIED BY '"
            + application.password() + "'");
        statement.execute("GRANT ALL PRIVILEGES ON " + name + ".* TO '" + application.user() + "'@'%'");
      }
    }
    Map<String, String> properties = new LinkedHashMap<>();
    properties.put("spring.datasource.url", "jdbc:mysql://" + host + ":" + port + "/" + name + VARIANT_URL_PARAMETERS);
    properties.put("spring.datasource.username", application.user());
    properties.put("spring.datasource.password", application.password());
    return properties;
  }

  /** Number of rows in a table of a schema, for integrity checks after a run. */
  public long count(String schema, String table) throws SQLException {
    try (Connection connection = adminConnection(); Statement statement = connection.createStatement();
        ResultSet result = statement.executeQuery("SELECT COUNT(*) FROM " + schema + "." + table)) {
      result.next();
      return result.getLong(1);
    }
  }

  @Override
  public Optional<ServerProcess> server() {
    return Optional.ofNullable(server);
  }

  @Override
  public void close() {
    if (server != null) {
      server.stop();
    }
    cleanUp.run();
  }
}

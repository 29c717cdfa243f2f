package org.reactivebench.harness.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedded servers are real servers over real sockets, give fresh schemas, and leave nothing behind. */
class EmbeddedDatabasesIT {

  @TempDir
  Path folder;

  @Test
  void mariaDbGivesAFreshSchemaToTheApplicationUser() throws Exception {
    Map<String, String> properties;
    try (MySqlDatabase database = EmbeddedMariaDb.start(folder.resolve("work"), folder.resolve("run"))) {
      assertTrue(database.product().startsWith("MariaDB 11.4.5"), database.product());
      properties = database.freshSchema("matrix_test_1");
      String url = properties.get("spring.datasource.url");
      try (Connection connection = DriverManager.getConnection(url, "bench", "bench");
          Statement statement = connection.createStatement()) {
        statement.execute("CREATE TABLE operation (id BIGINT PRIMARY KEY)");
        statement.execute("INSERT INTO operation VALUES (1), (2)");
      }
      assertEquals(2, database.count("matrix_test_1", "operation"));

      database.freshSchema("matrix_test_1");
      try (Connection connection = DriverManager.getConnection(url, "bench", "bench");
          Statement statement = connection.createStatement()) {
        assertFalse(statement.executeQuery("SHOW TABLES").next(), "a fresh schema is empty");
      }
    }
    assertNoChildProcessLeft();
    assertFalse(Files.exists(folder.resolve("run/mariadb-data")), "the data directory is deleted on close");
  }

  @Test
  void mongoServerGivesAFreshDatabase() {
    try (MongoDatabase database = EmbeddedMongo.start(folder.resolve("mongo"))) {
      assertTrue(database.product().startsWith("mongo-java-server 1.47.0"), database.product());
      String uri = database.freshSchema("matrix_test_1").get("spring.data.mongodb.uri");
      assertTrue(uri.endsWith("/matrix_test_1"), uri);
      try (MongoClient client = MongoClients.create(uri)) {
        client.getDatabase("matrix_test_1").getCollection("operation").insertOne(new Document("amount", 1));
      }
      assertEquals(1, database.count("matrix_test_1", "operation"));
      database.freshSchema("matrix_test_1");
      assertEquals(0, database.count("matrix_test_1", "operation"));
    } catch (Exception e) {
      throw new AssertionError(e);
    }
    assertNoChildProcessLeft();
  }

  @Test
  void rejectsSchemaNamesThatCouldInjectSql() throws Exception {
    try (MySqlDatabase database = EmbeddedMariaDb.start(folder.resolve("work"), folder.resolve("run"))) {
      assertThrows(IllegalArgumentException.class, () -> database.freshSchema("x; DROP DATABASE mysql"));
    }
  }

  @Test
  void aServerThatWillNotStartIsReportedWithTheEndOfItsLog() throws Exception {
    Path binaries = Files.createDirectories(folder.resolve("work/mariadb-" + EmbeddedMariaDb.VERSION));
    script(binaries.resolve("scripts/mariadb-install-db"), "exit 0");
    script(binaries.resolve("bin/mariadbd"), "echo 'simulated: cannot open the data directory' >&2; exit 1");

    DatabaseStartException error = assertThrows(DatabaseStartException.class,
        () -> EmbeddedMariaDb.start(folder.resolve("work"), folder.resolve("run")));

    assertTrue(error.getMessage().contains("mariadbd exited with code 1"), error.getMessage());
    assertTrue(error.logTail().contains("simulated: cannot open the data directory"), error.logTail());
    assertNoChildProcessLeft();
  }

  static void script(Path file, String body) throws java.io.IOException {
    Files.createDirectories(file.getParent());
    Files.writeString(file, "#!/bin/sh\n" + body + "\n");
    file.toFile().setExecutable(true);
  }

  static void assertNoChildProcessLeft() {
    List<ProcessHandle> alive = ProcessHandle.current().children().filter(ProcessHandle::isAlive).toList();
    assertTrue(alive.isEmpty(), "processes left running: " + alive.stream().map(p -> p.info().command()).toList());
  }
}

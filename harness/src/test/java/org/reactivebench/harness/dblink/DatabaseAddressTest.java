package org.reactivebench.harness.dblink;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DatabaseAddressTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "jdbc:mysql://127.0.0.1:3306/matrix_1?useSSL=false | 127.0.0.1 | 3306 | jdbc:mysql://127.0.0.1:9000/matrix_1?useSSL=false",
      "mongodb://127.0.0.1:27017/matrix_1 | 127.0.0.1 | 27017 | mongodb://127.0.0.1:9000/matrix_1",
      "mongodb://bench:secret@db.example:27018/x?authSource=admin | db.example | 27018 | mongodb://bench:secret@127.0.0.1:9000/x?authSource=admin",
      "jdbc:mysql://[::1]:3306/ | [::1] | 3306 | jdbc:mysql://127.0.0.1:9000/",
      "mongodb://db.example:27017 | db.example | 27017 | mongodb://127.0.0.1:9000"})
  void readsTheOneHostAndPortAndPointsTheUrlElsewhere(String url, String host, int port, String through) {
    DatabaseAddress address = DatabaseAddress.of(url);
    assertEquals(host, address.host());
    assertEquals(port, address.port());
    assertEquals(through, address.through(9000));
  }

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "mongodb://a.example:27017,b.example:27017/x?replicaSet=rs0",
      "mongodb+srv://cluster.example/x",
      "jdbc:mysql://db.example/x",
      "jdbc:postgresql://127.0.0.1:5432/x"})
  void refusesWhatOneProxyCannotStandInFor(String url) {
    IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> DatabaseAddress.of(url));
    assertEquals(true, error.getMessage().contains(url), error.getMessage());
  }

  @Test
  void theMessageSaysWhatItNeeds() {
    assertEquals("--db-latency needs a database URL with one host:port, e.g. jdbc:mysql://127.0.0.1:3306/ or "
        + "mongodb://127.0.0.1:27017/; not: x", assertThrows(IllegalArgumentException.class,
            () -> DatabaseAddress.of("x")).getMessage());
  }
}

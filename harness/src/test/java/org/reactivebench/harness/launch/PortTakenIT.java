package org.reactivebench.harness.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.EmbeddedMariaDb;
import org.reactivebench.harness.database.MySqlDatabase;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;

/** A port taken between choosing it and the variant binding it: the launcher starts the variant on another one. */
class PortTakenIT {

  @TempDir
  Path folder;

  @Test
  void aTakenPortIsReplacedByAFreeOne() throws Exception {
    Variant variant = VariantCatalog.discover(Workspace.defaultRoot()).select(List.of("mysql-spring5")).get(0);
    try (ServerSocket squatter = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        MySqlDatabase database = EmbeddedMariaDb.start(Workspace.defaultRoot().resolve(".matrix"), folder.resolve("db"))) {
      int taken = squatter.getLocalPort();
      Iterator<Integer> ports = List.of(taken, FreePorts.find()).iterator();
      try (RunningVariant running = new VariantLauncher("dGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQtdGVzdA==")
          .start(Setup.of(variant), database.freshSchema("port_taken"), null, folder.resolve("variant.log"),
              ports::next)) {
        assertNotEquals(taken, running.baseUrl().getPort());
        int status = HttpClient.newHttpClient().send(HttpRequest.newBuilder(running.baseUrl().resolve("/api/account")).build(),
            HttpResponse.BodyHandlers.discarding()).statusCode();
        assertEquals(401, status);
      }
    }
  }
}

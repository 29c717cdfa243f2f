package org.reactivebench.harness.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The MariaDB binaries are unpacked once per work folder, also when two runs start on a fresh clone at once. */
class UnpackBinariesTest {

  @Test
  void twoRunsUnpackingAtOnceBothGetTheWholeServer(@TempDir Path workFolder) throws Exception {
    CyclicBarrier together = new CyclicBarrier(2);
    Callable<Path> unpack = () -> {
      together.await();
      return EmbeddedMariaDb.unpackBinaries(workFolder);
    };
    ExecutorService runs = Executors.newFixedThreadPool(2);
    try {
      List<Future<Path>> unpacked = runs.invokeAll(List.of(unpack, unpack));
      Path first = unpacked.get(0).get();
      assertEquals(first, unpacked.get(1).get());
      assertTrue(Files.isExecutable(first.resolve("bin/mariadbd")));
      assertTrue(Files.isExecutable(first.resolve("scripts/mariadb-install-db")));
    } finally {
      runs.shutdownNow();
    }
    try (Stream<Path> left = Files.list(workFolder)) {
      assertEquals(List.of(workFolder.resolve("mariadb-" + EmbeddedMariaDb.VERSION)), left.toList(),
          "no half-unpacked copy is left behind");
    }
  }
}

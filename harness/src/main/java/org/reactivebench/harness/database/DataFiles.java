package org.reactivebench.harness.database;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** Deletes database files the harness made, once their server is stopped. */
final class DataFiles {

  private DataFiles() {}

  static void deleteQuietly(Path... paths) {
    try {
      for (Path path : paths) {
        deleteRecursively(path);
      }
    } catch (IOException e) {
      System.err.println("could not delete the database files: " + e.getMessage());
    }
  }

  static void deleteRecursively(Path path) throws IOException {
    if (!Files.exists(path)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(path)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (java.nio.file.NoSuchFileException alreadyGone) {
      // deleted meanwhile by the other exit path (normal close and interrupt race)
    } catch (java.io.UncheckedIOException e) {
      if (!(e.getCause() instanceof java.nio.file.NoSuchFileException)) {
        throw e.getCause();
      }
    }
  }
}

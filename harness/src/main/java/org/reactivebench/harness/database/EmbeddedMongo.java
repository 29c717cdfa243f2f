package org.reactivebench.harness.database;

import com.mongodb.ConnectionString;
import com.mongodb.MongoException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.reactivebench.harness.launch.FreePorts;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.process.ChildProcesses;

/** mongo-java-server (H2 backend, persisted in the run folder) in its own JVM on a free loopback port. */
public final class EmbeddedMongo {

  static final String VERSION = "1.47.0";
  static final List<String> JVM_FLAGS = List.of("-Xms512m", "-Xmx1g", "-XX:+UseG1GC");
  private static final Duration START_TIMEOUT = Duration.ofSeconds(60);

  private EmbeddedMongo() {}

  public static MongoDatabase start(Path runFolder) throws IOException, InterruptedException {
    Files.createDirectories(runFolder);
    Path dataFile = runFolder.resolve("mongo.mv");
    int port = FreePorts.find();
    List<String> command = new java.util.ArrayList<>();
    command.add(org.reactivebench.harness.launch.JvmFlags.javaBinary());
    command.addAll(JVM_FLAGS);
    command.addAll(List.of("-cp", absoluteClassPath(), MongoServerMain.class.getName(),
        Integer.toString(port), dataFile.toString()));
    ChildProcesses children = ChildProcesses.get();
    ChildProcess server = children.start("mongo-java-server", command, runFolder, runFolder.resolve("mongo.log"));

    ConnectionString address = new ConnectionString(
        "mongodb://127.0.0.1:" + port + "/");
    Instant deadline = Instant.now().plus(START_TIMEOUT);
    while (true) {
      if (!server.isAlive()) {
        children.stop(server);
        throw new DatabaseStartException("mongo-java-server exited with code " + server.process().exitValue(),
            server.tail(30));
      }
      try {
        return new MongoDatabase(address, "mongo-java-server " + VERSION + " (embedded, H2 backend)",
            () -> stopAndDeleteData(server, runFolder)).startedAs(server);
      } catch (MongoException notYet) {
        if (Instant.now().isAfter(deadline)) {
          children.stop(server);
          throw new DatabaseStartException("mongo-java-server did not accept connections within "
              + START_TIMEOUT.toSeconds() + " s on port " + port, server.tail(30));
        }
        Thread.sleep(200);
      }
    }
  }

  /** The harness's own class path, usable from another working directory. */
  private static String absoluteClassPath() {
    return java.util.Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
        .map(entry -> Path.of(entry).toAbsolutePath().toString())
        .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
  }

  private static void stopAndDeleteData(ChildProcess server, Path runFolder) {
    ChildProcesses.get().stop(server);
    try {
      Files.deleteIfExists(runFolder.resolve("mongo.mv"));
    } catch (IOException e) {
      System.err.println("could not delete the database file: " + e.getMessage());
    }
  }
}

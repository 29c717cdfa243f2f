package org.reactivebench.harness.database;

import com.mongodb.ConnectionString;
import com.mongodb.client.MongoClient;
import org.bson.Document;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.reactivebench.harness.launch.FreePorts;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.process.ServerProcess;

/** mongo-java-server (H2 backend, persisted in the run folder) in its own JVM on a free loopback port. */
public final class EmbeddedMongo {

  static final String VERSION = "1.47.0";
  static final List<String> JVM_FLAGS = List.of("-Xms512m", "-Xmx1g", "-XX:+UseG1GC");

  private EmbeddedMongo() {}

  public static MongoDatabase start(Path runFolder) throws IOException, InterruptedException {
    Files.createDirectories(runFolder);
    Path dataFile = runFolder.resolve("mongo.mv");
    int port = FreePorts.find();
    List<String> command = new java.util.ArrayList<>();
    command.add(org.reactivebench.harness.launch.JvmFlags.javaBinary());
    command.addAll(JVM_FLAGS);
    Path gcLog = runFolder.resolve("mongo-gc.log");
    command.add(org.reactivebench.harness.launch.JvmFlags.gcLog(gcLog));
    command.addAll(List.of("-cp", absoluteClassPath(), MongoServerMain.class.getName(),
        Integer.toString(port), dataFile.toString()));
    ConnectionString address = new ConnectionString("mongodb://127.0.0.1:" + port + "/");
    Runnable deleteData = ChildProcesses.get().cleanUpAfterStop(() -> DataFiles.deleteQuietly(dataFile));
    try {
      ServerProcess server = ServerProcess.start("mongo-java-server", command, runFolder,
          runFolder.resolve("mongo.log"), () -> {
            try (MongoClient client = MongoDatabase.client(address)) {
              client.getDatabase("admin").runCommand(new Document("ping", 1));
            }
          }, DatabaseStartException::new);
      return new MongoDatabase(address, "mongo-java-server " + VERSION + " (embedded, H2 backend)", server,
          deleteData, gcLog);
    } catch (IOException | InterruptedException | RuntimeException e) {
      deleteData.run();
      throw e;
    }
  }

  /** The harness's own class path, usable from another working directory. */
  private static String absoluteClassPath() {
    return java.util.Arrays.stream(System.getProperty("java.class.path").split(java.io.File.pathSeparator))
        .map(entry -> Path.of(entry).toAbsolutePath().toString())
        .collect(java.util.stream.Collectors.joining(java.io.File.pathSeparator));
  }
}

package org.reactivebench.harness.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.database.EmbeddedMariaDb;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "clean", description = {
    "Delete the database files that finished runs left in the work folder .matrix/.",
    "A MariaDB data folder is about 144 MB; interrupted serves and runs of older versions left them behind. Logs are",
    "kept unless --logs is given. Runs still in progress (their harness process is alive) are left alone, and so is a",
    "half-unpacked MariaDB server while any run is in progress. Committed results are never touched."})
public final class CleanCommand implements Callable<Integer> {

  /** What a run folder may hold that is a database's data, not a log. */
  static final List<String> DATABASE_FILES = List.of("mysql/mariadb-data", "mysql/mariadb-tmp", "mongo/mongo.mv",
      "mongo/mongo.trace.db");

  @Option(names = "--logs", description = "Also delete the finished runs' folders with their logs and warm-up reports.")
  boolean logs;

  @Option(names = "--local-results",
      description = "Also delete the local results (.matrix/local/: the runs made without --publish) and their report.")
  boolean localResults;

  @Override
  public Integer call() throws IOException {
    Path workFolder = Workspace.defaultRoot().resolve(".matrix");
    Path runs = workFolder.resolve("runs");
    long freed = 0;
    int cleaned = 0;
    int busy = 0;
    for (Path run : children(runs)) {
      if (inProgress(run)) {
        busy++;
        continue;
      }
      long before = freed;
      if (logs) {
        freed += delete(run);
      } else {
        for (String data : DATABASE_FILES) {
          freed += delete(run.resolve(data));
        }
      }
      if (freed > before) {
        cleaned++;
      }
    }
    if (busy == 0) {
      for (Path unpacking : children(workFolder)) {
        if (unpacking.getFileName().toString().contains(EmbeddedMariaDb.PARTIAL)) {
          freed += delete(unpacking);
        }
      }
    }
    if (localResults) {
      freed += delete(workFolder.resolve(Workspace.LOCAL_RESULTS));
    }
    System.out.printf(Locale.ROOT, "clean: %.1f MB freed from %d run folder(s)%s%s%n", freed / 1e6, cleaned,
        logs ? " (logs included)" : " (database files; logs kept, --logs deletes them too)",
        busy == 0 ? "" : "; " + busy + " run(s) in progress left alone");
    return 0;
  }

  /** Whether the harness process that made this run folder is still running. */
  static boolean inProgress(Path run) {
    Path owner = run.resolve(Workspace.OWNER_FILE);
    if (!Files.isRegularFile(owner)) {
      return false;
    }
    try {
      long pid = Long.parseLong(Files.readString(owner).trim());
      Optional<ProcessHandle> process = ProcessHandle.of(pid);
      return process.isPresent() && process.get().isAlive()
          && process.get().info().command().map(command -> command.endsWith("java")).orElse(true);
    } catch (IOException | NumberFormatException unreadable) {
      return false;
    }
  }

  private static long delete(Path path) throws IOException {
    if (!Files.exists(path)) {
      return 0;
    }
    long bytes = 0;
    try (Stream<Path> files = Files.walk(path)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        bytes += Files.isRegularFile(file) ? Files.size(file) : 0;
        Files.delete(file);
      }
    }
    return bytes;
  }

  private static List<Path> children(Path folder) throws IOException {
    if (!Files.isDirectory(folder)) {
      return new ArrayList<>();
    }
    try (Stream<Path> list = Files.list(folder)) {
      return list.filter(Files::isDirectory).sorted().toList();
    }
  }
}

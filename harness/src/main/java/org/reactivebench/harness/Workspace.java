package org.reactivebench.harness;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.reactivebench.harness.results.SummaryStore;

/**
 * Where one command works: the project root (variants, scenario), the results tree its measured runs go to, the work
 * folder {@code .matrix/} (database binaries, run logs, local results; never committed), and the run's id and JWT
 * secret.
 *
 * <p>The rule for committed files: a run writes its results into the local tree {@code .matrix/local/} and changes
 * no tracked file. Only {@code --publish} writes into the project's own {@code <variant>/gatling-results/} and
 * regenerates the committed reports: that is how reference runs are made. A published run writes its result folders
 * into its run folder first ({@link #writing()}) and moves them into the project when it ends ({@link #publish()}), so
 * that an interrupted reference run leaves no partial results among the committed ones.
 *
 * @param results the root of the results tree: {@code <results>/<variant>/gatling-results/<run>/summary.json}
 * @param published whether {@code results} is the project root (the committed reference runs)
 */
public record Workspace(Path root, Path results, boolean published, Path workFolder, String runId, String jwtSecret) {

  /** The results tree of runs that were not published. */
  public static final String LOCAL_RESULTS = "local";
  /** The file in a run folder that names the harness process working in it, so that {@code clean} leaves it alone. */
  public static final String OWNER_FILE = "harness.pid";
  /** The folder in a published run's run folder that holds its results until the run ends. */
  public static final String STAGED_RESULTS = "to-publish";

  private static final DateTimeFormatter RUN_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  /**
   * Creates the run's folder under a new, unique run id: {@code <date>-<time>-<label>}, with {@code -2}, {@code -3}
   * ... when another command took that id in the same second (the folder is created atomically, so two commands
   * never share one).
   *
   * @param output results tree given by the tests ({@code --output}), or null for the default
   * @param publish write into the project's committed results tree
   */
  public static Workspace create(Path root, Path output, String runLabel, boolean publish) throws IOException {
    Path absoluteRoot = root.toAbsolutePath().normalize();
    Path workFolder = Files.createDirectories(absoluteRoot.resolve(".matrix"));
    Path runs = Files.createDirectories(workFolder.resolve("runs"));
    String base = LocalDateTime.now().format(RUN_TIME) + "-" + runLabel;
    String runId = base;
    for (int attempt = 2; ; attempt++) {
      try {
        Files.createDirectory(runs.resolve(runId));
        break;
      } catch (FileAlreadyExistsException taken) {
        runId = base + "-" + attempt;
      }
    }
    Files.writeString(runs.resolve(runId).resolve(OWNER_FILE), ProcessHandle.current().pid() + "\n");
    Path results;
    if (output != null) {
      results = output.toAbsolutePath().normalize();
    } else {
      results = publish ? absoluteRoot : workFolder.resolve(LOCAL_RESULTS);
    }
    return new Workspace(absoluteRoot, results, output == null && publish, workFolder, runId, newJwtSecret());
  }

  /** Logs and scratch data of this run. */
  public Path runFolder() {
    return workFolder.resolve("runs").resolve(runId);
  }

  /**
   * The results tree this run writes its result folders into while it runs: {@link #results()}, or for a published
   * run the run folder's {@code to-publish/}, which {@link #publish()} moves into the project once the run has ended.
   */
  public Path writing() {
    return published ? runFolder().resolve(STAGED_RESULTS) : results;
  }

  /** Where a published run keeps the result folders it did not finish, out of the project. */
  public static final String UNFINISHED = "unfinished";

  /**
   * Moves the result folders a published run wrote ({@code <variant>/gatling-results/<folder>} under {@link
   * #writing()}) into the project's results tree; does nothing for a run that is not published. A folder still
   * marked {@link SummaryStore#INCOMPLETE_MARKER} (a repetition that failed) stays in the run folder, under
   * {@value #UNFINISHED}: it holds no summary for the reports to read.
   *
   * @return the result folders now in the project, as it names them
   */
  public List<Path> publish() throws IOException {
    List<Path> moved = new ArrayList<>();
    Path staged = writing();
    if (!published || !Files.isDirectory(staged)) {
      return moved;
    }
    try (Stream<Path> folders = Files.walk(staged, 3)) {
      for (Path folder : folders.filter(path -> staged.relativize(path).getNameCount() == 3).sorted().toList()) {
        boolean unfinished = Files.exists(folder.resolve(SummaryStore.INCOMPLETE_MARKER));
        Path target = (unfinished ? runFolder().resolve(UNFINISHED) : results).resolve(staged.relativize(folder));
        Files.createDirectories(target.getParent());
        Files.move(folder, target);
        if (!unfinished) {
          moved.add(target);
        }
      }
    }
    try (Stream<Path> emptied = Files.walk(staged)) {
      for (Path folder : emptied.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(folder);
      }
    }
    return moved;
  }

  /** A path as the user best reads it: relative to the project root when it lies inside it. */
  public String display(Path path) {
    if (!path.startsWith(root)) {
      return path.toString();
    }
    String relative = root.relativize(path).toString();
    return relative.isEmpty() ? "the project's <variant>/gatling-results/" : relative;
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

package org.reactivebench.harness.load;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.reactivebench.harness.launch.JvmFlags;
import org.reactivebench.harness.process.ChildProcess;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.loadspec.LoadSpecFile;

/** Runs one of the shared scenarios in its own Gatling JVM against one base URL, bounded in time. */
public final class GatlingRunner {

  /** The load specification of a run, written into its results folder beside Gatling's report. */
  static final String SPEC_FILE = "load.json";

  /** Called a few times a second while Gatling runs: to follow the load as it goes. */
  public interface Monitor {
    void poll() throws IOException;

    /** Called once Gatling has ended and its log is whole. */
    default void finish() throws IOException {
    }

    /** Whether it asked Gatling to stop before the end of the load. */
    boolean stopRequested();
  }

  /** The GC log Gatling's JVM writes into the results folder, the same way as a variant's ({@link JvmFlags#gcLog}). */
  static final String GC_LOG = "gatling-gc.log";

  /** What a finished Gatling run left: its folder (simulation.log, HTML report) and its JVM's GC log. */
  public record Result(Path runFolder, int exitCode, Duration wallTime, Path gcLog) {

    public Path simulationLog() {
      return runFolder.resolve("simulation.log");
    }
  }

  private final Path scenarioModule;

  public GatlingRunner(Path projectRoot) {
    this.scenarioModule = projectRoot.resolve("scenario");
  }

  /**
   * A generous upper bound of a run: JVM start, the injection, every pause (the ramp shape), a queue of logins at
   * the BCrypt ceiling, and the 60 s request timeout of the users still in flight at the end.
   */
  public static Duration timeLimit(LoadParameters load) {
    double seconds = load.stepped() ? 60 + load.injectionSeconds() + 120
        : 60 + load.rampSeconds() + load.journey().pauseSecondsPerUser() * load.pauseFactor() * 1.5
            + load.users() / 10.0 + 120;
    return Duration.ofSeconds((long) seconds);
  }

  /** Seconds the run should take when the variant keeps up: for progress display. */
  public static double expectedSeconds(LoadParameters load) {
    return load.expectedSeconds();
  }

  /**
   * @param sampler samples Gatling's process too while it runs, as the load generator
   * @param stopFile the file whose creation asks the scenario to stop, or null
   * @param monitor follows the load while it runs, or null
   */
  public Result run(URI baseUrl, LoadParameters load, Path resultsFolder, String description,
      Consumer<String> progress, ProcessSampler sampler, Path stopFile, Monitor monitor)
      throws IOException, InterruptedException {
    Path jar = scenarioModule.resolve("target/scenario.jar");
    if (!Files.isRegularFile(jar)) {
      throw new IllegalStateException(jar + " is missing; build it with ./mvnw -pl scenario package");
    }
    Files.createDirectories(resultsFolder);
    Path spec = resultsFolder.resolve(SPEC_FILE);
    LoadSpecFile.write(load.spec(baseUrl.toString(), stopFile == null ? "" : stopFile.toString()), spec);
    List<String> command = new ArrayList<>();
    command.add(JvmFlags.javaBinary());
    command.addAll(JvmFlags.GATLING);
    command.addAll(JvmFlags.gatlingProcessors(ChildProcesses.get().partition().otherCpus().size()));
    Path gcLog = resultsFolder.resolve(GC_LOG);
    command.add(JvmFlags.gcLog(gcLog));
    command.add("-D" + LoadSpecFile.PROPERTY + "=" + spec);
    command.add("-cp");
    command.add(jar + ":" + scenarioModule.resolve("target/lib") + "/*");
    command.add("io.gatling.app.Gatling");
    command.addAll(List.of("-s", load.journey().simulationClass(), "-rf", resultsFolder.toString(), "-rd",
        description));

    ChildProcess gatling = ChildProcesses.get().start("gatling", command, resultsFolder, resultsFolder.resolve("gatling.out"));
    if (sampler != null) {
      sampler.watch(StepResult.LOAD_GENERATOR, () -> gatling);
    }
    long started = System.nanoTime();
    long limit = timeLimit(load).toNanos();
    double expected = expectedSeconds(load);
    long nextProgress = started + 10_000_000_000L;
    long nextCrashCheck = started;
    try {
      while (gatling.isAlive()) {
        long now = System.nanoTime();
        if (now - started > limit) {
          throw new IllegalStateException("Gatling did not finish within " + timeLimit(load).toSeconds()
              + " s; stopped it. Last output:\n" + gatling.tail(20));
        }
        if (now > nextCrashCheck) {
          failIfCrashed(gatling, monitor != null && monitor.stopRequested());
          nextCrashCheck = now + 1_000_000_000L;
        }
        if (monitor != null) {
          monitor.poll();
        } else if (now > nextProgress) {
          progress.accept(String.format(Locale.ROOT, "load running: %.0f s of about %.0f s",
              (now - started) / 1e9, expected));
          nextProgress = now + 10_000_000_000L;
        }
        Thread.sleep(200);
      }
    } finally {
      ChildProcesses.get().stop(gatling);
    }
    if (ChildProcesses.get().interrupted()) {
      throw new InterruptedException("interrupted while Gatling ran");
    }
    if (monitor != null) {
      monitor.finish();
    }
    Duration wall = Duration.ofNanos(System.nanoTime() - started);
    return new Result(newestRunFolder(resultsFolder, gatling), gatling.process().exitValue(), wall, gcLog);
  }

  /** The message Gatling prints when its engine crashed at start; it then hangs instead of exiting. */
  static final String CRASHED = "Actor controller crashed";

  /** Fails at once, with Gatling's output, when its engine crashed, instead of waiting out the time limit. */
  private static void failIfCrashed(ChildProcess gatling, boolean stopRequested) {
    if (crashedAtStart(gatling.tail(60), stopRequested)) {
      throw new IllegalStateException("Gatling's engine crashed at start (" + CRASHED + "; with a single processor "
          + "its JVM needs -XX:ActiveProcessorCount=" + JvmFlags.GATLING_MIN_PROCESSORS + "); its output:\n"
          + gatling.tail(20));
    }
  }

  /**
   * Whether Gatling's output says its engine crashed at start. Not once the load was asked to stop: a stopped load's
   * injector can log the same words while its pool shuts down under users still arriving (run 20261129-175406, a
   * {@code RejectedExecutionException} in {@code StopLoadGenerator}), and Gatling then ends by itself.
   */
  static boolean crashedAtStart(String output, boolean stopRequested) {
    return !stopRequested && output.contains(CRASHED);
  }

  private static Path newestRunFolder(Path resultsFolder, ChildProcess gatling) throws IOException {
    try (Stream<Path> folders = Files.list(resultsFolder)) {
      return folders.filter(f -> Files.isRegularFile(f.resolve("simulation.log")))
          .max(java.util.Comparator.comparing(Path::getFileName))
          .orElseThrow(() -> new IllegalStateException("Gatling wrote no simulation.log; its output:\n" + gatling.tail(30)));
    }
  }
}

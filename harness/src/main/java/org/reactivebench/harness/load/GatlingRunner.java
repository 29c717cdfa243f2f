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
import org.reactivebench.harness.results.Summary.LoadParameters;

/** Runs the shared scenario in its own Gatling JVM against one base URL, bounded in time. */
public final class GatlingRunner {

  static final String SIMULATION = "org.reactivebench.scenario.OperationSimulation";
  /** Pauses of one user at pause factor 1: 5 + 1 + 2 x 5 + 2 x (7.5 + 5 + 8 x 3 + 5), the 5-10 s pause at its mean. */
  static final double SCENARIO_PAUSE_SECONDS = 99;

  /** What a finished Gatling run left: its folder (simulation.log, HTML report) and its CPU use over time. */
  public record Result(Path runFolder, int exitCode, Duration wallTime, List<CpuSample> cpuSamples) {

    public Path simulationLog() {
      return runFolder.resolve("simulation.log");
    }

    /** CPU milliseconds Gatling used between two instants (epoch ms), from the samples around them. */
    public long cpuMillisBetween(long fromEpochMs, long toEpochMs) {
      return CpuSample.cpuAt(cpuSamples, toEpochMs) - CpuSample.cpuAt(cpuSamples, fromEpochMs);
    }
  }

  private final Path scenarioModule;

  public GatlingRunner(Path projectRoot) {
    this.scenarioModule = projectRoot.resolve("scenario");
  }

  /** A generous upper bound of a run: JVM start, the ramp, every pause, and a queue of logins at the BCrypt ceiling. */
  public static Duration timeLimit(LoadParameters load) {
    double seconds = 60 + load.rampSeconds() + SCENARIO_PAUSE_SECONDS * load.pauseFactor() * 1.5 + load.users() / 10.0
        + 120;
    return Duration.ofSeconds((long) seconds);
  }

  /** Seconds the run should take when the variant keeps up: for progress display. */
  public static double expectedSeconds(LoadParameters load) {
    return 10 + load.rampSeconds() + SCENARIO_PAUSE_SECONDS * load.pauseFactor();
  }

  public Result run(URI baseUrl, LoadParameters load, Path resultsFolder, String description,
      Consumer<String> progress) throws IOException, InterruptedException {
    Path jar = scenarioModule.resolve("target/scenario.jar");
    if (!Files.isRegularFile(jar)) {
      throw new IllegalStateException(jar + " is missing; build it with ./mvnw -pl scenario package");
    }
    Files.createDirectories(resultsFolder);
    List<String> command = new ArrayList<>();
    command.add(JvmFlags.javaBinary());
    command.addAll(JvmFlags.GATLING);
    command.add("-DbaseUrl=" + baseUrl);
    command.add("-Dusers=" + load.users());
    command.add("-Dramp=" + load.rampSeconds());
    command.add("-DpauseFactor=" + load.pauseFactor());
    command.add("-cp");
    command.add(jar + ":" + scenarioModule.resolve("target/lib") + "/*");
    command.add("io.gatling.app.Gatling");
    command.addAll(List.of("-s", SIMULATION, "-rf", resultsFolder.toString(), "-rd", description));

    ChildProcess gatling = ChildProcesses.get().start("gatling", command, resultsFolder, resultsFolder.resolve("gatling.out"));
    List<CpuSample> samples = new ArrayList<>();
    long started = System.nanoTime();
    long limit = timeLimit(load).toNanos();
    double expected = expectedSeconds(load);
    long nextProgress = started + 10_000_000_000L;
    try {
      while (gatling.isAlive()) {
        gatling.cpuTime().ifPresent(cpu -> samples.add(new CpuSample(System.currentTimeMillis(), cpu.toMillis())));
        long now = System.nanoTime();
        if (now - started > limit) {
          throw new IllegalStateException("Gatling did not finish within " + timeLimit(load).toSeconds()
              + " s; stopped it. Last output:\n" + gatling.tail(20));
        }
        if (now > nextProgress) {
          progress.accept(String.format(Locale.ROOT, "load running: %.0f s of about %.0f s",
              (now - started) / 1e9, expected));
          nextProgress = now + 10_000_000_000L;
        }
        Thread.sleep(200);
      }
    } finally {
      ChildProcesses.get().stop(gatling);
    }
    Duration wall = Duration.ofNanos(System.nanoTime() - started);
    return new Result(newestRunFolder(resultsFolder, gatling), gatling.process().exitValue(), wall, List.copyOf(samples));
  }

  private static Path newestRunFolder(Path resultsFolder, ChildProcess gatling) throws IOException {
    try (Stream<Path> folders = Files.list(resultsFolder)) {
      return folders.filter(f -> Files.isRegularFile(f.resolve("simulation.log")))
          .max(java.util.Comparator.comparing(Path::getFileName))
          .orElseThrow(() -> new IllegalStateException("Gatling wrote no simulation.log; its output:\n" + gatling.tail(30)));
    }
  }
}

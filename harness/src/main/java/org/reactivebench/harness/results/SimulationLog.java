package org.reactivebench.harness.results;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The raw, tab-separated {@code simulation.log} of Gatling 3.12 (the last line that writes it as text),
 * read without Gatling. Several logs (several load generators) merge into one.
 *
 * <pre>
 * RUN      simulationClass  simulationId  startEpochMs  description  gatlingVersion
 * USER     scenario         START|END     epochMs
 * REQUEST  group            name          startEpochMs  endEpochMs   OK|KO  message
 * GROUP    group            startEpochMs  endEpochMs    timeInRequestsMs    OK|KO
 * </pre>
 *
 * @param firstUserStarts when each scenario's first user started, in epoch ms, by scenario name
 */
public record SimulationLog(String gatlingVersion, long runStart, List<Long> userStarts, List<Long> userEnds,
    List<RequestRecord> requests, List<UserVisit> visits, Map<String, Long> firstUserStarts) {

  public static SimulationLog read(Path... logs) throws IOException {
    Lines lines = new Lines();
    for (Path log : logs) {
      try (BufferedReader reader = Files.newBufferedReader(log, StandardCharsets.UTF_8)) {
        String line;
        int number = 0;
        while ((line = reader.readLine()) != null) {
          number++;
          try {
            lines.add(line);
          } catch (RuntimeException malformed) {
            throw new IOException(log + ":" + number + ": not a Gatling 3.12 simulation.log line: " + line, malformed);
          }
        }
      }
    }
    if (!lines.hasRun()) {
      throw new IOException("no RUN line in " + List.of(logs) + ": not a Gatling simulation.log");
    }
    return lines.log();
  }

  /** When the first user of the named scenario started, or of any scenario if it has none. */
  public long injectionStart(String scenario) {
    Long start = scenario == null ? null : firstUserStarts.get(scenario);
    if (start != null) {
      return start;
    }
    return userStarts.stream().mapToLong(Long::longValue).min().orElse(runStart);
  }

  /** Collects the lines of a log as they come, whole or while Gatling is still writing it. */
  public static final class Lines {

    private String version = "";
    private long runStart = Long.MAX_VALUE;
    private final List<Long> started = new ArrayList<>();
    private final List<Long> ended = new ArrayList<>();
    private final List<RequestRecord> requests = new ArrayList<>();
    private final List<UserVisit> visits = new ArrayList<>();
    private final Map<String, Long> firstStarts = new LinkedHashMap<>();

    /** Adds one complete line; throws on a line that is not Gatling's. */
    public void add(String line) {
      String[] field = line.split("\t", -1);
      switch (field[0]) {
        case "RUN" -> {
          runStart = Math.min(runStart, Long.parseLong(field[3]));
          version = field[5].trim();
        }
        case "USER" -> {
          long at = Long.parseLong(field[3]);
          if (field[2].equals("START")) {
            started.add(at);
            firstStarts.merge(field[1], at, Math::min);
          } else if (field[2].equals("END")) {
            ended.add(at);
          }
        }
        case "REQUEST" -> requests.add(new RequestRecord(field[2], Long.parseLong(field[3]),
            Long.parseLong(field[4]), field[5].equals("OK"), field.length > 6 ? field[6].trim() : ""));
        case "GROUP" -> visits.add(new UserVisit(Long.parseLong(field[2]), Long.parseLong(field[3]),
            Long.parseLong(field[4]), field[5].equals("OK")));
        default -> { }
      }
    }

    public boolean hasRun() {
      return runStart != Long.MAX_VALUE;
    }

    /** The log as read so far. */
    public SimulationLog log() {
      return new SimulationLog(version, runStart, List.copyOf(started), List.copyOf(ended), List.copyOf(requests),
          List.copyOf(visits), Map.copyOf(firstStarts));
    }
  }
}

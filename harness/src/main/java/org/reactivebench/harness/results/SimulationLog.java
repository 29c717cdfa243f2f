package org.reactivebench.harness.results;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

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
 */
public record SimulationLog(String gatlingVersion, long runStart, List<Long> userStarts, List<Long> userEnds,
    List<RequestRecord> requests, List<UserVisit> visits) {

  public static SimulationLog read(Path... logs) throws IOException {
    String version = "";
    long runStart = Long.MAX_VALUE;
    List<Long> started = new ArrayList<>();
    List<Long> ended = new ArrayList<>();
    List<RequestRecord> requests = new ArrayList<>();
    List<UserVisit> visits = new ArrayList<>();
    for (Path log : logs) {
      try (BufferedReader reader = Files.newBufferedReader(log, StandardCharsets.UTF_8)) {
        String line;
        int number = 0;
        while ((line = reader.readLine()) != null) {
          number++;
          String[] field = line.split("\t", -1);
          try {
            switch (field[0]) {
              case "RUN" -> {
                runStart = Math.min(runStart, Long.parseLong(field[3]));
                version = field[5].trim();
              }
              case "USER" -> {
                if (field[2].equals("START")) {
                  started.add(Long.parseLong(field[3]));
                } else if (field[2].equals("END")) {
                  ended.add(Long.parseLong(field[3]));
                }
              }
              case "REQUEST" -> requests.add(new RequestRecord(field[2], Long.parseLong(field[3]),
                  Long.parseLong(field[4]), field[5].equals("OK"), field.length > 6 ? field[6].trim() : ""));
              case "GROUP" -> visits.add(new UserVisit(Long.parseLong(field[2]), Long.parseLong(field[3]),
                  Long.parseLong(field[4]), field[5].equals("OK")));
              default -> { }
            }
          } catch (RuntimeException malformed) {
            throw new IOException(log + ":" + number + ": not a Gatling 3.12 simulation.log line: " + line, malformed);
          }
        }
      }
    }
    if (runStart == Long.MAX_VALUE) {
      throw new IOException("no RUN line in " + List.of(logs) + ": not a Gatling simulation.log");
    }
    return new SimulationLog(version, runStart, List.copyOf(started), List.copyOf(ended), List.copyOf(requests),
        List.copyOf(visits));
  }
}

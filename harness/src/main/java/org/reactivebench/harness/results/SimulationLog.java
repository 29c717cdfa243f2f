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
 * </pre>
 */
public record SimulationLog(String gatlingVersion, long runStart, int usersStarted, int usersEnded,
    List<RequestRecord> requests) {

  public static SimulationLog read(Path... logs) throws IOException {
    String version = "";
    long runStart = Long.MAX_VALUE;
    int started = 0;
    int ended = 0;
    List<RequestRecord> requests = new ArrayList<>();
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
                  started++;
                } else if (field[2].equals("END")) {
                  ended++;
                }
              }
              case "REQUEST" -> requests.add(new RequestRecord(field[2], Long.parseLong(field[3]),
                  Long.parseLong(field[4]), field[5].equals("OK"), field.length > 6 ? field[6].trim() : ""));
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
    return new SimulationLog(version, runStart, started, ended, List.copyOf(requests));
  }
}

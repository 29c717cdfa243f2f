package org.reactivebench.harness.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The figures the 2017 study published for its 5000-user runs ({@code gatling-results/reference/
 * 2017-study-5000-users.csv}): context for a {@code paper} run, measured on other hardware with other versions.
 */
public final class Reference2017 {

  public static final Path FILE = Path.of("gatling-results", "reference", "2017-study-5000-users.csv");
  /** The request name of the global row in the file. */
  static final String ALL = "ALL";

  /** One row of the file: a 2017 run of one module, one request name; times in ms. */
  public record Row(String variant, String module, String scheduler, String request, int total, int ko, double mean,
      double p95, double requestsPerSecond) {

    public double koPercent() {
      return total == 0 ? 0 : 100.0 * ko / total;
    }
  }

  private final List<Row> rows;

  private Reference2017(List<Row> rows) {
    this.rows = rows;
  }

  /** Reads the file; the runs of the MVC apps appear once per 2017 folder with the same figures, kept once. */
  public static Reference2017 read(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    if (lines.isEmpty()) {
      return new Reference2017(List.of());
    }
    List<String> header = List.of(lines.get(0).split(",", -1));
    Map<String, Row> unique = new LinkedHashMap<>();
    for (String line : lines.subList(1, lines.size())) {
      if (line.isBlank()) {
        continue;
      }
      String[] field = line.split(",", -1);
      if (field.length != header.size()) {
        throw new IOException(file + ": expected " + header.size() + " fields: " + line);
      }
      Row row = new Row(field[header.indexOf("variant")], field[header.indexOf("module_2017")],
          field[header.indexOf("scheduler_2017")], field[header.indexOf("request")],
          Integer.parseInt(field[header.indexOf("total")]), Integer.parseInt(field[header.indexOf("ko")]),
          Double.parseDouble(field[header.indexOf("mean_ms")]), Double.parseDouble(field[header.indexOf("p95_ms")]),
          Double.parseDouble(field[header.indexOf("req_per_s")]));
      unique.putIfAbsent(row.variant() + "\n" + row.scheduler() + "\n" + row.request(), row);
    }
    return new Reference2017(List.copyOf(unique.values()));
  }

  public static Reference2017 empty() {
    return new Reference2017(List.of());
  }

  /**
   * The 2017 rows for a variant and request name (use {@link #ALL} for all requests): those run with the same
   * scheduler if there are any, else one per scheduler 2017 used (today's bounded-elastic did not exist then).
   */
  public List<Row> matching(String variant, String scheduler, String request) {
    List<Row> candidates = rows.stream().filter(r -> r.variant().equals(variant) && r.request().equals(request)).toList();
    String wanted = scheduler == null ? "" : scheduler;
    List<Row> sameScheduler = candidates.stream().filter(r -> Objects.equals(r.scheduler(), wanted)).toList();
    return sameScheduler.isEmpty() ? candidates : sameScheduler;
  }

  public boolean isEmpty() {
    return rows.isEmpty();
  }
}

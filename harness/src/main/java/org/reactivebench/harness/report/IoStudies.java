package org.reactivebench.harness.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What the two 2017 I/O-bound studies published ({@code gatling-results/reference/io-studies.csv}): context for a
 * passthrough run at the same profile and level, measured on unknown hardware.
 */
final class IoStudies {

  static final Path FILE = Path.of("gatling-results", "reference", "io-studies.csv");

  /** One published figure set: a 2017 endpoint at a profile's level; empty strings where nothing was published. */
  record Row(String study, String profile, double level, String unit, String endpoint, String labelToday,
      String served, String errorsPercent, String p50, String p95, String p99, String note) {}

  private final List<Row> rows;

  private IoStudies(List<Row> rows) {
    this.rows = rows;
  }

  static IoStudies empty() {
    return new IoStudies(List.of());
  }

  static IoStudies read(Path file) throws IOException {
    if (!Files.isRegularFile(file)) {
      return new IoStudies(List.of());
    }
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<Row> rows = new ArrayList<>();
    for (String line : lines.subList(Math.min(1, lines.size()), lines.size())) {
      if (line.isBlank()) {
        continue;
      }
      List<String> f = fields(line);
      if (f.size() != 13) {
        throw new IOException(file + ": expected 13 fields: " + line);
      }
      rows.add(new Row(f.get(0), f.get(1), Double.parseDouble(f.get(2)), f.get(3), f.get(4), f.get(5), f.get(7),
          f.get(8), f.get(9), f.get(10), f.get(11), f.get(12)));
    }
    return new IoStudies(List.copyOf(rows));
  }

  /** The rows of a profile, in file order. */
  List<Row> of(String profile) {
    return rows.stream().filter(r -> r.profile().equals(profile)).toList();
  }

  /** One CSV line: fields split at commas outside double quotes, the quotes removed. */
  static List<String> fields(String line) {
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    boolean quoted = false;
    for (char c : line.toCharArray()) {
      if (c == '"') {
        quoted = !quoted;
      } else if (c == ',' && !quoted) {
        fields.add(field.toString());
        field.setLength(0);
      } else {
        field.append(c);
      }
    }
    fields.add(field.toString());
    return fields;
  }
}

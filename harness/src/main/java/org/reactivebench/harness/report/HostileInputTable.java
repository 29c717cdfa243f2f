package org.reactivebench.harness.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.reactivebench.contract.KnownDifferences;
import org.reactivebench.contract.KnownDifferences.Declaration;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.harness.variant.VariantCatalog;

/**
 * Hostile input compared across the rows: per row, the contract checks it is declared to fail with a 5xx answer,
 * grouped by cause, beside whether a setting of the app avoids that cause. The counts come from each variant's
 * {@value KnownDifferences#FILE_NAME}, whose reasons start with the status the row answered ({@code 500: ...},
 * {@code 200 ...}, {@code No answer ...}); the causes and the settings from {@value #CAUSES}, which names the checks
 * of each cause and says how its setting was checked. A row that declares no 5xx still appears, with 0; the rows that
 * declare no known difference at all (the nine hand-written ones) share one line.
 *
 * <p>The table is hand-copied into {@code README.md} and {@code jhipster/README.md}; {@code HostileInputTableTest}
 * fails when a copy differs from {@link #render(Path)}, when a check declared with a 5xx has no cause, and when a cause
 * covers none.
 */
public final class HostileInputTable {

  /** The causes of the 5xx answers and their settings, relative to the project root. */
  public static final String CAUSES = "jhipster/hostile-settings.txt";

  /** The first line of the table, by which a README's copy is found. */
  static final String HEADER = "| row | cause of the 5xx | would a setting avoid it | declared checks answered 5xx |";

  private static final Pattern STATUS = Pattern.compile("^(\\d{3})\\b");
  private static final String CHECK = "check:";
  private static final String SETTING = "setting:";

  private HostileInputTable() {}

  /**
   * A cause of 5xx answers.
   *
   * @param checks the checks it covers, as a known-differences file names them ({@code Class.method} covers its cases)
   * @param setting whether a setting avoids it, as the table shows it
   */
  record Cause(String name, List<String> checks, String setting) {

    boolean covers(String declaredCheck) {
      return checks.stream().anyMatch(check -> new Declaration(check, setting).covers(declaredCheck));
    }
  }

  /** A row and its checks declared with a 5xx, counted by cause in the order of the causes file. */
  record Row(String name, boolean declaresAny, Map<Cause, Integer> byCause) {}

  /** The table for the project at {@code root}: its variants' known differences and its {@value #CAUSES}. */
  public static String render(Path root) throws IOException {
    return markdown(rows(VariantCatalog.discover(root).all(), readCauses(root.resolve(CAUSES))));
  }

  /**
   * The status a declared reason starts with, or -1 when it starts with none (as {@code No answer ...}).
   */
  static int status(String reason) {
    Matcher matcher = STATUS.matcher(reason.strip());
    return matcher.find() ? Integer.parseInt(matcher.group(1)) : -1;
  }

  static List<Cause> readCauses(Path file) throws IOException {
    return parseCauses(Files.readString(file, StandardCharsets.UTF_8), file.toString());
  }

  /**
   * @throws IllegalArgumentException naming the line, for an indented line without a cause above it, a cause without
   *     checks or without a setting, or a cause named twice
   */
  static List<Cause> parseCauses(String text, String source) {
    List<Cause> causes = new ArrayList<>();
    String name = null;
    List<String> checks = new ArrayList<>();
    StringBuilder setting = null;
    String[] lines = text.split("\\R", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i];
      String where = source + ", line " + (i + 1);
      if (line.isBlank() || line.strip().startsWith("#")) {
        continue;
      }
      String content = line.strip();
      if (!Character.isWhitespace(line.charAt(0))) {
        if (name != null) {
          causes.add(cause(name, checks, setting, where));
        }
        if (causes.stream().anyMatch(cause -> cause.name().equals(content))) {
          throw new IllegalArgumentException(where + ": the cause '" + content + "' is named twice");
        }
        name = content;
        checks = new ArrayList<>();
        setting = null;
      } else if (name == null) {
        throw new IllegalArgumentException(where + ": an indented line without a cause above it: " + content);
      } else if (content.startsWith(CHECK)) {
        checks.add(content.substring(CHECK.length()).strip());
      } else if (content.startsWith(SETTING)) {
        setting = new StringBuilder(content.substring(SETTING.length()).strip());
      } else if (setting != null) {
        setting.append(' ').append(content);
      } else {
        throw new IllegalArgumentException(where + ": expected 'check: ...' or 'setting: ...', was: " + content);
      }
    }
    if (name != null) {
      causes.add(cause(name, checks, setting, source));
    }
    return List.copyOf(causes);
  }

  private static Cause cause(String name, List<String> checks, StringBuilder setting, String where) {
    if (checks.isEmpty() || setting == null || setting.isEmpty()) {
      throw new IllegalArgumentException(where + ": the cause '" + name + "' needs 'check:' lines and a 'setting:'");
    }
    return new Cause(name, List.copyOf(checks), setting.toString());
  }

  /**
   * Each variant's checks declared with a 5xx, by cause.
   *
   * @throws IllegalStateException for a check declared with a 5xx that no cause covers, and for a cause that covers
   *     no such check of any variant (the table would show a cause nothing answers with a 5xx)
   */
  static List<Row> rows(List<Variant> variants, List<Cause> causes) {
    List<Row> rows = new ArrayList<>();
    List<String> uncovered = new ArrayList<>();
    Map<Cause, Integer> used = new LinkedHashMap<>();
    for (Variant variant : variants) {
      KnownDifferences declared = KnownDifferences.read(variant.folder().resolve(KnownDifferences.FILE_NAME));
      Map<Cause, Integer> byCause = new LinkedHashMap<>();
      causes.forEach(cause -> byCause.put(cause, 0));
      for (Declaration declaration : declared.declarations()) {
        int status = status(declaration.reason());
        if (status < 500 || status > 599) {
          continue;
        }
        Cause cause = causes.stream().filter(c -> c.covers(declaration.check())).findFirst().orElse(null);
        if (cause == null) {
          uncovered.add(variant.name() + ": " + declaration.check() + " (" + status + ")");
          continue;
        }
        byCause.merge(cause, 1, Integer::sum);
        used.merge(cause, 1, Integer::sum);
      }
      byCause.values().removeIf(count -> count == 0);
      rows.add(new Row(variant.name(), !declared.isEmpty(), byCause));
    }
    if (!uncovered.isEmpty()) {
      throw new IllegalStateException("declared with a 5xx but covered by no cause of " + CAUSES + " (add a 'check:' "
          + "line to a cause, or a cause):\n  " + String.join("\n  ", uncovered));
    }
    List<String> unused = causes.stream().filter(cause -> !used.containsKey(cause)).map(Cause::name).toList();
    if (!unused.isEmpty()) {
      throw new IllegalStateException("causes of " + CAUSES + " that no row declares with a 5xx any more "
          + "(remove them): " + String.join(", ", unused));
    }
    return rows;
  }

  /**
   * The table: a line per row and cause; a row without a 5xx on one line with 0; the rows that declare no known
   * difference together on one line.
   */
  static String markdown(List<Row> rows) {
    Table table = new Table(3, "row", "cause of the 5xx", "would a setting avoid it", "declared checks answered 5xx");
    List<String> silent = rows.stream().filter(row -> !row.declaresAny()).map(Row::name).toList();
    if (!silent.isEmpty()) {
      table.row(silent.size() + (silent.size() == 1 ? " row" : " rows") + " declaring no known difference ("
          + String.join(", ", silent) + ")", Format.NONE, Format.NONE, "0");
    }
    for (Row row : rows.stream().filter(Row::declaresAny).toList()) {
      if (row.byCause().isEmpty()) {
        table.row(row.name(), Format.NONE, Format.NONE, "0");
      }
      String name = row.name();
      for (Map.Entry<Cause, Integer> entry : row.byCause().entrySet()) {
        table.row(name, entry.getKey().name(), entry.getKey().setting(), Integer.toString(entry.getValue()));
        name = "";
      }
    }
    return table.markdown();
  }
}

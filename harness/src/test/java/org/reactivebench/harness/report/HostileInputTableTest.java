package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.report.HostileInputTable.Cause;
import org.reactivebench.harness.report.HostileInputTable.Row;
import org.reactivebench.harness.variant.VariantCatalog;

/**
 * The 5xx answers to hostile input across the rows: read from the project's own known-differences files and
 * {@value HostileInputTable#CAUSES}, and from synthetic ones; and the copies of the table in the READMEs.
 */
class HostileInputTableTest {

  private final Path root = Workspace.defaultRoot();

  @TempDir
  Path temp;

  @Test
  void theStatusIsTheFirstWordOfTheReason() {
    assertEquals(500, HostileInputTable.status("500: Spring Data JPA fails"));
    assertEquals(500, HostileInputTable.status("500 \"Failure during data access\": page x size"));
    assertEquals(500, HostileInputTable.status("500 (\"500 INTERNAL_SERVER_ERROR \\\"id\\\"\"): a blank id"));
    assertEquals(200, HostileInputTable.status("200 as admin: the login"));
    assertEquals(400, HostileInputTable.status("400 without a body"));
    assertEquals(-1, HostileInputTable.status("No answer, now and then"));
    assertEquals(-1, HostileInputTable.status("5000 rows"));
  }

  /** The project's files as they are: each generated row's 5xx by cause, the nine with none. */
  @Test
  void theProjectsRowsCountTheirDeclared5xxByCause() throws IOException {
    List<Row> rows = HostileInputTable.rows(VariantCatalog.discover(root).all(),
        HostileInputTable.readCauses(root.resolve(HostileInputTable.CAUSES)));
    Map<String, Map<String, Integer>> byRow = rows.stream().collect(Collectors.toMap(Row::name, row -> row.byCause()
        .entrySet().stream().collect(Collectors.toMap(entry -> entry.getKey().name(), Map.Entry::getValue))));

    assertEquals(Map.of("unknown sort property", 1, "page offset past 2^31-1", 1,
        "multipart Content-Type without a boundary", 3, "wildcard Content-Type", 6), byRow.get("jhipster-mysql"));
    assertEquals(Map.of("multipart Content-Type without a boundary", 3, "wildcard Content-Type", 6),
        byRow.get("jhipster-mongo"));
    assertEquals(Map.of("unknown sort property", 1, "blank id in the path", 1), byRow.get("jhipster-mysql-reactive"));
    assertEquals(Map.of(), byRow.get("jhipster-mongo-reactive"));
    List<Row> silent = rows.stream().filter(row -> !row.declaresAny()).toList();
    assertEquals(9, silent.size(), silent.toString());
    assertTrue(silent.stream().allMatch(row -> row.byCause().isEmpty()));
  }

  @Test
  void theReadmesHoldTheTableAsRendered() throws IOException {
    String rendered = HostileInputTable.render(root);
    for (String readme : List.of("README.md", "jhipster/README.md")) {
      assertEquals(rendered, tableIn(Files.readString(root.resolve(readme), StandardCharsets.UTF_8)),
          readme + ": the table of hostile input differs from what HostileInputTable renders (copy it from here)");
    }
  }

  /** A made-up project: counts follow the files, a row with no 5xx shows 0, the silent rows share a line. */
  @Test
  void rendersSyntheticFiles() throws IOException {
    variant("alpha", """
        A.sort
            500: the store fails on it
        A.type [x/*]
            500 "boom": wildcard
        A.type [y/*]
            503 wildcard again
        A.size
            200 read anyway
        A.lost
            No answer, now and then
        """);
    variant("beta", """
        A.size
            400 without a body
        """);
    variant("gamma", null);
    variant("delta", null);
    write(HostileInputTable.CAUSES, """
        # comment
        sort
            check: A.sort
            setting: none found
        wildcard
            check: A.type
            setting: yes: a.setting=true
              (checked)
        """);

    assertEquals("""
        | row | cause of the 5xx | would a setting avoid it | declared checks answered 5xx |
        |---|---|---|---:|
        | 2 rows declaring no known difference (delta, gamma) | – | – | 0 |
        | alpha | sort | none found | 1 |
        |  | wildcard | yes: a.setting=true (checked) | 2 |
        | beta | – | – | 0 |
        """, HostileInputTable.render(temp));
  }

  @Test
  void a5xxWithoutACauseAndACauseWithoutA5xxAreErrors() throws IOException {
    variant("alpha", """
        A.sort
            500: the store fails on it
        A.other [case]
            502: nobody said why
        """);
    List<Cause> causes = HostileInputTable.parseCauses("""
        sort
            check: A.sort
            setting: none found
        """, "causes");
    IllegalStateException uncovered = assertThrows(IllegalStateException.class,
        () -> HostileInputTable.rows(VariantCatalog.discover(temp).all(), causes));
    assertTrue(uncovered.getMessage().contains("alpha: A.other [case] (502)"), uncovered.getMessage());

    List<Cause> stale = HostileInputTable.parseCauses("""
        sort
            check: A.sort
            setting: none found
        other
            check: A.other
            setting: none found
        gone
            check: A.gone
            setting: yes
        """, "causes");
    IllegalStateException unused = assertThrows(IllegalStateException.class,
        () -> HostileInputTable.rows(VariantCatalog.discover(temp).all(), stale));
    assertTrue(unused.getMessage().endsWith(": gone"), unused.getMessage());
  }

  @Test
  void malformedCausesAreRefusedWithTheirLine() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> HostileInputTable.parseCauses("""
            check: A.sort
        """, "f")).getMessage().startsWith("f, line 1: an indented line without a cause"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> HostileInputTable.parseCauses("""
        sort
            setting: none
        """, "f")).getMessage().contains("'sort' needs 'check:' lines and a 'setting:'"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> HostileInputTable.parseCauses("""
        sort
            check: A.sort
            because
        """, "f")).getMessage().startsWith("f, line 3: expected 'check: ...' or 'setting: ...'"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> HostileInputTable.parseCauses("""
        sort
            check: A.sort
            setting: none
        sort
            check: A.other
            setting: none
        """, "f")).getMessage().startsWith("f, line 4: the cause 'sort' is named twice"));
  }

  /** The table in a README: from its header line to the first line that is not a table line. */
  private static String tableIn(String readme) {
    int start = readme.indexOf(HostileInputTable.HEADER);
    if (start < 0) {
      return "(no line '" + HostileInputTable.HEADER + "')";
    }
    StringBuilder table = new StringBuilder();
    for (String line : readme.substring(start).split("\n", -1)) {
      if (!line.startsWith("|")) {
        break;
      }
      table.append(line).append('\n');
    }
    return table.toString();
  }

  private void variant(String name, String knownDifferences) throws IOException {
    write(name + "/" + VariantCatalog.MANIFEST, "name=" + name + "\ndatabase=mysql\nspring-boot=2.7\nspring=5.3\n"
        + "server=tomcat\nreactive=none\n");
    if (knownDifferences != null) {
      write(name + "/known-differences.txt", knownDifferences);
    }
  }

  private void write(String path, String text) throws IOException {
    Path file = temp.resolve(path);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text, StandardCharsets.UTF_8);
  }
}

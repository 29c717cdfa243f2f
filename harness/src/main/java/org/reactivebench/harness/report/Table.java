package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A table of formatted cells, written as Markdown or as HTML: the first {@code textColumns} columns are text
 * (left-aligned), the others figures (right-aligned).
 */
final class Table {

  private final List<String> header;
  private final int textColumns;
  private final List<List<String>> rows = new ArrayList<>();

  Table(int textColumns, String... header) {
    this.header = List.of(header);
    this.textColumns = textColumns;
  }

  Table row(String... cells) {
    if (cells.length != header.size()) {
      throw new IllegalArgumentException("expected " + header.size() + " cells, got " + cells.length);
    }
    rows.add(List.of(cells));
    return this;
  }

  boolean isEmpty() {
    return rows.isEmpty();
  }

  String markdown() {
    StringBuilder md = new StringBuilder();
    md.append(markdownRow(header));
    md.append('|');
    for (int column = 0; column < header.size(); column++) {
      md.append(column < textColumns ? "---|" : "---:|");
    }
    md.append('\n');
    rows.forEach(row -> md.append(markdownRow(row)));
    return md.toString();
  }

  private static String markdownRow(List<String> cells) {
    StringBuilder line = new StringBuilder("|");
    cells.forEach(cell -> line.append(' ').append(cell.replace("|", "\\|")).append(" |"));
    return line.append('\n').toString();
  }

  String html() {
    StringBuilder html = new StringBuilder("<table>\n<thead><tr>");
    for (int column = 0; column < header.size(); column++) {
      html.append(column < textColumns ? "<th>" : "<th class=\"num\">").append(Html.escape(header.get(column)))
          .append("</th>");
    }
    html.append("</tr></thead>\n<tbody>\n");
    for (List<String> row : rows) {
      html.append("<tr>");
      for (int column = 0; column < row.size(); column++) {
        html.append(column < textColumns ? "<td>" : "<td class=\"num\">").append(Html.escape(row.get(column)))
            .append("</td>");
      }
      html.append("</tr>\n");
    }
    return html.append("</tbody>\n</table>\n").toString();
  }
}

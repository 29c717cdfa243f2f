package org.reactivebench.harness.report;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.reactivebench.harness.results.Limit;
import org.reactivebench.harness.results.Summary;

/**
 * The timeouts and limits each label ran with (first repetition), since they decide what a KO is and where a queue
 * forms: one row a label, one column a limit, read-back values in italics, and where each came from below.
 */
final class LimitsTables {

  private LimitsTables() {}

  static boolean applies(RunResults run) {
    return run.summaries().stream().anyMatch(s -> !s.limits().isEmpty());
  }

  /** The section of the results' README. */
  static void section(StringBuilder md, RunResults run) {
    md.append("### Timeouts and limits\n\n");
    md.append("What decides a KO and where a queue forms, as each label ran. In italics: read back from the ")
        .append("running process or the kernel (a thread dump and the variant's sockets right after the load, ")
        .append("the listen backlog); the rest is the variant's application.properties over the defaults of the ")
        .append("Spring Boot inside its jar.\n\n");
    md.append(table(run).markdown()).append('\n');
    sources(run).forEach((name, sources) -> md.append("- ").append(name).append(": ")
        .append(String.join("; ", sources)).append('\n'));
    md.append('\n');
  }

  static Table table(RunResults run) {
    List<String> names = new ArrayList<>(columns(run));
    List<String> header = new ArrayList<>(List.of("label"));
    header.addAll(names);
    Table table = new Table(1, header.toArray(String[]::new));
    for (LabelResult label : run.labels()) {
      Summary first = label.summaries().get(0);
      if (first.limits().isEmpty()) {
        continue;
      }
      List<String> row = new ArrayList<>(List.of(RunTables.label(label)));
      for (String name : names) {
        row.add(first.limits().stream().filter(l -> l.name().equals(name)).findFirst()
            .map(l -> l.readBack() ? "*" + l.value() + "*" : l.value()).orElse(Format.NONE));
      }
      table.row(row.toArray(String[]::new));
    }
    return table;
  }

  /** Every limit's name, in the order the labels list them. */
  private static Set<String> columns(RunResults run) {
    Set<String> names = new LinkedHashSet<>();
    run.labels().forEach(label -> label.summaries().get(0).limits().forEach(l -> names.add(l.name())));
    return names;
  }

  /** Each limit's sources, each said once. */
  private static Map<String, Set<String>> sources(RunResults run) {
    Map<String, Set<String>> sources = new LinkedHashMap<>();
    for (LabelResult label : run.labels()) {
      for (Limit limit : label.summaries().get(0).limits()) {
        sources.computeIfAbsent(limit.name(), name -> new LinkedHashSet<>()).add(limit.source());
      }
    }
    return sources;
  }
}

package org.reactivebench.harness.report;

import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.reactivebench.harness.results.Outage;
import org.reactivebench.harness.results.Passthrough;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.harness.results.Summary;

/**
 * The sections of a passthrough run: each label's client with its pool and timeouts and the bounds they set, the
 * downstream's cost, any downstream outage, and the level the 2017 I/O studies published beside ours.
 */
final class PassthroughSections {

  private PassthroughSections() {}

  static void render(StringBuilder md, RunResults run, IoStudies studies) {
    md.append("### Passthrough: clients, bounds and the downstream\n\n");
    md.append("Each label's HTTP client to the downstream service, with the pool and timeouts of its own ")
        .append("configuration (the same values in every variant), the bounds they set by Little's law (a thread or ")
        .append("connection held for the whole delay carries at most 1 ÷ delay calls per second), and the downstream ")
        .append("service's CPU per call. A Tomcat label also stops accepting past 8192 connections plus a backlog of ")
        .append("100; Netty has no such cap.\n\n");
    Table clients = new Table(2, "label", "client", "pool", "pending-acquire max", "acquire / connect / read timeout ms",
        "bounds (Little's law)", "downstream CPU ms/call");
    for (LabelResult label : run.labels()) {
      Summary first = label.summaries().get(0);
      Passthrough passthrough = first.passthrough();
      if (passthrough == null) {
        continue;
      }
      Map<String, String> settings = passthrough.clientSettings();
      clients.row(RunTables.label(label), passthrough.client() == null ? Format.NONE : passthrough.client(),
          setting(settings, "max-connections"),
          "rest-template".equals(passthrough.client()) ? "none (waiters: the request threads)"
              : setting(settings, "pending-acquire-max-count"),
          setting(settings, "pending-acquire-timeout-ms") + " / " + setting(settings, "connect-timeout-ms") + " / "
              + setting(settings, "read-timeout-ms"),
          passthrough.bounds().stream().map(b -> b.name() + " " + Format.number(b.perSecond()) + " req/s ("
              + b.basis() + ")").collect(Collectors.joining("; ")),
          Format.spread(label.ofKnown(s -> s.cost().downstreamCpuMs() == null ? null
              : s.cost().downstreamCpuMs() / (double) Math.max(1, s.statistics().global().count()))));
    }
    md.append(clients.markdown()).append('\n');
    outages(md, run);
    beside(md, run, studies);
  }

  private static String setting(Map<String, String> settings, String name) {
    return settings.getOrDefault("bench.downstream." + name, Format.NONE);
  }

  private static void outages(StringBuilder md, RunResults run) {
    Table table = new Table(2, "label", "run", "stopped at s", "down ms", "KO", "KO by cause", "longest KO ms",
        "recovered after ms");
    for (LabelResult label : run.labels()) {
      for (Summary s : label.summaries()) {
        Outage outage = s.passthrough() == null ? null : s.passthrough().downstreamOutage();
        if (outage != null) {
          table.row(RunTables.label(label), Integer.toString(s.repetition()), Long.toString(outage.atSecond()),
              Long.toString(outage.downtimeMs()), Integer.toString(outage.ko()),
              outage.koCauses().entrySet().stream().map(e -> e.getKey() + " " + e.getValue())
                  .collect(Collectors.joining(", ")),
              Long.toString(outage.longestKoMs()), Long.toString(outage.recoveryMs()));
        }
      }
    }
    if (!table.isEmpty()) {
      md.append("### Downstream outage\n\n");
      md.append("Runs in which the harness stopped the downstream service on purpose (`--stop-downstream-after`): ")
          .append("the calls that failed from then on, by cause (a 502, 503 or 504 is a clean failure), the longest ")
          .append("of them (a variant must fail within its timeouts, never hang), and the time until it answered ")
          .append("without errors again, with no restart of its own.\n\n");
      md.append(table.markdown()).append('\n');
    }
  }

  /** The studies' published level beside each label's step at the same level. */
  private static void beside(StringBuilder md, RunResults run, IoStudies studies) {
    List<IoStudies.Row> rows = studies.of(run.profile());
    if (rows.isEmpty()) {
      return;
    }
    Table table = new Table(2, "level", "who", "served req/s", "errors %", "p50 ms", "p95 ms", "p99 ms", "note");
    for (double level : rows.stream().map(IoStudies.Row::level).distinct().toList()) {
      String unit = rows.get(0).unit();
      for (IoStudies.Row study : rows.stream().filter(r -> r.level() == level).toList()) {
        table.row(Format.number(level) + " " + unit, "2017, study " + study.study() + ": " + study.endpoint(),
            blank(study.served()), blank(study.errorsPercent()), blank(study.p50()), blank(study.p95()),
            blank(study.p99()), study.note() + (study.labelToday().isEmpty() ? "" : " (today: " + study.labelToday()
                + ")"));
      }
      for (LabelResult label : run.labels()) {
        List<StepResult> steps = label.stepsByIndex().stream().map(step -> step.stream()
            .filter(s -> s.offered() == level).findFirst().orElse(null)).filter(Objects::nonNull).toList();
        if (steps.isEmpty()) {
          table.row(Format.number(level) + " " + unit, "today: " + RunTables.label(label), Format.NONE, Format.NONE,
              Format.NONE, Format.NONE, Format.NONE, "not measured: stopped after two broken steps below this level");
          continue;
        }
        StepResult step = steps.get(0);
        table.row(Format.number(level) + " " + unit, "today: " + RunTables.label(label),
            Format.number(step.achievedRequestsPerSecond()), Format.number(step.global().koPercent()),
            Long.toString(step.global().p50()), Long.toString(step.global().p95()), Long.toString(step.global().p99()),
            step.held() ? "held" : "broken: " + String.join("; ", step.broke()));
      }
    }
    md.append("### Beside the 2017 I/O studies\n\n");
    md.append("What the study this profile re-asks published at its levels, and each label's step at the same level ")
        .append("(first repetition). See [reference/README.md](reference/README.md): their hardware and versions are ")
        .append("unknown, so these are context, not targets.\n\n");
    md.append(table.markdown()).append('\n');
  }

  private static String blank(String value) {
    return value == null || value.isEmpty() ? Format.NONE : value;
  }
}

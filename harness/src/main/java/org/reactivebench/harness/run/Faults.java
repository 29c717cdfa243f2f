package org.reactivebench.harness.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.dblink.DbLatencyProxy;
import org.reactivebench.harness.downstream.DownstreamService;
import org.reactivebench.harness.load.Fault;
import org.reactivebench.harness.results.StepResult;

/**
 * The faults a run injects into each measured load: the database server restarted {@code restartDatabaseAfter}
 * into it, the downstream service stopped {@code stopDownstreamAfter} into it for {@code downstreamDowntime}, and on
 * the database link (through the latency proxy) a latency spike or a black hole.
 */
public record Faults(Optional<Duration> restartDatabaseAfter, Optional<Duration> stopDownstreamAfter,
    Duration downstreamDowntime, Optional<LinkFault> linkFault) {

  public static final Faults NONE = new Faults(Optional.empty(), Optional.empty(), Duration.ZERO, Optional.empty());

  /**
   * A fault of the database link, {@code after} into the load, for {@code duration}: {@code spikeMs} more round-trip
   * time, or (spikeMs empty) a black hole: nothing crosses, connections stall and none is refused.
   */
  public record LinkFault(Duration after, Duration duration, Optional<Double> spikeMs) {

    /** In words, for the progress lines and the summary. */
    public String describe() {
      String seconds = Numbers.plain(duration.toMillis() / 1000.0) + " s";
      return spikeMs.map(ms -> "a latency spike on the database link: +" + Numbers.plain(ms) + " ms a round trip for "
          + seconds).orElse("a black hole on the database link for " + seconds + ": nothing crosses, connections stall");
    }
  }

  /** The faults of one measured load, on the servers a label runs against. */
  List<Fault> of(Database database, DownstreamService downstream, Optional<DbLatencyProxy> proxy) {
    List<Fault> faults = new ArrayList<>();
    restartDatabaseAfter.ifPresent(after -> {
      var server = database.server().orElseThrow(() -> new IllegalArgumentException(
          "--restart-database-after needs a database the harness runs itself, not an external one"));
      faults.add(new Fault(StepResult.DATABASE, "restarting " + database.product(), after,
          () -> server.restart(Duration.ZERO)));
    });
    stopDownstreamAfter.ifPresent(after -> faults.add(new Fault(StepResult.DOWNSTREAM, "stopping the downstream "
        + "service for " + downstreamDowntime.toSeconds() + " s", after,
        () -> downstream.server().restart(downstreamDowntime))));
    linkFault.ifPresent(link -> {
      DbLatencyProxy onLink = proxy.orElseThrow(() -> new IllegalArgumentException(
          "a fault on the database link needs the latency proxy: give --db-latency (0 adds nothing)"));
      faults.add(new Fault(StepResult.DB_LINK, link.describe(), link.after(), () -> disrupt(onLink, link)));
    });
    return faults;
  }

  private static void disrupt(DbLatencyProxy proxy, LinkFault link) throws Exception {
    if (link.spikeMs().isEmpty()) {
      proxy.blackHole(link.duration());
      Thread.sleep(link.duration().toMillis());
      return;
    }
    double normal = proxy.stats().latencyMs();
    proxy.latency(normal + link.spikeMs().get());
    try {
      Thread.sleep(link.duration().toMillis());
    } finally {
      proxy.latency(normal);
    }
  }
}

package org.reactivebench.harness.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.reactivebench.harness.database.Database;
import org.reactivebench.harness.downstream.DownstreamService;
import org.reactivebench.harness.load.Fault;
import org.reactivebench.harness.results.StepResult;

/**
 * The faults a run injects into each measured load: the database server restarted {@code restartDatabaseAfter}
 * into it, the downstream service stopped {@code stopDownstreamAfter} into it for {@code downstreamDowntime}.
 */
public record Faults(Optional<Duration> restartDatabaseAfter, Optional<Duration> stopDownstreamAfter,
    Duration downstreamDowntime) {

  public static final Faults NONE = new Faults(Optional.empty(), Optional.empty(), Duration.ZERO);

  /** The faults of one measured load, on the servers a label runs against. */
  List<Fault> of(Database database, DownstreamService downstream) {
    List<Fault> faults = new ArrayList<>();
    restartDatabaseAfter.ifPresent(after -> faults.add(new Fault(StepResult.DATABASE, database.product(),
        database.server().orElseThrow(() -> new IllegalArgumentException(
            "--restart-database-after needs a database the harness runs itself, not an external one")),
        after, Duration.ZERO)));
    stopDownstreamAfter.ifPresent(after -> faults.add(new Fault(StepResult.DOWNSTREAM, "the downstream service",
        downstream.server(), after, downstreamDowntime)));
    return faults;
  }
}

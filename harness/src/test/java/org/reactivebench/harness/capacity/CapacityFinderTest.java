package org.reactivebench.harness.capacity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.profile.Profile;
import org.reactivebench.harness.results.CpuScope;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.Variant;

/** What the diagnosis of a capacity says of the label's own configuration. */
class CapacityFinderTest {

  private static final Variant WRAPPER = new Variant("mysql-spring5-reactive-entity",
      Path.of("mysql-spring5-reactive-entity"), "mysql", "2.7.18", "5.3", "netty", "entity",
      List.of("bounded-elastic", "parallel"), "mysql-spring5", "fixture", List.of(), List.of("platform"), List.of(),
      Variant.JHIPSTER4, "target/app.jar", "bench", "");

  private final CapacityFinder finder = new CapacityFinder(Profile.CAPACITY.criteria(), Optional.empty(),
      new CpuScope(1, true));

  @Test
  void onParallelTheLoginsShareItsThreadOnlyWhereTheMeasuredJourneyLogsIn() {
    Setup parallel = new Setup(WRAPPER, "parallel", null, null, null);
    LoadParameters crud = Profile.CAPACITY.plan().base();
    LoadParameters operation = Profile.PAPER.plan().base();
    assertEquals("the parallel scheduler has one thread per CPU (1) for every blocking call",
        finder.configuration(parallel, crud));
    assertEquals("the parallel scheduler has one thread per CPU (1) for every blocking call, BCrypt logins included",
        finder.configuration(parallel, operation));
    assertEquals("the bounded-elastic scheduler has at most 10 threads for blocking calls",
        finder.configuration(new Setup(WRAPPER, "bounded-elastic", null, null, null), crud));
  }
}

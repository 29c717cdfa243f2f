package org.reactivebench.harness.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.capacity.CapacityFinder;
import org.reactivebench.harness.load.Fault;
import org.reactivebench.harness.load.Measurement;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.profile.Profile;
import org.reactivebench.harness.profile.RunPlan;
import org.reactivebench.harness.results.HostRead;
import org.reactivebench.harness.results.HostSpeed;
import org.reactivebench.harness.results.CpuScope;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.ProcessSample;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.Variant;
import org.reactivebench.loadspec.Journey;

/** The summary is what was measured, nothing else: the same inputs give the same figures. */
class SummaryAssemblerTest {

  private static final Variant VARIANT = new Variant("mysql-spring5", Path.of("mysql-spring5"), "mysql", "2.7.18",
      "5.3", "tomcat", "none", List.of(), "mysql-spring4", "fixture", List.of(), List.of("platform"), List.of(),
      Variant.JHIPSTER4, "target/mysql-spring5.jar", "bench", "");
  private static final Environment ENVIRONMENT = new Environment("Test CPU", 2, 24L << 30, "Linux", "OpenJDK 17",
      List.of("-Xmx512m"), "abc1234");

  private final SummaryAssembler assembler = new SummaryAssembler(
      new CapacityFinder(Profile.QUICK.criteria(), Optional.empty(), new CpuScope(2, false)));
  private final SummaryAssembler.Label label = new SummaryAssembler.Label(new Setup(VARIANT, null, null, null, null),
      "OpenJDK 17", 7000, "20260101-000000-quick", 2, RunPlan.of(Profile.QUICK), ENVIRONMENT, "MariaDB 11.4.5",
      Optional.empty(), CpuPartition.shared("test"), null,
      new HostSpeed(1, 61.2, 0, 60.8, 9, true, 95.5, 94.0, null, null));
  private final SummaryAssembler.Observed observed = new SummaryAssembler.Observed(5, 5, 300L << 20, Map.of(),
      "the profile's levels", null, null, null, null, Map.of("http-nio-8080-exec-", 12), null, true, null, List.of(),
      List.of());

  @Test
  void theCostsAreEachProcesssCpuOverTheLoad() throws Exception {
    Summary summary = assembler.assemble(label, measurement(Map.of()), observed);
    int requests = summary.statistics().global().count();
    assertEquals(1200, summary.cost().variantCpuMs());
    assertEquals(1200.0 / requests, summary.cost().variantCpuMsPerRequest(), 1e-9);
    assertEquals(300, summary.cost().databaseCpuMs());
    assertEquals(300L << 20, summary.cost().variantPeakRssBytes());
    assertNull(summary.cost().downstreamCpuMs(), "no downstream on the Operation journey");
    assertFalse(summary.cost().loadGeneratorSaturated());
    assertEquals("mysql-spring5", summary.label());
    assertEquals("quick", summary.profile());
    assertEquals(2, summary.repetition());
    assertEquals(Profile.QUICK.warmUp().orElseThrow(), summary.warmUp());
    assertTrue(summary.integrity().consistent());
    assertNull(summary.stepping(), "a ramp has no steps");
    assertNull(summary.databaseRestart());
    assertEquals(61.2, summary.hostSpeed().variantMsPerCheck(), "the CPUs timed before the launch");
  }

  @Test
  void aRestartedDatabaseHasNoComparableCpuButARestartRecord() throws Exception {
    Measurement restarted = measurement(Map.of(StepResult.DATABASE, new Fault.Window(1_001_500, 1_002_000)));
    Summary summary = assembler.assemble(label, restarted, observed);
    assertNotNull(summary.databaseRestart());
  }

  @Test
  void theSameInputsGiveTheSameSummary() throws Exception {
    assertEquals(assembler.assemble(label, measurement(Map.of()), observed),
        assembler.assemble(label, measurement(Map.of()), observed));
  }

  @Test
  void eachStepOfAStepSearchCarriesTheHostReadsOfItsWindow() throws Exception {
    // one level of 10 s from the first user (1 000 010 ms); the read at 1 000 005 ms was taken before its window
    LoadParameters level = LoadParameters.stepped(Journey.OPERATION, "open", "constant", List.of(2.0), 10, 0, 0.01,
        null);
    SummaryAssembler.Observed timed = new SummaryAssembler.Observed(5, 5, 300L << 20, Map.of(), "one level", null,
        null, null, null, Map.of(), null, true, null, List.of(), List.of(new HostRead(1_000_005, 900),
            new HostRead(1_003_000, 310), new HostRead(1_004_000, 330), new HostRead(1_005_000, 320)));
    Summary summary = assembler.assemble(label, measurement(level, Map.of()), timed);
    assertEquals(1, summary.stepping().steps().size());
    assertEquals(320, summary.stepping().steps().get(0).hostNsPerRead());

    Summary untimed = assembler.assemble(label, measurement(level, Map.of()), observed);
    assertNull(untimed.stepping().steps().get(0).hostNsPerRead(), "no reads, no figure");
  }

  private static Measurement measurement(Map<String, Fault.Window> faults) throws Exception {
    return measurement(LoadParameters.ramp(2, 1, 0.01), faults);
  }

  private static Measurement measurement(LoadParameters load, Map<String, Fault.Window> faults) throws Exception {
    SimulationLog log = SimulationLog.read(Path.of(SummaryAssemblerTest.class.getResource("/simulation-known.log")
        .toURI()));
    List<ProcessSample> generator = List.of(new ProcessSample(1_000_000, 0, 20, 1 << 20),
        new ProcessSample(1_010_000, 500, 20, 1 << 20));
    Map<String, Long> cpu = faults.containsKey(StepResult.DATABASE) ? Map.of(StepResult.VARIANT, 1200L)
        : Map.of(StepResult.VARIANT, 1200L, StepResult.DATABASE, 300L);
    return new Measurement(load, Path.of("gatling"), 0, log,
        Map.of(StepResult.LOAD_GENERATOR, generator), cpu, false, Instant.EPOCH, Instant.EPOCH.plusSeconds(10),
        faults);
  }
}

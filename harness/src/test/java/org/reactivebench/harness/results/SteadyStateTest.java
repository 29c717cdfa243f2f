package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/** Steady state is a cost per request that stopped moving: two changes in a row within the tolerance. */
class SteadyStateTest {

  @Test
  void aConvergingCostSettlesOnceItStopsMoving() {
    // the JIT compiles: 400, 250, 180, 150 µs, then within 5 % twice in a row at the 7th window
    assertEquals(OptionalInt.of(6), settledAt(costs(400, 250, 180, 150, 130, 126, 124, 125), quiet(8)));
  }

  @Test
  void anOscillatingCostNeverSettles() {
    assertEquals(OptionalInt.empty(), settledAt(costs(100, 110, 100, 110, 100, 110, 100), quiet(7)));
  }

  @Test
  void aCostThatKeepsFallingNeverSettles() {
    assertEquals(OptionalInt.empty(), settledAt(costs(200, 180, 162, 146, 131, 118, 106), quiet(7)));
  }

  @Test
  void oneLuckyPairIsNotEnough() {
    assertEquals(OptionalInt.empty(), settledAt(costs(200, 150, 149, 120, 119, 90), quiet(6)));
  }

  /** On one CPU the JIT works through its backlog at a steady pace: a flat cost while it compiles is not steady. */
  @Test
  void aFlatCostWhileTheJitStillCompilesIsNotSteady() {
    List<Double> compiling = List.of(0.5, 0.4, 0.3, 0.3, 0.2, 0.04, 0.03, 0.02);
    assertEquals(OptionalInt.of(7), settledAt(costs(5000, 4800, 4750, 4700, 4650, 1700, 1650, 1640), compiling));
  }

  @Test
  void aWindowWithoutRequestsBreaksTheRow() {
    List<Double> costs = new ArrayList<>(costs(100, 101));
    costs.add(null);
    costs.addAll(costs(100, 101, 100));
    assertEquals(OptionalInt.of(5), settledAt(costs, quiet(6)));
  }

  /**
   * Windows from a log: 10 requests a second whose variant CPU falls from 20 ms to 10 ms a second, then stays: the
   * cost per request settles at 1000 µs.
   */
  @Test
  void theWindowsComeFromTheLogAndTheVariantsSamples() {
    SteadyState state = settling(0, SETTLING_START + 12_000);
    assertEquals(6, state.windows().size());
    assertEquals(6, settling(0, Long.MAX_VALUE).windows().size(),
        "the whole log, once the load has ended: as far as its last answer");
    assertEquals(20, state.windows().get(0).requests());
    assertEquals(1000, state.windows().get(5).variantMicrosPerRequest(), 1e-9);
    assertTrue(state.steady());
    assertEquals(4, state.settledAt());
    assertEquals(10, state.settledAfterSeconds());
    assertEquals(4, state.settledWindows().size(), "the three stable windows and the one after them");
    assertFalse(state.overloaded());
    assertEquals(5, state.windows().get(0).meanMs(), 1e-9);
  }

  /** A load that starts with a ramp is judged from its level on: the same log, after a lead-in of 4 s. */
  @Test
  void theWindowsBeginAfterTheLeadIn() {
    SteadyState state = settling(4, SETTLING_START + 12_000);
    assertEquals(4, state.windows().size(), "the two windows of the ramp are not judged");
    assertEquals(4, state.windows().get(0).startSeconds(), 1e-9, "still counted from the start of the injection");
    assertEquals(1000, state.windows().get(0).variantMicrosPerRequest(), 1e-9);
    assertEquals(2, state.settledAt());
    assertEquals(10, state.settledAfterSeconds(), 1e-9);
  }

  /**
   * The requests' own cost settles even while the JIT compiler threads burst now and then below {@link
   * SteadyState#QUIET_JIT_SHARE}: 10 requests a second at 20 ms of CPU a second, and 1 ms a second more in every
   * second window from the compiler. With the JIT the cost would alternate between 2000 and 2100 µs and never settle
   * within 4 %.
   */
  @Test
  void theCostIsJudgedWithoutTheJitsCpu() {
    List<RequestRecord> requests = new ArrayList<>();
    List<ProcessSample> variant = new ArrayList<>();
    List<ProcessSample> jit = new ArrayList<>();
    long start = 1_000_000;
    long cpu = 0;
    long compiled = 0;
    for (int second = 0; second <= 12; second++) {
      variant.add(new ProcessSample(start + second * 1000L, cpu, 30, 1 << 20));
      jit.add(new ProcessSample(start + second * 1000L, compiled, 2, 0));
      long burst = (second / 2) % 2 == 1 ? 1 : 0;
      cpu += 20 + burst;
      compiled += burst;
      for (int i = 0; i < 10; i++) {
        long at = start + second * 1000L + i * 100L;
        requests.add(new RequestRecord("Get", at, at + 5, true, ""));
      }
    }
    SimulationLog log = new SimulationLog("3.12.0", start, List.of(start), List.of(), requests, List.of(),
        Map.of("CRUD journey", start));
    SteadyState state = SteadyState.of(log, "CRUD journey", 0, Map.of(StepResult.VARIANT, variant,
        StepResult.VARIANT_JIT, jit), 2, 0.04, SteadyState.QUIET_JIT_SHARE, start + 12_000, 250);
    assertEquals(2100, state.windows().get(1).variantMicrosPerRequest(), 1e-9);
    assertEquals(2000, state.windows().get(1).stackMicrosPerRequest(), 1e-9);
    assertEquals(1 / 21.0, state.windows().get(1).jitShare(), 1e-9);
    assertEquals(2, state.settledAt());
  }

  /**
   * A flat cost with the JIT at 8 to 12 % of the variant's CPU (mysql-spring4's second stages in run
   * 20261126-080111-capacity) settles a first stage, which only predicts a rate, but not the stage the steps follow.
   */
  @Test
  void theStageTheStepsFollowAsksTheStepsQuietJit() {
    List<Double> flat = costs(1012, 999, 1005, 998, 1001);
    List<Double> compiling = List.of(0.13, 0.09, 0.12, 0.08, 0.10);
    assertEquals(OptionalInt.of(2),
        SteadyState.settledAt(flat, compiling, 0.05, SteadyState.CALIBRATING_JIT_SHARE));
    assertEquals(OptionalInt.empty(), SteadyState.settledAt(flat, compiling, 0.05, SteadyState.QUIET_JIT_SHARE));
  }

  /** mysql-spring5 at +20 ms (run 20261124-230029-db-latency): its pool answered less than the warm-up offered. */
  @Test
  void aMeanThatGrowsPastTheSloWindowAfterWindowIsAnOverload() {
    assertEquals(OptionalInt.of(3), SteadyState.overloadedAt(costs(446, 1102, 2156, 3309, 4314, 5351), 250));
  }

  @Test
  void slowWindowsThatGetFasterAreTheJitNotAnOverload() {
    assertEquals(OptionalInt.empty(), SteadyState.overloadedAt(costs(2000, 1500, 900, 600, 400, 300, 280), 250));
  }

  @Test
  void aMeanThatGrowsWithinTheSloIsNoOverload() {
    assertEquals(OptionalInt.empty(), SteadyState.overloadedAt(costs(20, 40, 80, 160, 240), 250));
  }

  @Test
  void aPlateauBreaksTheRow() {
    assertEquals(OptionalInt.empty(), SteadyState.overloadedAt(costs(300, 600, 1200, 1250, 2500, 5000), 250));
    assertEquals(OptionalInt.of(6), SteadyState.overloadedAt(costs(300, 600, 1200, 1250, 2500, 5000, 9000), 250));
  }

  /**
   * The windows that found the overload calibrate the levels: what they answered, 20 requests a second here, while
   * each took longer than the last.
   */
  @Test
  void anOverloadedWarmUpAnswersWhatItsQueueLetThrough() {
    List<RequestRecord> requests = new ArrayList<>();
    long start = 1_000_000;
    for (int second = 0; second < 12; second++) {
      for (int i = 0; i < 20; i++) {
        long at = start + second * 1000L + i * 50L;
        long took = 200L * (second + 1) * (second + 1);
        requests.add(new RequestRecord("Get", at - took, at, true, ""));
      }
    }
    SimulationLog log = new SimulationLog("3.12.0", start, List.of(start), List.of(), requests, List.of(),
        Map.of("CRUD journey", start));
    SteadyState state = SteadyState.of(log, "CRUD journey", 0, Map.of(), 2, 0.05, SteadyState.QUIET_JIT_SHARE,
        Long.MAX_VALUE, 250);
    assertTrue(state.overloaded(), state.windows().toString());
    assertEquals(3, state.overloadedAt(), state.windows().toString());
    assertEquals(20, state.answeredWhileOverloaded(), 1e-9);
    assertEquals(3, state.settledWindows().size());
  }

  @Test
  void aWarmUpThatNeverSettledSaysSo() {
    SimulationLog log = new SimulationLog("3.12.0", 0, List.of(), List.of(), List.of(), List.of(), Map.of());
    SteadyState state = SteadyState.of(log, "CRUD journey", 0, Map.of(), 5, 0.05, SteadyState.QUIET_JIT_SHARE, 100_000,
        250);
    assertFalse(state.steady());
    assertNull(state.settledAfterSeconds());
  }

  /**
   * A warm-up of two stages reads as one: the first stage's windows, then the second's timed from the first's start;
   * whether and when it settled is the second stage's alone, and only its windows predict the ceiling.
   */
  @Test
  void aSecondStageFollowsTheFirstAndAloneSaysWhereItSettled() {
    SteadyState first = new SteadyState(10, 0.05, List.of(window(0, 3000), window(10, 1500), window(20, 1450)), 2,
        null);
    SteadyState second = new SteadyState(10, 0.05, List.of(window(0, 900), window(10, 700), window(20, 690),
        window(30, 688)), 3, null);
    SteadyState both = SteadyState.stages(first, second, 41.5);
    assertEquals(7, both.windows().size());
    assertEquals(3, both.loadedFrom());
    assertEquals(6, both.settledAt());
    assertEquals(71.5, both.windows().get(6).startSeconds(), 1e-9);
    assertEquals(81.5, both.settledAfterSeconds(), 1e-9, "from the start of the first stage");
    assertEquals(81.5, both.seconds(), 1e-9);
    assertEquals(List.of(700.0, 690.0, 688.0), both.settledWindows().stream().map(w -> w.variantCpuMs()).toList());
  }

  @Test
  void aSecondStageThatNeverSettledLeavesItsOwnLastWindowsToPredict() {
    SteadyState first = new SteadyState(10, 0.05, List.of(window(0, 3000), window(10, 1500), window(20, 1450),
        window(30, 1440)), 3, null);
    SteadyState second = new SteadyState(10, 0.05, List.of(window(0, 900), window(10, 700)), null, null);
    SteadyState both = SteadyState.stages(first, second, 45);
    assertFalse(both.steady());
    assertEquals(List.of(900.0, 700.0), both.settledWindows().stream().map(w -> w.variantCpuMs()).toList(),
        "never the first stage's windows, at another rate");
  }

  @Test
  void anOverloadedSecondStageIsFoundAtItsOwnWindow() {
    SteadyState first = new SteadyState(10, 0.05, List.of(window(0, 3000), window(10, 1500)), null, null);
    List<SteadyState.Window> slower = List.of(window(0, 900), window(10, 900), window(20, 900), window(30, 900));
    SteadyState second = new SteadyState(10, 0.05, slower, null, 3);
    SteadyState both = SteadyState.stages(first, second, 30);
    assertTrue(both.overloaded());
    assertEquals(5, both.overloadedAt());
    assertEquals(70, both.overloadedAfterSeconds(), 1e-9);
    assertEquals(3, both.settledWindows().size());
  }

  /** A window of 1000 requests whose variant used {@code cpuMs}. */
  private static SteadyState.Window window(double start, double cpuMs) {
    return new SteadyState.Window(start, 1000, 40, cpuMs, cpuMs * 1.5, 0, 0.4, 5);
  }

  private static OptionalInt settledAt(List<Double> costs, List<Double> jitShares) {
    return SteadyState.settledAt(costs, jitShares, 0.05, SteadyState.QUIET_JIT_SHARE);
  }

  private static List<Double> quiet(int windows) {
    return java.util.Collections.nCopies(windows, 0.0);
  }

  private static List<Double> costs(double... values) {
    return Arrays.stream(values).boxed().toList();
  }

  private static final long SETTLING_START = 1_000_000;

  /** The windows of {@link #settlingLog()} and {@link #settlingVariant()}, 2 s each, within 5 %. */
  private static SteadyState settling(double leadInSeconds, long completeBefore) {
    return SteadyState.of(settlingLog(), "CRUD journey", leadInSeconds, Map.of(StepResult.VARIANT, settlingVariant()),
        2, 0.05, SteadyState.QUIET_JIT_SHARE, completeBefore, 250);
  }

  /** 10 requests a second for 13 s from {@link #SETTLING_START}. */
  private static SimulationLog settlingLog() {
    List<RequestRecord> requests = new ArrayList<>();
    for (int second = 0; second <= 12; second++) {
      for (int i = 0; i < 10; i++) {
        long at = SETTLING_START + second * 1000L + i * 100L;
        requests.add(new RequestRecord("Get", at, at + 5, true, ""));
      }
    }
    return new SimulationLog("3.12.0", SETTLING_START, List.of(SETTLING_START), List.of(), requests, List.of(),
        Map.of("CRUD journey", SETTLING_START));
  }

  /** The variant's CPU beside {@link #settlingLog()}: 20, 17, 14 and 11 ms in its first seconds, then 10 ms each. */
  private static List<ProcessSample> settlingVariant() {
    List<ProcessSample> variant = new ArrayList<>();
    long cpu = 0;
    for (int second = 0; second <= 12; second++) {
      variant.add(new ProcessSample(SETTLING_START + second * 1000L, cpu, 30, 1 << 20));
      cpu += second < 4 ? 20 - 3 * second : 10;
    }
    return variant;
  }
}

package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.loadspec.Journey;

/** The capacity chosen from synthetic step series, judged by {@link StepAnalysis} from synthetic logs. */
class CapacityTest {

  static final StepCriteria CRITERIA = new StepCriteria(250, 0.95);
  /** Open model, one request per user (the passthrough journey): offered req/s = the level. */
  static final LoadParameters LOAD = LoadParameters.stepped(Journey.PASSTHROUGH, "open", "steps",
      List.of(10.0, 20.0, 30.0, 40.0, 50.0, 60.0), 10, 0, 0, 0);
  static final List<Bound> BOUNDS = List.of(new Bound("CPU", 45, "2 cores / 44 CPU ms per request at step 1"),
      new Bound("threads", 400, "200 threads / 0.5 s"));

  /** How each level of the synthetic run behaves: its response time, KO and the share of the rate it carries. */
  record Behaviour(long responseMs, int ko, double delivered) {
    static final Behaviour HEALTHY = new Behaviour(20, 0, 1.0);
  }

  /** A log in which level i (10 s long, no ramps) answers as {@code behaviours[i]} says. */
  static SimulationLog log(Behaviour... behaviours) {
    List<RequestRecord> requests = new ArrayList<>();
    List<Long> starts = new ArrayList<>();
    long t0 = 1_000_000;
    starts.add(t0);
    for (int level = 0; level < behaviours.length; level++) {
      Behaviour behaviour = behaviours[level];
      int perSecond = (int) Math.round(LOAD.levels().get(level) * behaviour.delivered());
      for (int second = 0; second < 10; second++) {
        for (int i = 0; i < perSecond; i++) {
          long start = t0 + level * 10_000L + second * 1000L + i * (1000L / perSecond);
          boolean ko = second == 5 && i < behaviour.ko();
          requests.add(new RequestRecord("Passthrough", start, start + behaviour.responseMs(), !ko,
              ko ? "status.find.is(200), but actually found 502" : ""));
        }
      }
    }
    return new SimulationLog("3.12.0", t0, starts, List.of(), requests, List.of(), Map.of("Passthrough", t0));
  }

  static Capacity capacityOf(Behaviour... behaviours) {
    List<StepResult> steps = StepAnalysis.steps(log(behaviours), LOAD, "Passthrough", CRITERIA, Map.of(),
        Long.MAX_VALUE);
    return Capacity.of(steps, LOAD, BOUNDS, new CpuScope(2, false), "");
  }

  static Behaviour[] healthyThen(int healthy, Behaviour... after) {
    List<Behaviour> all = new ArrayList<>();
    for (int i = 0; i < healthy; i++) {
      all.add(Behaviour.HEALTHY);
    }
    all.addAll(List.of(after));
    return all.toArray(Behaviour[]::new);
  }

  @Test
  void heldThroughoutIsALowerBoundNotALimit() {
    Capacity capacity = capacityOf(healthyThen(6));
    assertEquals(5, capacity.step());
    assertFalse(capacity.reached());
    assertEquals(60, capacity.requestsPerSecond(), 1);
    assertTrue(capacity.limitedBy().startsWith("not reached"), capacity.limitedBy());
  }

  @Test
  void brokenByKoEndsAtTheStepBelow() {
    Behaviour failing = new Behaviour(20, 3, 1.0);
    Capacity capacity = capacityOf(healthyThen(3, failing, failing, Behaviour.HEALTHY));
    assertEquals(2, capacity.step(), "steps 1-3 held, 4 and 5 broke");
    assertEquals(3, capacity.brokenStep());
    assertTrue(capacity.broke().get(0).startsWith("KO 3 (status 502 3)"), capacity.broke().toString());
  }

  @Test
  void brokenBySlo() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    Capacity capacity = capacityOf(healthyThen(4, slow, slow));
    assertEquals(3, capacity.step());
    assertEquals(List.of("p95 900 ms > SLO 250 ms"), capacity.broke());
  }

  @Test
  void brokenByUnderDelivery() {
    Behaviour behind = new Behaviour(20, 0, 0.8);
    Capacity capacity = capacityOf(healthyThen(2, behind, behind));
    assertEquals(1, capacity.step());
    assertTrue(capacity.broke().get(0).startsWith("under-delivery: 80.0 % of the offered 30.0 req/s"),
        capacity.broke().toString());
  }

  @Test
  void aNoisySingleBrokenStepDoesNotEndTheSearch() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    Capacity capacity = capacityOf(Behaviour.HEALTHY, slow, Behaviour.HEALTHY, Behaviour.HEALTHY, slow, slow);
    assertEquals(3, capacity.step(), "step 2 broke alone (noise); steps 5 and 6 broke in a row");
    assertEquals(4, capacity.brokenStep());
  }

  @Test
  void aStepThatDrainsTheBacklogOfABrokenStepIsNotHeld() {
    Behaviour behind = new Behaviour(20, 0, 0.8);
    Behaviour draining = new Behaviour(20, 0, 1.2);
    Capacity capacity = capacityOf(healthyThen(3, behind, draining, behind));
    assertEquals(2, capacity.step(), "step 4 broke, step 5 only worked off its backlog");
    assertEquals(3, capacity.brokenStep());
    assertTrue(capacity.reached());
  }

  @Test
  void aStepThatDrainsTheBacklogDoesNotConfirmTheBreakBeforeIt() {
    Behaviour behind = new Behaviour(20, 0, 0.8);
    Behaviour draining = new Behaviour(20, 0, 1.2);
    List<StepResult> steps = StepAnalysis.steps(log(healthyThen(3, behind, draining, Behaviour.HEALTHY)), LOAD,
        "Passthrough", CRITERIA, Map.of(), Long.MAX_VALUE);
    assertTrue(steps.get(4).drained() && !steps.get(3).drained() && !steps.get(5).drained());
    assertEquals(-1, SearchEnd.confirmedBreak(steps.subList(0, 5), false), "step 5 had CPU to spare: go on");
    assertEquals(3, SearchEnd.confirmedBreak(steps.subList(0, 5), true), "no step follows the load's last two");
    Capacity capacity = Capacity.of(steps, LOAD, BOUNDS, new CpuScope(2, false), "");
    assertEquals(5, capacity.step(), "step 6 held above the break");
    assertFalse(capacity.reached());
    assertTrue(capacity.limitedBy().endsWith("; steps 4 and 5 broke (step 5 served 120 % of its offered rate, "
        + "draining the backlog): unconfirmed, the search went on"), capacity.limitedBy());
  }

  @Test
  void aSlowStepThatServedMoreThanOfferedAfterAHeldOneStillStartsABreak() {
    Behaviour slowAndAhead = new Behaviour(900, 0, 1.2);
    Behaviour slow = new Behaviour(900, 0, 1.0);
    Capacity capacity = capacityOf(healthyThen(3, slowAndAhead, slow, Behaviour.HEALTHY));
    assertEquals(2, capacity.step(), "no backlog before step 4: it and step 5 confirm one another");
    assertEquals(3, capacity.brokenStep());
  }

  @Test
  void fourBrokenStepsInARowEndTheSearchWhateverTheyWere() {
    Behaviour behind = new Behaviour(20, 0, 0.8);
    Behaviour draining = new Behaviour(20, 0, 1.2);
    List<StepResult> steps = stepsWithJit(0.1, healthyThen(2, behind, draining, behind, draining));
    assertTrue(steps.get(4).disturbance().isPresent() && steps.get(3).drained() && steps.get(5).drained());
    assertEquals(-1, SearchEnd.confirmedBreak(steps.subList(0, 5), false),
        "steps 3 and 5 confirm one another, but step 5 was disturbed: a third is needed");
    assertEquals(2, SearchEnd.confirmedBreak(steps, false), "the fourth broken step in a row ends it");
  }

  @Test
  void servingMoreThanOfferedAfterAHeldStepIsNoise() {
    Behaviour ahead = new Behaviour(20, 0, 1.2);
    Capacity capacity = capacityOf(healthyThen(3, ahead, Behaviour.HEALTHY, Behaviour.HEALTHY));
    assertEquals(5, capacity.step());
    assertFalse(capacity.reached());
  }

  @Test
  void aLastBrokenStepCountsAsTheLimit() {
    Capacity capacity = capacityOf(healthyThen(5, new Behaviour(900, 0, 1.0)));
    assertEquals(4, capacity.step());
    assertTrue(capacity.reached());
  }

  @Test
  void brokenFromTheStartHasNoCapacity() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    Capacity capacity = capacityOf(slow, slow);
    assertNull(capacity.step());
    assertNull(capacity.throughput());
    assertTrue(capacity.limitedBy().startsWith("broke at the first step"), capacity.limitedBy());
  }

  @Test
  void efficiencyIsThroughputOverTheLowestBoundAndNamesItWhenNear() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    Capacity capacity = capacityOf(healthyThen(4, slow, slow));
    assertEquals(40.0 / 45, capacity.efficiency(), 0.03);
    assertTrue(capacity.limitedBy().startsWith("CPU (45 req/s: 2 cores"), capacity.limitedBy());
  }

  @Test
  void farBelowEveryBoundItSaysItIsNotTheCpu() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    Capacity capacity = capacityOf(Behaviour.HEALTHY, slow, slow);
    assertTrue(capacity.limitedBy().startsWith("not CPU"), capacity.limitedBy());
    assertTrue(capacity.limitedBy().contains("slowest request at the broken step: Passthrough (p95 900 ms)"),
        capacity.limitedBy());
  }

  /** Coarse steps: 30 req/s held, 40 broken, and a bound of 38 between them explains the break. */
  @Test
  void aBoundBetweenTheHeldAndTheBrokenStepIsNamed() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    List<StepResult> steps = StepAnalysis.steps(log(healthyThen(3, slow, slow)), LOAD, "Passthrough", CRITERIA,
        Map.of(), Long.MAX_VALUE);
    Capacity capacity = Capacity.of(steps, LOAD, List.of(new Bound("threads", 38, "200 threads ÷ 5.26 s")), new CpuScope(2, false), "");
    assertTrue(capacity.efficiency() < 0.8, "30 of 38: " + capacity.efficiency());
    assertTrue(capacity.limitedBy().startsWith("threads (38 req/s: 200 threads ÷ 5.26 s), between the held step's 30"),
        capacity.limitedBy());
  }

  /** Steal samples of the whole run: {@code stolenPerSecond} CPUs stolen during the fifth level (40-50 s). */
  static Map<String, List<ProcessSample>> stealDuringTheFifthLevel(double stolenPerSecond) {
    long t0 = 1_000_000;
    return Map.of(StepResult.HOST_STEAL, List.of(new ProcessSample(t0, 0, -1, -1),
        new ProcessSample(t0 + 40_000, 0, -1, -1), new ProcessSample(t0 + 50_000, Math.round(10_000 * stolenPerSecond),
            -1, -1), new ProcessSample(t0 + 60_000, Math.round(10_000 * stolenPerSecond), -1, -1)));
  }

  @Test
  void aBreakWhileTheHostStoleTheCpusSaysSo() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    List<StepResult> steps = StepAnalysis.steps(log(healthyThen(4, slow, slow)), LOAD, "Passthrough", CRITERIA,
        stealDuringTheFifthLevel(0.1), Long.MAX_VALUE);
    assertEquals(0.1, steps.get(4).hostSteal().orElseThrow(), 1e-3);
    assertTrue(steps.get(3).hostSteal().isEmpty(), "nothing stolen during the held step");
    assertFalse(steps.get(4).cores().containsKey(StepResult.HOST_STEAL), "steal is no process's CPU");
    Capacity capacity = Capacity.of(steps, LOAD, BOUNDS, new CpuScope(2, false), "");
    assertTrue(capacity.limitedBy().endsWith("; the host stole 0.10 CPUs at the broken step (hypervisor steal): a "
        + "disturbance from outside the benchmark"), capacity.limitedBy());
  }

  /** JIT samples of the whole run: the variant's compiler threads use {@code cores} during levels 4 and 5 (30-50 s). */
  static Map<String, List<ProcessSample>> jitDuringTheFourthAndFifthLevels(double cores) {
    long t0 = 1_000_000;
    long compiled = Math.round(20_000 * cores);
    return Map.of(StepResult.VARIANT_JIT, List.of(new ProcessSample(t0, 0, -1, -1),
        new ProcessSample(t0 + 30_000, 0, -1, -1), new ProcessSample(t0 + 50_000, compiled, -1, -1),
        new ProcessSample(t0 + 60_000, compiled, -1, -1)));
  }

  static List<StepResult> stepsWithJit(double cores, Behaviour... behaviours) {
    return StepAnalysis.steps(log(behaviours), LOAD, "Passthrough", CRITERIA, jitDuringTheFourthAndFifthLevels(cores),
        Long.MAX_VALUE);
  }

  @Test
  void twoBreaksWhileTheJitCompiledDoNotEndTheSearch() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    List<StepResult> steps = stepsWithJit(0.1, healthyThen(3, slow, slow, Behaviour.HEALTHY));
    assertEquals("the variant's JIT compiled 0.10 CPUs", steps.get(3).disturbance().orElseThrow());
    Capacity capacity = Capacity.of(steps, LOAD, BOUNDS, new CpuScope(2, false), "");
    assertEquals(5, capacity.step(), "steps 4 and 5 broke while the JIT compiled; step 6 held");
    assertFalse(capacity.reached());
    assertTrue(capacity.limitedBy().endsWith("; steps 4 and 5 broke (at step 4 the variant's JIT compiled 0.10 CPUs; "
        + "at step 5 the variant's JIT compiled 0.10 CPUs): unconfirmed, the search went on"), capacity.limitedBy());
  }

  @Test
  void aThirdBrokenStepConfirmsABreakWhileTheJitCompiled() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    List<StepResult> steps = stepsWithJit(0.1, healthyThen(3, slow, slow, slow));
    Capacity capacity = Capacity.of(steps, LOAD, BOUNDS, new CpuScope(2, false), "");
    assertEquals(2, capacity.step());
    assertEquals(3, capacity.brokenStep());
    assertTrue(capacity.limitedBy().contains("; the variant's JIT compiled 0.10 CPUs at the broken step"),
        capacity.limitedBy());
    assertFalse(capacity.limitedBy().contains("unconfirmed"), capacity.limitedBy());
  }

  @Test
  void jitBelowTheDisturbingShareLeavesTwoBreaksInARowFinal() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    List<StepResult> steps = stepsWithJit(0.04, healthyThen(3, slow, slow, Behaviour.HEALTHY));
    assertTrue(steps.get(3).disturbance().isEmpty());
    Capacity capacity = Capacity.of(steps, LOAD, BOUNDS, new CpuScope(2, false), "");
    assertEquals(2, capacity.step());
    assertEquals(3, capacity.brokenStep());
  }

  @Test
  void twoBreaksWhileTheHostStoleFromTheSecondDoNotEndTheSearch() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    List<StepResult> steps = StepAnalysis.steps(log(healthyThen(3, slow, slow, Behaviour.HEALTHY)), LOAD,
        "Passthrough", CRITERIA, stealDuringTheFifthLevel(0.1), Long.MAX_VALUE);
    assertTrue(steps.get(3).disturbance().isEmpty(), "nothing stolen in step 4");
    assertEquals("the host stole 0.10 CPUs", steps.get(4).disturbance().orElseThrow());
    Capacity capacity = Capacity.of(steps, LOAD, BOUNDS, new CpuScope(2, false), "");
    assertEquals(5, capacity.step(), "step 5's break may be the host's: a third broken step was needed");
    assertTrue(capacity.limitedBy().endsWith("; steps 4 and 5 broke (at step 5 the host stole 0.10 CPUs): "
        + "unconfirmed, the search went on"), capacity.limitedBy());
  }

  /** While the load runs, the monitor stops it only once a break is confirmed; at its end the last breaks suffice. */
  @Test
  void aDisturbedPairAwaitsAThirdStepWhileTheLoadRuns() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    List<StepResult> disturbed = stepsWithJit(0.1, healthyThen(3, slow, slow, slow)).subList(0, 5);
    assertEquals(-1, SearchEnd.confirmedBreak(disturbed, false), "steps 4 and 5 broke while the JIT compiled");
    assertEquals(3, SearchEnd.confirmedBreak(disturbed, true), "no step follows the load's last two");
    List<StepResult> undisturbed = stepsWithJit(0, healthyThen(3, slow, slow, slow)).subList(0, 5);
    assertEquals(3, SearchEnd.confirmedBreak(undisturbed, false));
    assertEquals(-1, SearchEnd.confirmedBreak(undisturbed.subList(0, 4), false), "one broken step is not a limit yet");
  }

  @Test
  void stealBelowTheNotedShareIsNotMentioned() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    List<StepResult> steps = StepAnalysis.steps(log(healthyThen(4, slow, slow)), LOAD, "Passthrough", CRITERIA,
        stealDuringTheFifthLevel(0.01), Long.MAX_VALUE);
    assertTrue(steps.get(4).hostSteal().isEmpty());
    assertFalse(Capacity.of(steps, LOAD, BOUNDS, new CpuScope(2, false), "").limitedBy().contains("host stole"));
  }

  /**
   * GC logs of the whole run: the load generator pauses {@code generatorMs} in the fifth level (40-50 s) and 600 ms
   * in the first; the variant pauses 30 ms in the fifth.
   */
  static Map<String, List<GcPause>> gcPausesInTheFifthLevel(double generatorMs) {
    long t0 = 1_000_000;
    return Map.of(StepResult.LOAD_GENERATOR, List.of(new GcPause(t0 + 5_000, "Pause Full", 600, 100),
            new GcPause(t0 + 45_000, "Pause Young (Normal)", generatorMs, 80)),
        StepResult.VARIANT, List.of(new GcPause(t0 + 46_000, "Pause Young (Normal)", 30, 200)));
  }

  @Test
  void aLongGcPauseAtTheBrokenStepIsNamedWithItsJvm() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    List<StepResult> steps = StepAnalysis.steps(log(healthyThen(4, slow, slow)), LOAD, "Passthrough", CRITERIA,
        Map.of(), gcPausesInTheFifthLevel(412), Long.MAX_VALUE);
    assertEquals(Map.of(StepResult.LOAD_GENERATOR, 412.0), steps.get(4).longGcPauses());
    assertEquals(30, steps.get(4).longestGcPauseMs().get(StepResult.VARIANT), 1e-9);
    assertEquals(600, steps.get(0).longestGcPauseMs().get(StepResult.LOAD_GENERATOR), 1e-9);
    assertEquals(0, steps.get(3).longestGcPauseMs().get(StepResult.VARIANT), 1e-9, "no pause in the held step");
    Capacity capacity = Capacity.of(steps, LOAD, BOUNDS, new CpuScope(2, false), "");
    assertTrue(capacity.limitedBy().endsWith("; at the broken step the load generator paused 412 ms for GC"),
        capacity.limitedBy());
    assertFalse(capacity.limitedBy().contains("variant paused"), "30 ms is not a stall: " + capacity.limitedBy());
  }

  @Test
  void shortGcPausesAndPausesOfHeldStepsAreNotMentioned() {
    Behaviour slow = new Behaviour(900, 0, 1.0);
    List<StepResult> steps = StepAnalysis.steps(log(healthyThen(4, slow, slow)), LOAD, "Passthrough", CRITERIA,
        Map.of(), gcPausesInTheFifthLevel(40), Long.MAX_VALUE);
    assertTrue(steps.get(4).longGcPauses().isEmpty());
    assertEquals(Map.of(StepResult.LOAD_GENERATOR, 600.0), steps.get(0).longGcPauses());
    assertFalse(Capacity.of(steps, LOAD, BOUNDS, new CpuScope(2, false), "").limitedBy().contains("for GC"));
  }
}

package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.loadspec.OperationJourney;

/** The phases of an overload load read back from a synthetic log: goodput, KO by cause, memory, recovery. */
class OverloadTest {

  private static final long START = 1_000_000;
  private static final List<Overload.Window> WINDOWS = List.of(new Overload.Window("baseline", 0.5, 1, 0, 10),
      new Overload.Window(Overload.OVERLOAD, 2, 4, 10, 10), new Overload.Window("recovery", 0.5, 1, 20, 20));

  /** Ten requests ending in each second; in seconds {@code slowFrom} to {@code slowTo} they take 900 ms. */
  private static List<RequestRecord> requests(int seconds, int slowFrom, int slowTo, int koSecond) {
    List<RequestRecord> requests = new ArrayList<>();
    for (int second = 0; second < seconds; second++) {
      for (int i = 0; i < 10; i++) {
        long end = START + second * 1000L + i * 90;
        long time = second >= slowFrom && second < slowTo ? 900 : 40;
        boolean ok = !(second == koSecond && i < 3);
        requests.add(new RequestRecord(OperationJourney.READ, end - time, end, ok,
            ok ? null : "Request timeout to 127.0.0.1/127.0.0.1:8080 after 60000 ms"));
      }
    }
    return requests;
  }

  private static Overload of(List<RequestRecord> requests, List<ProcessSample> samples, boolean alive) {
    SimulationLog log = new SimulationLog("3.12.0", START, List.of(START), List.of(), requests, List.of(), Map.of());
    return Overload.of(2, 24, WINDOWS, log, START, samples, List.of(), 250, 10, alive);
  }

  @Test
  void eachPhaseCountsGoodputKoAndPercentilesOfTheRequestsThatEndedInIt() {
    Overload overload = of(requests(40, 12, 20, 15), List.of(), true);
    Overload.Phase baseline = overload.phases().get(0);
    Overload.Phase during = overload.phases().get(1);
    assertEquals(100, baseline.requests());
    assertEquals(10.0, baseline.goodput(), 1e-9);
    assertEquals(100, during.requests());
    assertEquals(3, during.ko());
    assertEquals(Map.of("timeout", 3), during.koCauses());
    // 20 requests of 40 ms, 80 of 900 ms (3 of them KO): 2 good seconds of 10
    assertEquals(2.0, during.goodput(), 1e-9);
    assertEquals(900, during.p95());
    assertEquals(2.0 / 48, overload.shareOfCapacity(during), 1e-9);
    assertEquals(48, overload.capacityRequestsPerSecond(), 1e-9);
    assertEquals(40, overload.goodPerSecond().size());
    assertEquals(0, overload.goodPerSecond().get(15));
    assertEquals(10, overload.goodPerSecond().get(25));
  }

  @Test
  void theRecoveryCountsFromTheEndOfTheOverload() {
    assertEquals(0L, of(requests(40, 12, 20, -1), List.of(), true).recoverySeconds());
    assertEquals(4L, of(requests(40, 12, 24, -1), List.of(), true).recoverySeconds());
  }

  /** 10 journeys/s of 24 requests: 5 users/s, 60 s at 20 answered at {@code answered} requests in all, 5 again. */
  private static Overload phases(int answered) {
    return new Overload(10, 240, 250, List.of(phase("baseline", 5, 0, 7200), phase(Overload.OVERLOAD, 20, 60, answered),
        phase("recovery", 5, 120, 14400)), 10, null, true, List.of());
  }

  private static Overload.Phase phase(String name, double offered, double start, int requests) {
    return new Overload.Phase(name, offered / 10, offered, start, 60, requests, requests, 0, Map.of(), 0, 0, 0, -1, -1,
        -1, -1, null, null);
  }

  @Test
  void theDrainBoundIsTheQueueOverHowMuchFasterTheLabelAnsweredThanTheRecoveryBrings() {
    Overload queues = phases(18000);
    assertEquals(28800 - 18000, queues.queued(), 1e-9, "480 req/s arrived for 60 s, 300 answered");
    assertEquals(10800 / (300.0 - 120), queues.drainSeconds(), 1e-9, "300 answered against 120 arriving after");
    assertEquals(Double.POSITIVE_INFINITY, phases(7200).drainSeconds(), "answering no faster than they arrive");
    assertEquals(0.0, phases(28800).drainSeconds(), 1e-9, "it carried the overload: nothing queued");
  }

  @Test
  void aLabelStillSlowWhenTheLoadEndsNeverRecovered() {
    Overload overload = of(requests(40, 12, 32, -1), List.of(), false);
    assertNull(overload.recoverySeconds());
    assertFalse(overload.alive());
  }

  @Test
  void memoryAndThreadsArePeakAndLastSampleOfEachPhase() {
    List<ProcessSample> samples = List.of(new ProcessSample(START + 1_000, 0, 30, 500L << 20),
        new ProcessSample(START + 5_000, 0, 40, 520L << 20), new ProcessSample(START + 11_000, 0, 200, 700L << 20),
        new ProcessSample(START + 19_000, 0, 180, 650L << 20));
    Overload overload = of(requests(40, 12, 20, -1), samples, true);
    Overload.Phase baseline = overload.phases().get(0);
    assertEquals(520L << 20, baseline.rssPeakBytes());
    assertEquals(40, baseline.threadsEnd());
    Overload.Phase during = overload.phases().get(1);
    assertEquals(700L << 20, during.rssPeakBytes());
    assertEquals(650L << 20, during.rssEndBytes());
    assertEquals(200, during.threadsPeak());
    assertEquals(-1, overload.phases().get(2).rssPeakBytes(), "no sample in the phase: not read");
  }

  @Test
  void pastTheKneeALabelQueuesShedsQueuesPastTheTimeoutCarriesItOrDies() {
    // 3 of 100 failed by timeout, the p95 at 900 ms
    assertEquals("queues past the timeout", of(requests(40, 12, 20, 15), List.of(), true).pastTheKnee());
    // none failed, the p95 at 900 ms
    assertEquals("queues", of(requests(40, 12, 20, -1), List.of(), true).pastTheKnee());
    // none failed, all fast
    assertEquals("carries it", of(requests(40, -1, -1, -1), List.of(), true).pastTheKnee());
    assertEquals("died", of(requests(40, -1, -1, -1), List.of(), false).pastTheKnee());
    // 3 of 100 answered 503 at once
    List<RequestRecord> shed = requests(40, -1, -1, -1).stream().map(r -> r.end() - START >= 15_000
        && r.end() - START < 15_300 ? new RequestRecord(r.name(), r.start(), r.end(), false,
            "status.find.in(200,201,204), but actually found 503") : r).toList();
    assertEquals("sheds", of(shed, List.of(), true).pastTheKnee());
  }
}

package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The rows after a run against what the clients were told: creates answered 201, deletes answered OK. */
class IntegrityTest {

  /** 100 rows before; 40 creates and 38 deletes answered OK, so 102 rows are expected. */
  private static Integrity after(long rows, int createsFailed, int deletesFailed, int cutOff) {
    return new Integrity(100, rows, 0, 40, 38, createsFailed, deletesFailed, cutOff);
  }

  @Test
  void rowsAsTheClientsWereToldAreConsistent() {
    Integrity integrity = after(102, 0, 0, 0);
    assertEquals(102, integrity.expected());
    assertTrue(integrity.consistent());
    assertEquals(0, integrity.explainedByFailures());
  }

  @Test
  void aRowWithoutA201IsExplainedByAFailedCreateOnly() {
    assertTrue(after(103, 1, 0, 0).consistent());
    assertEquals(1, after(103, 1, 0, 0).explainedByFailures());
    Integrity duplicated = after(103, 0, 0, 0);
    assertFalse(duplicated.consistent());
    assertEquals(1, duplicated.unexplained());
  }

  @Test
  void aMissingRowIsLostUnlessAFailedDeleteMayHaveRemovedIt() {
    assertTrue(after(101, 0, 1, 0).consistent());
    Integrity lost = after(100, 0, 1, 0);
    assertFalse(lost.consistent());
    assertEquals(1, lost.lost());
  }

  @Test
  void aUserCutOffMidJourneyMayHaveHadOneRequestInFlight() {
    assertTrue(after(103, 0, 0, 1).consistent());
    assertTrue(after(101, 0, 0, 1).consistent());
    assertFalse(after(104, 0, 0, 1).consistent());
  }

  @Test
  void summariesWithoutTheCountsKeepTheOldRule() {
    Integrity old = new Integrity(10, 14, 2, null, null, null, null, null);
    assertFalse(old.told());
    assertTrue(old.consistent());
    assertFalse(new Integrity(10, 15, 2, null, null, null, null, null).consistent());
  }

  @Test
  void theCountsComeFromTheCreatesAndDeletesOfTheLog() {
    long t = 1_000_000;
    java.util.List<RequestRecord> requests = java.util.List.of(
        new RequestRecord(org.reactivebench.loadspec.OperationJourney.CREATE, t, t + 5, true, null),
        new RequestRecord(org.reactivebench.loadspec.OperationJourney.CREATE, t, t + 5, true, null),
        new RequestRecord(org.reactivebench.loadspec.OperationJourney.CREATE, t, t + 60_000, false, "timeout"),
        new RequestRecord(org.reactivebench.loadspec.OperationJourney.DELETE, t, t + 5, true, null),
        new RequestRecord(org.reactivebench.loadspec.OperationJourney.READ, t, t + 5, true, null));
    SimulationLog log = new SimulationLog("3.12.0", t, java.util.List.of(t, t), java.util.List.of(t),
        requests, java.util.List.of(), java.util.Map.of());
    Integrity integrity = Integrity.of(7, 9, LoadStatistics.of(log), log);
    assertEquals(2, integrity.created());
    assertEquals(1, integrity.deleted());
    assertEquals(1, integrity.createsFailed());
    assertEquals(0, integrity.deletesFailed());
    assertEquals(1, integrity.usersCutOff());
    assertEquals(8, integrity.expected());
    assertTrue(integrity.consistent());
  }
}

package org.reactivebench.harness.process;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A stat line's name may hold spaces and parentheses; the fields are counted from the last ')'. */
class ProcStatTest {

  /** Fields 3 to 39 of a stat line: state S, parent 2, utime 7 (field 14), stime 5 (field 15), last CPU 1 (39). */
  private static final String FIELDS = "S 2 0 0 0 0 0 0 0 0 0 7 5 0 0 20 0 1 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1";

  @Test
  void aNameWithSpacesAndParenthesesDoesNotShiftTheFields() {
    String stat = "4242 (weird) name (x)) " + FIELDS + "\n";

    assertEquals("weird) name (x)", ProcStat.name(stat));
    assertEquals("2", ProcStat.fields(stat)[1]);
    assertEquals(12, ProcStat.cpuTicks(stat));
    assertEquals(1, ProcStat.lastCpu(stat.strip()));
  }
}

package org.reactivebench.harness.results;

/** One request as Gatling logged it: start and end in epoch milliseconds, OK or KO with Gatling's message. */
public record RequestRecord(String name, long start, long end, boolean ok, String message) {

  public long responseTime() {
    return end - start;
  }
}

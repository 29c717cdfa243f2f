package org.reactivebench.harness.results;

/**
 * When a step of a stepped load is held: no KO, p95 within the SLO and, where the offered rate does not depend on
 * the variant (open model), at least {@code minDelivered} of it achieved. Otherwise the step is broken.
 *
 * @param sloP95Ms the highest p95 over all requests of the step, in ms
 * @param minDelivered the smallest achieved share of the offered req/s, e.g. 0.95
 */
public record StepCriteria(long sloP95Ms, double minDelivered) {

  /**
   * A step whose other CPUs (database, load generator) are busier than this is load-generator bound: it cannot be a
   * label's capacity, as the load generator may be what held the rate down.
   */
  public static final double OTHER_CPUS_BUSY = 0.85;

  /**
   * The CPUs the host may steal in a step's window before the step is said to be disturbed by it: 2 % of a CPU, 80
   * ms in a window of 4 s. Said, not judged: the step stays held or broken by the criteria alone.
   */
  public static final double HOST_STEAL_NOTED = 0.02;

  /**
   * The longest GC pause of a JVM in a step's window before the step is said to hold it: 100 ms, 40 % of the SLO's
   * p95, where the G1 pauses of the variants' 1 GB heaps take a few ms. Said, not judged, like the steal.
   */
  public static final double GC_PAUSE_NOTED_MS = 100;

  /** The criteria of the Operation journey's steps: p95 at most 250 ms, 95 % of the offered rate delivered. */
  public static final StepCriteria DEFAULT = new StepCriteria(250, 0.95);

  public String describe() {
    return "KO = 0, p95 ≤ " + sloP95Ms + " ms, achieved ≥ " + Math.round(minDelivered * 100)
        + " % of the offered req/s (open model)";
  }
}

package org.reactivebench.harness.results;

/**
 * How fast the machine's CPUs were right before a label was launched: one BCrypt(10) password check, the variants'
 * login, timed on one thread pinned to a CPU of the variant's and then to one of the others', with nothing else of
 * the benchmark running. The same code on a host that lends its cores to other guests reads slower, so a repetition
 * whose variant cost more per request on a CPU that checked as fast as before cost more by itself, and one that ran
 * on a slower CPU may not have. Summaries written before it hold none.
 *
 * @param variantCpu the CPU of the variant's that was timed
 * @param variantMsPerCheck the median time of one check on it, in ms
 * @param otherCpu the CPU of the others' (database, load generator) that was timed; the same as {@code variantCpu}
 *     where every process shares every CPU
 * @param otherMsPerCheck the median time of one check on it, in ms
 * @param checks how many timed checks each median is over, after a few untimed ones for the JIT
 * @param pinned whether each thread was pinned to its CPU and ran there; if not, the figures are of whichever CPU the
 *     thread ran on
 */
public record HostSpeed(int variantCpu, double variantMsPerCheck, int otherCpu, double otherMsPerCheck, int checks,
    boolean pinned) {

  /** In words, for a run's progress lines. */
  public String describe() {
    String variant = String.format(java.util.Locale.ROOT, "%.1f ms", variantMsPerCheck);
    if (variantCpu == otherCpu) {
      return "one BCrypt(10) check takes " + variant + " (median of " + checks + ", on whichever CPU the thread ran: "
          + "every process shares the CPUs)";
    }
    return String.format(java.util.Locale.ROOT, "one BCrypt(10) check takes %s on the variant's CPU %d, %.1f ms on "
        + "CPU %d (median of %d each)%s", variant, variantCpu, otherMsPerCheck, otherCpu, checks,
        pinned ? "" : "; NOT PINNED: of whichever CPU each ran on");
  }
}

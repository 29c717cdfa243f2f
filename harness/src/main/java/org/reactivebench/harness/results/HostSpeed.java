package org.reactivebench.harness.results;

/**
 * How fast the machine's CPUs were right before a label was launched: one BCrypt(10) password check, the variants'
 * login, and one step of a random walk through 128 MiB of memory, timed on one thread pinned to a CPU of the
 * variant's and then to one of the others', with nothing else of the benchmark running. The check stays in the core's
 * caches; the walk waits on memory at each step, which a host slows when its other guests load the memory or the
 * shared cache. The same code on a host that lends its cores to other guests reads slower, so a repetition
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
 * @param variantNsPerRead the median time of one step of the walk on the variant's CPU, in ns; null in summaries
 *     written before the walk was timed (November 29)
 * @param otherNsPerRead the same on the others' CPU
 * @param duringNsPerRead the median time of one step of a short walk on the variant's CPU while the measured load ran,
 *     each sample the fastest of a few walks, one sample a second: whether the host moved under the repetition; null
 *     where it was not timed, and in summaries written before it was (November 29)
 * @param readsDuring how many samples {@code duringNsPerRead} is the median of; null where it is
 */
public record HostSpeed(int variantCpu, double variantMsPerCheck, int otherCpu, double otherMsPerCheck, int checks,
    boolean pinned, Double variantNsPerRead, Double otherNsPerRead, Double duringNsPerRead, Integer readsDuring) {

  /** The speed before the label was launched, with the variant's CPU timed during its load beside it. */
  public HostSpeed during(double nsPerRead, int reads) {
    return new HostSpeed(variantCpu, variantMsPerCheck, otherCpu, otherMsPerCheck, checks, pinned, variantNsPerRead,
        otherNsPerRead, nsPerRead, reads);
  }

  /**
   * The reads during the load in words, for a run's progress lines; empty where there were none. They compare with
   * the other repetitions' reads during their loads, not with the probe's before: a short walk a second starts with
   * the variant's data in the caches and the address translations, and reads slower than a long one on an idle CPU.
   */
  public String describeDuring() {
    return duringNsPerRead == null ? "" : String.format(java.util.Locale.ROOT, "one random read from memory %.1f ns "
        + "on the variant's CPU %d during the load (median of %d short walks, one a second)", duringNsPerRead,
        variantCpu, readsDuring);
  }

  /** In words, for a run's progress lines. */
  public String describe() {
    String variant = String.format(java.util.Locale.ROOT, "%.1f ms", variantMsPerCheck);
    if (variantCpu == otherCpu) {
      return "one BCrypt(10) check takes " + variant + " (median of " + checks + ", on whichever CPU the thread ran: "
          + "every process shares the CPUs)" + (variantNsPerRead == null ? ""
              : String.format(java.util.Locale.ROOT, "; one random read from memory %.1f ns", variantNsPerRead));
    }
    String reads = variantNsPerRead == null || otherNsPerRead == null ? ""
        : String.format(java.util.Locale.ROOT, "; one random read from memory %.1f ns on CPU %d, %.1f ns on CPU %d",
            variantNsPerRead, variantCpu, otherNsPerRead, otherCpu);
    return String.format(java.util.Locale.ROOT, "one BCrypt(10) check takes %s on the variant's CPU %d, %.1f ms on "
        + "CPU %d (median of %d each)%s%s", variant, variantCpu, otherMsPerCheck, otherCpu, checks, reads,
        pinned ? "" : "; NOT PINNED: of whichever CPU each ran on");
  }
}

package org.reactivebench.harness.results;

/**
 * The CPU a label's figures are judged against: the variant's own CPUs when it is pinned to them (its CPU alone
 * counts, against their number), else every process on every core of the machine.
 *
 * @param cpus the CPUs judged against
 * @param variantOnly whether only the variant runs on them
 */
public record CpuScope(int cpus, boolean variantOnly) {

  /** The CPU used in a step's window, in cores: the variant's, or every process's. */
  public double used(StepResult step) {
    return variantOnly ? step.cores().getOrDefault(StepResult.VARIANT, 0.0) : step.totalCores();
  }

  /** Whose CPU counts, for the bounds' bases: "variant" or "variant, database, load generator". */
  public String whose(StepResult step) {
    return variantOnly ? "variant"
        : "variant, database, load generator" + (step.cores().containsKey(StepResult.DOWNSTREAM) ? ", downstream" : "");
  }

  /** The CPUs in words: "the variant's 1 CPU", "2 cores". */
  public String describe() {
    return variantOnly ? "the variant's " + cpus + " CPU" + (cpus == 1 ? "" : "s") : cpus + " cores";
  }
}

package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Where the search for a label's capacity ends: at a break that the next steps confirm. A broken step followed by a
 * held one is noise (a shared machine's spare CPU comes and goes), and the steps go on. Two broken steps in a row end
 * the search at the first of them, unless something from outside the measured code disturbed either of them
 * ({@link StepResult#disturbance()}: the variant's JIT compiling, the host stealing CPU); such a break takes a third
 * broken step to confirm. A step that only worked off the backlog of the break before it ({@link
 * StepResult#drained()}) confirms nothing: it served more than it was offered, so the variant had CPU to spare.
 * Four broken steps in a row end the search whatever they were, so that a label is never loaded more than two steps
 * further than under the plain two-in-a-row rule.
 */
public final class SearchEnd {

  /** The broken steps in a row that end the search whatever disturbed or drained them. */
  static final int MOST_BROKEN_IN_A_ROW = 4;

  private SearchEnd() {}

  /**
   * @param steps the steps measured so far, in order
   * @param complete whether no step will follow them (the load is over): then the broken steps at its end confirm
   *     one another however few they are
   * @return the index in {@code steps} of the break that ends the search, or -1 where none does (yet)
   */
  public static int confirmedBreak(List<StepResult> steps, boolean complete) {
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i).held()) {
        continue;
      }
      List<StepResult> confirming = new ArrayList<>();
      int broken = 0;
      while (i + broken < steps.size() && !steps.get(i + broken).held()) {
        StepResult step = steps.get(i + broken);
        if (!drainedABreak(steps, i + broken)) {
          confirming.add(step);
        }
        broken++;
      }
      if (confirming.size() >= needed(confirming) || broken >= MOST_BROKEN_IN_A_ROW
          || complete && i + broken == steps.size()) {
        return i;
      }
      i += broken - 1;
    }
    return -1;
  }

  /**
   * The breaks the search went past, in words: each run of two or more broken steps below the break that ended the
   * search (among all steps where none did), with what disturbed or drained its steps, e.g. "steps 6 and 7 broke (at
   * step 6 the variant's JIT compiled 0.09 CPUs)"; steps numbered from 1.
   */
  public static List<String> passedOver(List<StepResult> steps, int end) {
    int limit = end < 0 ? steps.size() : end;
    List<String> passed = new ArrayList<>();
    for (int i = 0; i < limit; i++) {
      int last = i;
      while (!steps.get(i).held() && last + 1 < limit && !steps.get(last + 1).held()) {
        last++;
      }
      if (last > i) {
        List<String> why = new ArrayList<>();
        for (int j = i; j <= last; j++) {
          StepResult step = steps.get(j);
          step.disturbance().ifPresent(what -> why.add("at step " + (step.index() + 1) + " " + what));
          if (drainedABreak(steps, j)) {
            why.add(String.format(Locale.ROOT, "step %d served %.0f %% of its offered rate, draining the backlog",
                step.index() + 1, 100 * step.achievedRequestsPerSecond() / step.offeredRequestsPerSecond()));
          }
        }
        passed.add("steps " + (steps.get(i).index() + 1) + (last == i + 1 ? " and " : " to ")
            + (steps.get(last).index() + 1) + " broke" + (why.isEmpty() ? "" : " (" + String.join("; ", why) + ")"));
      }
      i = last;
    }
    return passed;
  }

  /** Whether step {@code j} followed a broken step and drained its backlog (a run's first step never did). */
  private static boolean drainedABreak(List<StepResult> steps, int j) {
    return j > 0 && !steps.get(j - 1).held() && steps.get(j).drained();
  }

  /**
   * How many confirming broken steps in a row (drained ones left out) end the search: 2, or 3 where either of the
   * first two was disturbed.
   */
  private static int needed(List<StepResult> confirming) {
    boolean disturbed = confirming.stream().limit(2).anyMatch(step -> step.disturbance().isPresent());
    return disturbed ? 3 : 2;
  }
}

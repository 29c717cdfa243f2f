package org.reactivebench.harness.results;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the search for a label's capacity ends: at a break that the next steps confirm. A broken step followed by a
 * held one is noise (a shared machine's spare CPU comes and goes), and the steps go on. Two broken steps in a row end
 * the search at the first of them, unless something from outside the measured code disturbed either of them
 * ({@link StepResult#disturbance()}: the variant's JIT compiling, the host stealing CPU); such a break takes a third
 * broken step to confirm. Three broken steps in a row end it whatever disturbed them, so that a label is never
 * loaded more than one step further than without the rule.
 */
public final class SearchEnd {

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
      int needed = confirmingSteps(steps, i);
      int broken = 0;
      while (broken < needed && i + broken < steps.size() && !steps.get(i + broken).held()) {
        broken++;
      }
      if (broken == needed || complete && i + broken == steps.size()) {
        return i;
      }
    }
    return -1;
  }

  /**
   * The breaks the search went past because a disturbance left them unconfirmed, in words: each run of broken steps
   * below the break that ended the search (among all steps where none did), with what disturbed its first two steps,
   * e.g. "steps 6 and 7 broke (at step 6 the variant's JIT compiled 0.09 CPUs)"; steps numbered from 1.
   */
  public static List<String> passedOver(List<StepResult> steps, int end) {
    int limit = end < 0 ? steps.size() : end;
    List<String> passed = new ArrayList<>();
    for (int i = 0; i + 1 < limit; i++) {
      boolean firstOfARun = i == 0 || steps.get(i - 1).held();
      if (firstOfARun && !steps.get(i).held() && !steps.get(i + 1).held()) {
        List<String> why = new ArrayList<>();
        for (StepResult step : steps.subList(i, i + 2)) {
          step.disturbance().ifPresent(what -> why.add("at step " + (step.index() + 1) + " " + what));
        }
        passed.add("steps " + (steps.get(i).index() + 1) + " and " + (steps.get(i + 1).index() + 1) + " broke ("
            + String.join("; ", why) + ")");
      }
    }
    return passed;
  }

  /**
   * How many broken steps in a row from step {@code i} on confirm its break: 2, or 3 where it or the next one was
   * disturbed.
   */
  private static int confirmingSteps(List<StepResult> steps, int i) {
    boolean disturbed = steps.get(i).disturbance().isPresent()
        || i + 1 < steps.size() && steps.get(i + 1).disturbance().isPresent();
    return disturbed ? 3 : 2;
  }
}

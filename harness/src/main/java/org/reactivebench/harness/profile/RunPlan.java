package org.reactivebench.harness.profile;

import java.util.Optional;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.StepCriteria;
import org.reactivebench.loadspec.Journey;

/**
 * What every label of one command runs: a profile with the command line's options applied on top.
 *
 * @param warmUp the unmeasured load before the measured one
 */
public record RunPlan(Profile profile, LoadPlan load, Optional<LoadParameters> warmUp, StepCriteria criteria) {

  /** The profile as it is, without options. */
  public static RunPlan of(Profile profile) {
    return new RunPlan(profile, profile.plan(), profile.warmUp(), profile.criteria());
  }

  /**
   * Whether the figures are read against the BCrypt login ceiling: the Operation journey logs every user in, and
   * its stepped loads and the 2017 load approach or pass that ceiling.
   */
  public boolean readAgainstLoginCeiling() {
    LoadParameters base = load.base();
    return base.journey() == Journey.OPERATION
        && (load instanceof LoadPlan.Calibrating || base.stepped() || profile == Profile.PAPER);
  }

  /** Whether each label's load steps up until it breaks, so that a run finds its capacity. */
  public boolean findsCapacity() {
    return load instanceof LoadPlan.Calibrating calibrating && calibrating.findsCapacity();
  }

  /** About how long one label run takes, start, verification and warm-up included, in minutes. */
  public double minutesPerLabel() {
    double warm = load instanceof LoadPlan.Calibrating ? 0 : warmUp.map(LoadParameters::expectedSeconds).orElse(0.0);
    return (Profile.START_AND_VERIFY_SECONDS + warm + load.typicalSeconds()) / 60;
  }

  /**
   * The same with a calibrated plan's warm-up settled as soon as its steady-state rule allows, rather than run to
   * its bounds: where a label's run time lies between the two (run 20261129-072043-capacity took 86 min where the
   * bounds gave 111).
   */
  public double soonestMinutesPerLabel() {
    double sooner = load instanceof LoadPlan.Calibrating calibrating
        ? calibrating.rule().warmUp().longestSeconds() - calibrating.rule().warmUp().soonestSeconds() : 0;
    return minutesPerLabel() - sooner / 60;
  }

  /** In words, for the first line of a run. */
  public String describe() {
    if (load instanceof PhasedPlan) {
      return load.describe() + "; good work = a request answered OK within " + criteria.sloP95Ms() + " ms";
    }
    return load instanceof LoadPlan.Calibrating ? load.describe() + "; held = " + criteria.describe()
        : load.base().describe();
  }
}

package org.reactivebench.harness.profile;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.reactivebench.harness.Numbers;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.Overload;
import org.reactivebench.loadspec.Journey;

/**
 * Fixed phases around each label's capacity, for what happens past the knee: for example 60 s at half the
 * capacity (the baseline), 60 s at twice it (the overload) and 120 s back at half (the recovery), open model, the
 * arrival rate independent of the server so that the overload is real. The capacity is the ceiling the warm-up
 * predicts from the label's steady-state CPU per journey (the capacity profile's calibration) unless given.
 *
 * @param rule the warm-up, which predicts the capacity
 * @param phases in order, each a whole number of {@link #unitSeconds()}
 * @param capacity the capacities in journeys/s to take instead of the warm-ups' predictions
 */
public record PhasedPlan(LoadPlan.Calibrated rule, List<Phase> phases, GivenCapacity capacity)
    implements LoadPlan.Calibrating {

  /** One phase: its name, its arrival rate as a multiple of the capacity, and how long it lasts. */
  public record Phase(String name, double factor, int seconds) {}

  public PhasedPlan {
    phases = List.copyOf(phases);
    capacity = capacity == null ? GivenCapacity.NONE : capacity;
  }

  @Override
  public LoadParameters base() {
    return rule.calibration();
  }

  @Override
  public boolean findsCapacity() {
    return false;
  }

  /** The load is levels of this many seconds, each phase a whole number of them: the phases' common divisor. */
  public int unitSeconds() {
    int unit = 0;
    for (Phase phase : phases) {
      unit = java.math.BigInteger.valueOf(unit).gcd(java.math.BigInteger.valueOf(phase.seconds())).intValue();
    }
    return unit;
  }

  @Override
  public LevelPlan levels(double ceiling, String basis) {
    List<Double> levels = new ArrayList<>();
    for (Phase phase : phases) {
      for (int i = 0; i < phase.seconds() / unitSeconds(); i++) {
        levels.add(LevelPlan.round(phase.factor() * ceiling));
      }
    }
    return new LevelPlan(levels, ceiling, basis + "; " + describePhases(ceiling), false, false);
  }

  @Override
  public LoadParameters load(LevelPlan levels) {
    LoadParameters c = rule.calibration();
    return LoadParameters.stepped(c.journey(), "open", "levels", levels.levels(), unitSeconds(), 0,
        c.pauseFactor(), c.delayMs()).withLeadIn(LoadPlan.Calibrated.LEAD_IN_SECONDS);
  }

  @Override
  public PhasedPlan with(Journey journey, double pauseFactor) {
    return new PhasedPlan(rule.with(journey, pauseFactor), phases, capacity);
  }

  @Override
  public PhasedPlan withWarmUp(double seconds) {
    return new PhasedPlan(rule.withWarmUp(seconds), phases, capacity);
  }

  /** The same phases in proportion, the first lasting {@code seconds}. */
  public PhasedPlan withFirstPhase(int seconds) {
    int first = phases.get(0).seconds();
    return new PhasedPlan(rule, phases.stream()
        .map(p -> new Phase(p.name(), p.factor(), p.seconds() * seconds / first)).toList(), capacity);
  }

  public PhasedPlan withCapacity(GivenCapacity given) {
    return new PhasedPlan(rule, phases, given);
  }

  /** The warm-up (at most its two stages), the lead-in, the phases, and the load generator's starts. */
  @Override
  public double typicalSeconds() {
    return 45 + rule.warmUpSeconds() + LoadPlan.Calibrated.LEAD_IN_SECONDS
        + phases.stream().mapToInt(Phase::seconds).sum();
  }

  @Override
  public String describe() {
    return String.format(Locale.ROOT, "the %s journey (pause factor %s), open model, in phases of the label's "
            + "capacity: %s; the capacity is %s, after a warm-up to steady state (%s)",
        rule.calibration().journey().id(), Numbers.plain(rule.calibration().pauseFactor()), describePhases(1),
        capacity.given() ? capacity.describe() : "the ceiling the warm-up predicts",
        rule.calibration().describe() + rule.describeAtLoad());
  }

  private String describePhases(double ceiling) {
    return phases.stream().map(p -> String.format(Locale.ROOT, "%s %d s at %s", p.name(), p.seconds(),
        ceiling == 1 ? Numbers.plain(p.factor()) + "x" : Numbers.plain(LevelPlan.round(p.factor() * ceiling))
            + " users/s")).collect(java.util.stream.Collectors.joining(", "));
  }

  /** Whether a phase of this name is among the plan's. */
  public boolean has(String name) {
    return phases.stream().anyMatch(phase -> phase.name().equals(name));
  }

  /** Where each phase lies in {@code load}, a load of this plan: its levels grouped back into the phases. */
  public List<Overload.Window> windows(LoadParameters load) {
    List<LoadParameters.Level> levels = load.schedule();
    List<Overload.Window> windows = new ArrayList<>();
    int index = 0;
    for (Phase phase : phases) {
      LoadParameters.Level first = levels.get(index);
      windows.add(new Overload.Window(phase.name(), phase.factor(), first.offered(), first.startSeconds(),
          phase.seconds()));
      index += phase.seconds() / unitSeconds();
    }
    return windows;
  }
}

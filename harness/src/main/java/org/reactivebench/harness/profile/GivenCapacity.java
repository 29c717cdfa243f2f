package org.reactivebench.harness.profile;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.reactivebench.harness.Numbers;

/**
 * The capacities given with {@code --capacity} instead of the ones the warm-ups predict: one for every label
 * ({@code --capacity 28.5}), one a label ({@code --capacity mysql-spring5=28.5 --capacity mongo-spring5=53.5}), or
 * both, the label's own first. A label given none takes its warm-up's prediction.
 *
 * @param all the capacity of every label not named, in journeys/s, or null
 * @param byLabel the capacity of each label named, in journeys/s
 */
public record GivenCapacity(Double all, Map<String, Double> byLabel) {

  /** Nothing given: every label's warm-up predicts its own. */
  public static final GivenCapacity NONE = new GivenCapacity(null, Map.of());

  public GivenCapacity {
    byLabel = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(byLabel));
  }

  /**
   * The option's values: each a number of journeys/s, or LABEL=number.
   *
   * @throws IllegalArgumentException naming the value that is neither, or a second value for all labels or a label
   */
  public static GivenCapacity parse(List<String> values) {
    Double all = null;
    Map<String, Double> byLabel = new LinkedHashMap<>();
    for (String value : values) {
      int equals = value.lastIndexOf('=');
      String label = equals < 0 ? null : value.substring(0, equals).trim();
      double journeysPerSecond = number(equals < 0 ? value : value.substring(equals + 1), value);
      if (label == null) {
        if (all != null) {
          throw new IllegalArgumentException("--capacity: one capacity for all labels, was given two (" + Numbers
              .plain(all) + " and " + value + "); name a label as LABEL=N to give it its own");
        }
        all = journeysPerSecond;
      } else if (label.isEmpty() || byLabel.put(label, journeysPerSecond) != null) {
        throw new IllegalArgumentException("--capacity: " + (label.isEmpty() ? "no label before '=' in '" + value
            + "'" : "'" + label + "' is given twice"));
      }
    }
    return new GivenCapacity(all, byLabel);
  }

  private static double number(String text, String value) {
    double parsed;
    try {
      parsed = Double.parseDouble(text.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--capacity takes journeys/s (e.g. 28.5) or LABEL=journeys/s (e.g. "
          + "mysql-spring5=28.5), was '" + value + "'");
    }
    if (!(parsed > 0) || Double.isInfinite(parsed)) {
      throw new IllegalArgumentException("--capacity must be more than 0 journeys/s, was '" + value + "'");
    }
    return parsed;
  }

  /** The capacity given for the label, or empty where its warm-up's prediction applies. */
  public Optional<Double> of(String label) {
    return Optional.ofNullable(byLabel.getOrDefault(label, all));
  }

  public boolean given() {
    return all != null || !byLabel.isEmpty();
  }

  /** In words, for the plan's description: "3.5 journeys/s (given)", or one a label. */
  public String describe() {
    List<String> parts = new ArrayList<>();
    byLabel.forEach((label, value) -> parts.add(label + " " + Numbers.plain(value)));
    if (all != null) {
      parts.add((byLabel.isEmpty() ? "" : "the others ") + Numbers.plain(all));
    }
    return String.join(", ", parts) + " journeys/s (given)"
        + (all == null ? ", the others the ceiling their warm-ups predict" : "");
  }
}

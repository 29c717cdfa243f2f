package org.reactivebench.harness.cli;

import org.reactivebench.harness.Numbers;

/** Checks of option values, each failing with a message that names the option. */
final class Check {

  private Check() {}

  static void atLeast(String option, Number value, double minimum) {
    if (value != null && value.doubleValue() < minimum) {
      throw new IllegalArgumentException(option + " must be at least " + Numbers.plain(minimum) + ", was " + value);
    }
  }

  static void positive(String option, Number value) {
    if (value != null && value.doubleValue() <= 0) {
      throw new IllegalArgumentException(option + " must be more than 0, was " + value);
    }
  }

  static void oneOf(String option, String value, String... allowed) {
    if (value != null && !java.util.List.of(allowed).contains(value)) {
      throw new IllegalArgumentException(option + " must be one of " + String.join(", ", allowed) + ", was " + value);
    }
  }
}

package org.reactivebench.harness.load;

import java.util.Locale;
import org.reactivebench.harness.results.Summary.LoadParameters;

/**
 * Named load levels. Logging in costs one BCrypt (strength 10) check, about 70 ms of CPU here, so two cores
 * log in at most about 29 users/s whatever the framework: {@code quick} stays well below that, so that it
 * measures the frameworks and not the same BCrypt queue.
 */
public enum Profile {
  /** Seconds: for tests. */
  SMOKE(new LoadParameters(10, 2, 0.01), null),
  /** The default: about 7 logins/s, a couple of minutes per variant, so the matrix finishes in minutes. */
  QUICK(new LoadParameters(400, 60, 0.2), new LoadParameters(100, 20, 0.05)),
  /** The 2017 load: 5000 users over 60 s, real pauses. */
  PAPER(new LoadParameters(5000, 60, 1.0), new LoadParameters(200, 20, 0.05));

  private final LoadParameters measured;
  private final LoadParameters warmUp;

  Profile(LoadParameters measured, LoadParameters warmUp) {
    this.measured = measured;
    this.warmUp = warmUp;
  }

  public LoadParameters measured() {
    return measured;
  }

  /** The unmeasured run that warms up the variant's JIT and pools first, or null for none. */
  public LoadParameters warmUp() {
    return warmUp;
  }

  public static Profile named(String name) {
    for (Profile profile : values()) {
      if (profile.label().equals(name)) {
        return profile;
      }
    }
    throw new IllegalArgumentException("unknown profile '" + name + "': use smoke, quick or paper");
  }

  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }
}

package org.reactivebench.harness.variant;

import java.nio.file.Path;
import java.util.List;

/**
 * One application of the matrix, as its {@code variant.properties} describes it (see docs/variants.md).
 *
 * @param schedulers the Reactor schedulers it can wrap blocking calls on; empty if it wraps none
 * @param baseline the variant one step before this one on its axis, or empty
 * @param clients the HTTP clients of its passthrough calls, the default first; empty if it has no passthrough
 * @param threads the request threads it can run on ({@code platform}, {@code virtual}), the default first
 * @param jdks the JDK feature releases it runs on, preferred first; empty: the harness's own JDK
 * @param api the API dialect: {@code jhipster4} (the nine hand-written variants) or {@code jhipster9}
 * @param jarPath the runnable jar, relative to the folder
 * @param launch how settings reach it: {@code bench} ({@code --bench.*} arguments) or {@code jhipster} (JHipster's
 *     environment variables)
 * @param generator the generator and version it was generated with, or empty for a hand-written variant
 */
public record Variant(
    String name,
    Path folder,
    String database,
    String springBoot,
    String spring,
    String server,
    String reactive,
    List<String> schedulers,
    String baseline,
    String description,
    List<String> clients,
    List<String> threads,
    List<Integer> jdks,
    String api,
    String jarPath,
    String launch,
    String generator) {

  public static final String JHIPSTER4 = "jhipster4";
  public static final String JHIPSTER9 = "jhipster9";

  public Path jar() {
    return folder.resolve(jarPath);
  }

  public boolean wrapsBlockingCalls() {
    return !schedulers.isEmpty();
  }

  /** Whether its repository is reactive end to end: its database calls hold no thread while they wait. */
  public boolean reactiveDatabase() {
    return "repository".equals(reactive);
  }

  public boolean generated() {
    return !generator.isEmpty();
  }

  /** The passthrough client it uses when none is asked for, or null if it has no passthrough. */
  public String defaultClient() {
    return clients.isEmpty() ? null : clients.get(0);
  }
}

package org.reactivebench.harness.variant;

import java.nio.file.Path;
import java.util.List;

/**
 * One application of the matrix, as its {@code variant.properties} describes it.
 *
 * @param schedulers the Reactor schedulers it can wrap blocking calls on; empty if it wraps none
 * @param baseline the variant one step before this one on its axis, or empty
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
    String description) {

  public Path jar() {
    return folder.resolve("target").resolve(name + ".jar");
  }

  public boolean wrapsBlockingCalls() {
    return !schedulers.isEmpty();
  }
}

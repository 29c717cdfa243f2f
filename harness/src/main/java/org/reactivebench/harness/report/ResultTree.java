package org.reactivebench.harness.report;

import java.nio.file.Path;

/**
 * A tree of stored results, {@code <root>/<variant>/gatling-results/<run>/summary.json}: the project's committed
 * reference runs, or the local runs a user made without publishing them ({@code .matrix/local}).
 */
public record ResultTree(Path root, boolean reference) {

  public static ResultTree reference(Path root) {
    return new ResultTree(root, true);
  }

  public static ResultTree local(Path root) {
    return new ResultTree(root, false);
  }
}

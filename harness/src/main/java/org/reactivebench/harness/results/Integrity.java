package org.reactivebench.harness.results;

/**
 * The database after a measured run: every user creates two operations and deletes them, so the count must be
 * back to where it was; only users that did not complete may leave rows behind, at most two each.
 */
public record Integrity(long operationsBefore, long operationsAfter, int usersIncomplete) {

  public long leftBehind() {
    return operationsAfter - operationsBefore;
  }

  /** True when nothing was lost and nothing is left behind without a failed user to explain it. */
  public boolean consistent() {
    return leftBehind() >= 0 && leftBehind() <= 2L * usersIncomplete;
  }

  public static Integrity of(long before, long after, LoadStatistics statistics) {
    return new Integrity(before, after, Math.max(0, statistics.usersStarted() - statistics.usersCompleted()));
  }
}

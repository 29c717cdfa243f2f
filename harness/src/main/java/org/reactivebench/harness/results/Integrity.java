package org.reactivebench.harness.results;

import org.reactivebench.loadspec.OperationJourney;

/**
 * The database after a measured run, against what the clients were told. Every 201 to a create adds a row and every
 * OK delete removes one, so the rows must be the rows before plus the creates answered OK minus the deletes answered
 * OK. Only requests whose outcome the client does not know may move the count off that: a create that failed or
 * timed out may still have written its row, a delete that failed may still have removed its row, and a user that
 * the load generator stopped mid-journey may have had one request in flight. So the count is consistent when it
 * lies within those; below them, rows the clients were told exist are missing (lost); above them, rows exist that no
 * client was told of (duplicated or leaked). The count cannot say which row: it checks the totals, not each id.
 *
 * <p>Summaries written before these counts hold only the rows and the users that did not complete: {@code created}
 * and the other counts are then null, and a user that did not complete may have left two rows behind.
 *
 * @param usersIncomplete users whose journey did not end OK
 * @param created creates answered OK (201)
 * @param deleted deletes answered OK
 * @param createsFailed creates that failed or timed out: each may or may not have written its row
 * @param deletesFailed deletes that failed or timed out (or were never sent for want of a created id)
 * @param usersCutOff users the load generator stopped before their journey ended, one request in flight at most each
 */
public record Integrity(long operationsBefore, long operationsAfter, int usersIncomplete, Integer created,
    Integer deleted, Integer createsFailed, Integer deletesFailed, Integer usersCutOff) {

  public long leftBehind() {
    return operationsAfter - operationsBefore;
  }

  /** Whether the summary holds the counts of what the clients were told. */
  public boolean told() {
    return created != null;
  }

  /** The rows the clients' answers imply: before, plus the creates answered OK, minus the deletes answered OK. */
  public long expected() {
    return operationsBefore + created - deleted;
  }

  /** Rows the clients were told exist that are missing, beyond what failed deletes and cut-off users explain. */
  public long lost() {
    return told() ? Math.max(0, expected() - operationsAfter - deletesFailed - usersCutOff) : 0;
  }

  /** Rows no client was told of, beyond what failed creates and cut-off users explain: duplicates or leaks. */
  public long unexplained() {
    return told() ? Math.max(0, operationsAfter - expected() - createsFailed - usersCutOff) : 0;
  }

  /** Rows that exist without a 201 and that a failed create or a cut-off user explains. */
  public long explainedByFailures() {
    return told() ? Math.max(0, Math.min(operationsAfter - expected(), createsFailed + usersCutOff)) : 0;
  }

  /** True when nothing was lost and nothing exists that the failed or cut-off requests do not explain. */
  public boolean consistent() {
    if (!told()) {
      return leftBehind() >= 0 && leftBehind() <= 2L * usersIncomplete;
    }
    return lost() == 0 && unexplained() == 0;
  }

  /** The rows before and after, against the outcome of every create and delete in the load's log. */
  public static Integrity of(long before, long after, LoadStatistics statistics, SimulationLog log) {
    int created = 0;
    int deleted = 0;
    int createsFailed = 0;
    int deletesFailed = 0;
    for (RequestRecord request : log.requests()) {
      if (request.name().equals(OperationJourney.CREATE)) {
        created += request.ok() ? 1 : 0;
        createsFailed += request.ok() ? 0 : 1;
      } else if (request.name().equals(OperationJourney.DELETE)) {
        deleted += request.ok() ? 1 : 0;
        deletesFailed += request.ok() ? 0 : 1;
      }
    }
    return new Integrity(before, after, Math.max(0, statistics.usersStarted() - statistics.usersCompleted()),
        created, deleted, createsFailed, deletesFailed,
        Math.max(0, statistics.usersStarted() - statistics.usersEnded()));
  }
}

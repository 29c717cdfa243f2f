package org.reactivebench.contract;

import java.util.List;

/**
 * The outcome of one contract run. {@code total} counts every test (run or skipped) plus every test class that
 * failed or was skipped as a whole (its login in {@code @BeforeAll} failed; it applies to another dialect); such a
 * class counts once in {@code failed} or among the skipped. Each failure reads "Class.method: message".
 *
 * <p>A failure of a check the server declared (its {@link KnownDifferences}) is not in {@code failed}: it is in
 * {@code knownDifferences}, as "Class.method: known difference: reason (failed with: message)". A declared check
 * that did not fail is in {@code resolvedDifferences}, so that a stale declaration shows.
 */
public record ContractReport(int total, int succeeded, int failed, List<String> failures, List<String> knownDifferences,
        List<String> resolvedDifferences) {

    public ContractReport {
        failures = List.copyOf(failures);
        knownDifferences = List.copyOf(knownDifferences);
        resolvedDifferences = List.copyOf(resolvedDifferences);
    }

    /** A report without declared differences. */
    public ContractReport(int total, int succeeded, int failed, List<String> failures) {
        this(total, succeeded, failed, failures, List.of(), List.of());
    }

    /** Checks that failed as declared, counted apart from {@link #failed()}. */
    public int known() {
        return knownDifferences.size();
    }

    /** Tests skipped or aborted, e.g. the checks that need the server's JWT secret when it was not given. */
    public int skipped() {
        return total - succeeded - failed - known();
    }

    /** True when something ran and nothing failed but what was declared. */
    public boolean passed() {
        return failed == 0 && succeeded > 0;
    }

    /** The closing line, in the "N passed, N failed" form test-log readers look for. */
    public String summary() {
        return succeeded + " passed, " + failed + " failed"
                + (known() > 0 ? ", " + known() + " known difference" + (known() == 1 ? "" : "s") : "")
                + (skipped() > 0 ? ", " + skipped() + " skipped" : "")
                + (resolvedDifferences.isEmpty() ? ""
                        : ", " + resolvedDifferences.size() + " declared difference" + (resolvedDifferences.size() == 1 ? "" : "s")
                                + " did not fail");
    }
}

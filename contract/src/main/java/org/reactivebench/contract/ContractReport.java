package org.reactivebench.contract;

import java.util.List;

/**
 * The outcome of one contract run. {@code total} counts every test (run or skipped) plus every
 * test class that failed as a whole (e.g. its login in {@code @BeforeAll}); such a class failure also
 * counts in {@code failed}. Each failure reads "Class.method: message".
 */
public record ContractReport(int total, int succeeded, int failed, List<String> failures) {

    public ContractReport {
        failures = List.copyOf(failures);
    }

    /** Tests skipped or aborted, e.g. the checks that need the server's JWT secret when it was not given. */
    public int skipped() {
        return total - succeeded - failed;
    }

    /** True when something ran and nothing failed. */
    public boolean passed() {
        return failed == 0 && succeeded > 0;
    }

    /** The closing line, in the "N passed, N failed" form test-log readers look for. */
    public String summary() {
        return succeeded + " passed, " + failed + " failed" + (skipped() > 0 ? ", " + skipped() + " skipped" : "");
    }
}

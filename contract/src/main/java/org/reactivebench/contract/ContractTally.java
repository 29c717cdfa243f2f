package org.reactivebench.contract;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Counts the checks of one run as they finish and sorts each failure into a real failure or a known difference of
 * the server (see {@link KnownDifferences}); {@link #report()} also lists the declarations that covered no failure.
 */
final class ContractTally {

    private static final int MESSAGE_EXCERPT = 160;

    private final KnownDifferences known;
    private final ContractScope scope;
    private final Set<KnownDifferences.Declaration> seen = new LinkedHashSet<>();
    private final List<String> failures = new ArrayList<>();
    private final List<String> knownDifferences = new ArrayList<>();
    private int total;
    private int succeeded;
    private int failed;

    ContractTally(KnownDifferences known, ContractScope scope) {
        this.known = known;
        this.scope = scope;
    }

    void passed() {
        total++;
        succeeded++;
    }

    /** A test, or a whole class, that was skipped or aborted. */
    void skipped() {
        total++;
    }

    /** A test, or a whole class, that failed; {@code check} is its report name ("Class.method [case]"). */
    void failed(String check, String message) {
        total++;
        known.covering(check).ifPresentOrElse(declaration -> {
            seen.add(declaration);
            knownDifferences.add(check + ": known difference: " + declaration.reason() + " (failed with: " + excerpt(message) + ")");
        }, () -> {
            failed++;
            failures.add(check + ": " + message);
        });
    }

    /** The start of a failure message, enough to see that the check failed as declared. */
    static String excerpt(String message) {
        return message.length() <= MESSAGE_EXCERPT ? message : message.substring(0, MESSAGE_EXCERPT) + "…";
    }

    ContractReport report() {
        List<String> resolved = known.declarations().stream()
                .filter(declaration -> scope.includes(declaration.check()) && !seen.contains(declaration))
                .map(declaration -> declaration.check() + ": declared as a known difference (" + declaration.reason()
                        + ") but did not fail")
                .toList();
        return new ContractReport(total, succeeded, failed, failures, knownDifferences, resolved);
    }
}

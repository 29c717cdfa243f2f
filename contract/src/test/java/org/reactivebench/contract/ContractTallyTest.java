package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ContractTallyTest {

    private static final KnownDifferences KNOWN = KnownDifferences.parse("""
            HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400
                500 from Spring Data JPA
            HostileRequestContractTest.loginWithABodyOfSeveralMegabytesIs413
                no body limit
            """);

    @Test
    void aDeclaredFailureIsAKnownDifferenceAndNoFailure() {
        ContractTally tally = new ContractTally(KNOWN, ContractScope.ALL);
        tally.passed();
        tally.failed("HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400 [foo]", "expected a 4xx: GET ... -> 500");
        tally.failed("HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400 [class]", "expected a 4xx: GET ... -> 500");
        tally.failed("HostileRequestContractTest.loginWithABodyOfSeveralMegabytesIs413", "expected a 4xx: POST ... -> 200");

        ContractReport report = tally.report();

        assertEquals(4, report.total());
        assertEquals(1, report.succeeded());
        assertEquals(0, report.failed());
        assertEquals(3, report.known());
        assertEquals(0, report.skipped());
        assertTrue(report.passed());
        assertEquals("HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400 [foo]: known difference: "
                + "500 from Spring Data JPA (failed with: expected a 4xx: GET ... -> 500)", report.knownDifferences().get(0));
        assertEquals(List.of(), report.resolvedDifferences());
        assertEquals("1 passed, 0 failed, 3 known differences", report.summary());
    }

    @Test
    void anUndeclaredFailureStillFails() {
        ContractTally tally = new ContractTally(KNOWN, ContractScope.ALL);
        tally.passed();
        tally.failed("HostilePagingContractTest.pageBeyondAnyOffsetIs400 [page=2147483647]", "expected a 4xx: -> 500");

        ContractReport report = tally.report();

        assertFalse(report.passed());
        assertEquals(List.of("HostilePagingContractTest.pageBeyondAnyOffsetIs400 [page=2147483647]: expected a 4xx: -> 500"),
                report.failures());
        assertEquals(0, report.known());
    }

    @Test
    void aDeclarationThatCoveredNoFailureIsReported() {
        ContractTally tally = new ContractTally(KNOWN, ContractScope.ALL);
        tally.passed();
        tally.failed("HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400 [foo]", "-> 500");

        ContractReport report = tally.report();

        assertTrue(report.passed());
        assertEquals(List.of("HostileRequestContractTest.loginWithABodyOfSeveralMegabytesIs413: declared as a known difference "
                + "(no body limit) but did not fail"), report.resolvedDifferences());
        assertEquals("1 passed, 0 failed, 1 known difference, 1 declared difference did not fail", report.summary());
    }

    @Test
    void aDeclarationOutsideTheScopeIsNeitherSeenNorStale() {
        ContractTally tally = new ContractTally(KNOWN, ContractScope.LOAD);
        tally.passed();

        ContractReport report = tally.report();

        assertTrue(report.passed());
        assertEquals(List.of(), report.resolvedDifferences());
        assertEquals("1 passed, 0 failed", report.summary());
    }

    @Test
    void scopesNameTheirClasses() {
        assertTrue(ContractScope.LOAD.includes("OperationContractTest.createIs201 [x]"));
        assertFalse(ContractScope.LOAD.includes("HostilePagingContractTest.pageBeyondAnyOffsetIs400"));
        assertTrue(ContractScope.LOAD.includes("PassthroughContractTest"));
        assertTrue(ContractScope.ALL.includes("HostilePagingContractTest.pageBeyondAnyOffsetIs400"));
    }

    @Test
    void skippedChecksAndClassesCountApart() {
        ContractTally tally = new ContractTally(KnownDifferences.none(), ContractScope.ALL);
        tally.passed();
        tally.skipped();
        tally.skipped();

        ContractReport report = tally.report();

        assertEquals(3, report.total());
        assertEquals(2, report.skipped());
        assertEquals("1 passed, 0 failed, 2 skipped", report.summary());
    }

    @Test
    void longFailureMessagesAreCutInTheKnownDifferenceLine() {
        String message = "x".repeat(500);
        assertEquals(161, ContractTally.excerpt(message).length());
        assertEquals("short", ContractTally.excerpt("short"));
    }

    @Test
    void caseNamesStayOnOneLineAndDistinct() {
        assertEquals("tab\\tnewline\\nquote", ContractRunner.visible("tab\tnewline\nquote"));
        assertEquals("\"admin \" / \"admin\"", ContractRunner.visible("\"admin \" / \"admin\""));
    }
}

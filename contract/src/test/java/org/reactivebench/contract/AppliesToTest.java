package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import org.junit.jupiter.api.Test;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;

/** {@link AppliesTo} through the JUnit Platform, as the runner uses it: the dialect comes from the configuration. */
class AppliesToTest {

    /** A class of the nine's dialect only, with one method for jhipster9 only (never run by Surefire: a nested class). */
    @AppliesTo(Dialect.JHIPSTER4)
    static class Jhipster4Only {

        @Test
        void check() {
        }
    }

    static class OneMethodForJhipster9 {

        @Test
        void everywhere() {
        }

        @Test
        @AppliesTo(Dialect.JHIPSTER9)
        void jhipster9Only() {
        }
    }

    @Test
    void aClassForJhipster4IsSkippedAsAWholeAgainstJhipster9() {
        assertEquals(1, run(Jhipster4Only.class, "jhipster4").getTestsSucceededCount());
        TestExecutionSummary jhipster9 = run(Jhipster4Only.class, "jhipster9");
        assertEquals(0, jhipster9.getTestsStartedCount());
        assertEquals(1, jhipster9.getContainersSkippedCount());
    }

    @Test
    void aMethodForJhipster9IsSkippedAgainstTheNineAndWithoutADialect() {
        assertEquals(2, run(OneMethodForJhipster9.class, "jhipster9").getTestsSucceededCount());
        TestExecutionSummary nine = run(OneMethodForJhipster9.class, "jhipster4");
        assertEquals(1, nine.getTestsSucceededCount());
        assertEquals(1, nine.getTestsSkippedCount());
        assertEquals(1, run(OneMethodForJhipster9.class, null).getTestsSkippedCount());
    }

    private static TestExecutionSummary run(Class<?> type, String dialect) {
        LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request().selectors(selectClass(type));
        if (dialect != null) {
            request.configurationParameter(ContractTarget.DIALECT, dialect);
        }
        SummaryGeneratingListener listener = new SummaryGeneratingListener();
        LauncherFactory.create().execute(request.build(), listener);
        return listener.getSummary();
    }
}

package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;

class DialectTest {

    @Test
    void namesAreTheManifestsAndTheDefaultIsTheNines() {
        assertSame(Dialect.JHIPSTER4, Dialect.of("jhipster4"));
        assertSame(Dialect.JHIPSTER9, Dialect.of("jhipster9"));
        assertSame(Dialect.JHIPSTER9, Dialect.of(" JHipster9 "));
        assertSame(Dialect.JHIPSTER4, Dialect.of(null));
        assertSame(Dialect.JHIPSTER4, Dialect.of(""));
        assertEquals("jhipster9", Dialect.JHIPSTER9.toString());
    }

    @Test
    void anUnknownNameIsRefusedWithTheKnownOnes() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Dialect.of("jhipster5"));
        assertTrue(refused.getMessage().contains("jhipster4, jhipster9"), refused.getMessage());
    }

    @Test
    void updatesGoToTheCollectionOrToTheItem() {
        assertEquals("/api/operations", Dialect.JHIPSTER4.updatePath(IntNode.valueOf(1001)));
        assertEquals("/api/operations/1001", Dialect.JHIPSTER9.updatePath(IntNode.valueOf(1001)));
        assertEquals("/api/operations/6b0422aea14d68659cc635b9",
                Dialect.JHIPSTER9.updatePath(TextNode.valueOf("6b0422aea14d68659cc635b9")));
    }

    @Test
    void deleteAndUpdateStatuses() {
        assertEquals(200, Dialect.JHIPSTER4.deletedStatus());
        assertEquals(404, Dialect.JHIPSTER4.deletedAbsentStatus());
        assertEquals(404, Dialect.JHIPSTER4.updatedAbsentStatus());
        assertEquals(204, Dialect.JHIPSTER9.deletedStatus());
        assertEquals(204, Dialect.JHIPSTER9.deletedAbsentStatus());
        assertEquals(400, Dialect.JHIPSTER9.updatedAbsentStatus());
    }

    @Test
    void authoritiesAreCommaJoinedOrSpaceSeparated() {
        assertEquals(Set.of("ROLE_ADMIN", "ROLE_USER"), Dialect.JHIPSTER4.authorities(claims("ROLE_ADMIN,ROLE_USER")));
        assertEquals(Set.of("ROLE_ADMIN", "ROLE_USER"), Dialect.JHIPSTER9.authorities(claims("ROLE_ADMIN ROLE_USER")));
        // each dialect reads its own form only: the other one is one authority that is no role
        assertEquals(Set.of("ROLE_ADMIN ROLE_USER"), Dialect.JHIPSTER4.authorities(claims("ROLE_ADMIN ROLE_USER")));
        assertEquals(Set.of("ROLE_ADMIN,ROLE_USER"), Dialect.JHIPSTER9.authorities(claims("ROLE_ADMIN,ROLE_USER")));
    }

    @Test
    void springSecurityFactorsAreNoRolesInJhipster9Only() {
        assertEquals(Set.of("ROLE_USER"), Dialect.JHIPSTER9.authorities(claims("ROLE_USER FACTOR_PASSWORD")));
        assertEquals(Set.of("ROLE_USER", "FACTOR_PASSWORD"), Dialect.JHIPSTER4.authorities(claims("ROLE_USER,FACTOR_PASSWORD")));
        assertEquals(Set.of(), Dialect.JHIPSTER9.authorities(ContractTarget.object()));
    }

    @Test
    void accountFieldsAreTheSharedOnesPlusJhipster9sAudit() {
        assertEquals(Dialect.SHARED_ACCOUNT_FIELDS, Dialect.JHIPSTER4.accountFields());
        assertTrue(Dialect.JHIPSTER9.accountFields().containsAll(Dialect.SHARED_ACCOUNT_FIELDS));
        assertEquals(Dialect.SHARED_ACCOUNT_FIELDS.size() + 4, Dialect.JHIPSTER9.accountFields().size());
        assertTrue(Dialect.JHIPSTER9.accountFields().contains("lastModifiedDate"));
    }

    @Test
    void onlyTheNineKeepTheirConventionsAndOnlyJhipster9AnswersWithBareChallenges() {
        assertTrue(Dialect.JHIPSTER4.handWrittenConventions());
        assertFalse(Dialect.JHIPSTER4.bareChallenges());
        assertFalse(Dialect.JHIPSTER9.handWrittenConventions());
        assertTrue(Dialect.JHIPSTER9.bareChallenges());
    }

    @Test
    void unsupportedRoutesAreWhatTheDialectLacks() {
        List<String> methods = List.of("GET", "POST", "PUT", "PATCH", "DELETE");
        List<String> paths = List.of("/api/operations", "/api/operations/{id}", "/api/account", "/api/authenticate");

        assertEquals(List.of("PATCH /api/operations", "DELETE /api/operations",
                        "POST /api/operations/{id}", "PUT /api/operations/{id}", "PATCH /api/operations/{id}",
                        "POST /api/account", "PUT /api/account", "PATCH /api/account", "DELETE /api/account",
                        "GET /api/authenticate", "PUT /api/authenticate", "PATCH /api/authenticate", "DELETE /api/authenticate"),
                routes(Dialect.JHIPSTER4.unsupported(methods, paths)));
        assertEquals(List.of("PUT /api/operations", "PATCH /api/operations", "DELETE /api/operations",
                        "POST /api/operations/{id}",
                        "PUT /api/account", "PATCH /api/account", "DELETE /api/account",
                        "PUT /api/authenticate", "PATCH /api/authenticate", "DELETE /api/authenticate"),
                routes(Dialect.JHIPSTER9.unsupported(methods, paths)));
    }

    @Test
    void appliesToRunsOnlyForTheNamedDialects() {
        ConditionEvaluationResult same = DialectCondition.evaluate(List.of(Dialect.JHIPSTER4), Dialect.JHIPSTER4);
        ConditionEvaluationResult other = DialectCondition.evaluate(List.of(Dialect.JHIPSTER4), Dialect.JHIPSTER9);
        ConditionEvaluationResult both = DialectCondition.evaluate(List.of(Dialect.JHIPSTER4, Dialect.JHIPSTER9), Dialect.JHIPSTER9);

        assertFalse(same.isDisabled());
        assertTrue(other.isDisabled());
        assertEquals("applies to [jhipster4] only; this server speaks jhipster9", other.getReason().orElseThrow());
        assertFalse(both.isDisabled());
    }

    private static ObjectNode claims(String auth) {
        return ContractTarget.object().put("sub", "admin").put("auth", auth);
    }

    private static List<String> routes(List<String[]> pairs) {
        return pairs.stream().map(pair -> pair[0] + " " + pair[1]).toList();
    }
}

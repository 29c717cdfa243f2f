package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.reactivebench.contract.ContractAssertions.assertClientError;
import static org.reactivebench.contract.ContractAssertions.assertStatus;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@code GET /api/account}. */
@ExtendWith(ContractTargetResolver.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AccountContractTest {

    private final ContractTarget target;

    AccountContractTest(ContractTarget target) {
        this.target = target;
    }

    @Test
    void withoutTokenIs401() {
        assertClientError(401, target.get("/api/account"));
    }

    @Test
    void adminGetsExactlyTheAccountFields() {
        Response response = target.get("/api/account", target.adminToken());

        assertStatus(200, response);
        JsonNode account = response.json();
        Set<String> fields = new HashSet<>();
        account.fieldNames().forEachRemaining(fields::add);
        assertAll(
                () -> assertEquals(target.dialect().accountFields(), fields, "account fields"),
                () -> assertEquals("admin", account.path("login").asText(), "login"),
                () -> assertTrue(account.path("activated").asBoolean(false), "activated"),
                () -> assertEquals(Set.of("ROLE_ADMIN", "ROLE_USER"), authorities(account), "authorities"));
    }

    @Test
    void userHasOnlyRoleUser() {
        Response response = target.get("/api/account", target.login("user", "user"));

        assertStatus(200, response);
        JsonNode account = response.json();
        assertEquals("user", account.path("login").asText(), "login");
        assertEquals(List.of("ROLE_USER"), StreamSupport.stream(account.path("authorities").spliterator(), false)
                .map(JsonNode::asText).toList(), "authorities");
    }

    private static Set<String> authorities(JsonNode account) {
        assertTrue(account.path("authorities").isArray(), () -> "authorities is not an array: " + account);
        return StreamSupport.stream(account.path("authorities").spliterator(), false)
                .map(JsonNode::asText)
                .collect(Collectors.toSet());
    }
}

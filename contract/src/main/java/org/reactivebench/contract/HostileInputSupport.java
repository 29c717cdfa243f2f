package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.reactivebench.contract.ContractAssertions.assertDeleted;
import static org.reactivebench.contract.ContractAssertions.assertSameAmount;
import static org.reactivebench.contract.ContractAssertions.assertSameInstant;
import static org.reactivebench.contract.ContractAssertions.assertStatus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * What the hostile-input classes share: every case must be refused without changing anything. Before the
 * first case a witness operation is created; after every case the operation count and the witness are
 * checked, so that each case asserts "nothing changed" besides its status; the last test deletes the witness
 * and checks that the count is what it was before the class and that the seed users still log in with
 * their own passwords and unchanged accounts. A case that did change something fails, and what it changed is
 * undone (operations it created deleted, the witness restored), so that the cases after it start from the
 * same state: a server's known difference fails its own case only.
 */
@ExtendWith(ContractTargetResolver.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
abstract class HostileInputSupport {

    static final String OPERATIONS = "/api/operations";
    static final String DATE = "2020-01-01T00:00:00Z";
    static final String WITNESS_DATE = "2021-03-04T05:06:07Z";
    static final String WITNESS_DESCRIPTION = "witness of the hostile cases";
    static final String WITNESS_AMOUNT = "12.34";

    final ContractTarget target;
    String token;
    /** The witness's id, as the server wrote it (a number or an ObjectId string). */
    JsonNode witnessId;
    private long countBefore;
    private boolean witnessDeleted;

    HostileInputSupport(ContractTarget target) {
        this.target = target;
    }

    @BeforeAll
    void createTheWitness() {
        token = target.adminToken();
        countBefore = totalCount();
        Response created = target.post(OPERATIONS,
                operation(WITNESS_DATE, WITNESS_DESCRIPTION, WITNESS_AMOUNT).toString(), token);
        assertStatus(201, created);
        witnessId = created.json().path("id");
        target.drainCreated();
    }

    /** Every case: no operation more or less, and the witness as it was created. */
    @AfterEach
    void nothingChanged() {
        if (witnessDeleted) {
            return;
        }
        long count = totalCount();
        Response witness = target.get(witnessPath(), token);
        undoWhatTheCaseChanged(witness);
        assertEquals(countBefore + 1, count, "number of operations after the case (nothing may be created or deleted)");
        assertStatus(200, witness);
        assertOperation(witness.json(), WITNESS_DATE, WITNESS_DESCRIPTION, WITNESS_AMOUNT, "witness after the case");
    }

    /** Deletes what the case created and puts the witness back, if the case changed it. */
    private void undoWhatTheCaseChanged(Response witness) {
        target.drainCreated().forEach(path -> target.delete(path, token));
        if (witness.status() == 404) {
            Response created = target.post(OPERATIONS, operation(WITNESS_DATE, WITNESS_DESCRIPTION, WITNESS_AMOUNT).toString(), token);
            witnessId = created.json().path("id");
            target.drainCreated();
        } else if (!isTheWitness(witness)) {
            target.put(updatePath(), witnessWith("description", '"' + WITNESS_DESCRIPTION + '"'), token);
        }
    }

    private static boolean isTheWitness(Response witness) {
        try {
            assertStatus(200, witness);
            assertOperation(witness.json(), WITNESS_DATE, WITNESS_DESCRIPTION, WITNESS_AMOUNT, "witness");
            return true;
        } catch (AssertionError changed) {
            return false;
        }
    }

    @Test
    @Order(Integer.MAX_VALUE)
    void operationCountAndSeedUsersAreIntactAfterTheCases() {
        assertDeleted(target.delete(witnessPath(), token));
        witnessDeleted = true;
        assertEquals(countBefore, totalCount(), "number of operations after the hostile cases");
        assertSeedUser("admin", "admin", Set.of("ROLE_ADMIN", "ROLE_USER"));
        assertSeedUser("user", "user", Set.of("ROLE_USER"));
    }

    /** A fresh login (not the cached token) with the seed password, and the account it opens. */
    private void assertSeedUser(String login, String password, Set<String> authorities) {
        Response response = target.authenticate(login, password, false);
        assertStatus(200, response);
        String jwt = response.json().path("id_token").asText("");
        assertFalse(jwt.isEmpty(), () -> "no id_token for " + login + ": " + response.describe());
        Response account = target.get("/api/account", jwt);
        assertStatus(200, account);
        JsonNode body = account.json();
        assertAll(
                () -> assertEquals(login, body.path("login").asText(), "login"),
                () -> assertTrue(body.path("activated").asBoolean(false), login + " is still activated"),
                () -> assertEquals(authorities, StreamSupport.stream(body.path("authorities").spliterator(), false)
                        .map(JsonNode::asText).collect(Collectors.toSet()), login + "'s authorities"));
    }

    String witnessPath() {
        return pathOf(witnessId);
    }

    /** Where the witness is updated: {@code /api/operations} (jhipster4) or its own path (jhipster9). */
    String updatePath() {
        return target.dialect().updatePath(witnessId);
    }

    /** The witness as a PUT body, with {@code field} set to a raw JSON value. */
    String witnessWith(String field, String rawJsonValue) {
        ObjectNode witness = operation(WITNESS_DATE, WITNESS_DESCRIPTION, WITNESS_AMOUNT);
        witness.set("id", witnessId);
        witness.set(field, ContractTarget.parse(rawJsonValue));
        return witness.toString();
    }

    long totalCount() {
        Response response = target.get(OPERATIONS + "?size=1", token);
        assertStatus(200, response);
        String header = response.header("X-Total-Count").orElseGet(() -> fail("no X-Total-Count: " + response.describe()));
        return Long.parseLong(header.trim());
    }

    static ObjectNode operation(String date, String description, String amount) {
        ObjectNode operation = ContractTarget.object();
        operation.putNull("id");
        operation.put("date", date).put("description", description).put("amount", amount);
        return operation;
    }

    static String pathOf(JsonNode id) {
        return OPERATIONS + "/" + id.asText();
    }

    static void assertOperation(JsonNode operation, String date, String description, String amount, String what) {
        assertAll(
                () -> assertSameInstant(date, operation.path("date"), what),
                () -> assertEquals(description, operation.path("description").asText(), what + ": description"),
                () -> assertSameAmount(amount, operation.path("amount"), what));
    }
}

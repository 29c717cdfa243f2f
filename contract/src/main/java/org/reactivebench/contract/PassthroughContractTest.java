package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.params.provider.Arguments.arguments;
import static org.reactivebench.contract.ContractAssertions.assertClientError;
import static org.reactivebench.contract.ContractAssertions.assertDependencyError;
import static org.reactivebench.contract.ContractAssertions.assertStatus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.http.HttpRequest.BodyPublishers;
import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code POST /api/passthrough}, the endpoint of the I/O axis: the message goes to the downstream service (which the
 * harness runs, and names in {@code bench.downstream.url}), whose ack comes back with the message's id and payload.
 * A message the contract refuses is a 400; a downstream service slower than the variants' read timeout (5 s) is a
 * 504, both with the JSON error body. The suite needs the downstream service running.
 */
@ExtendWith(ContractTargetResolver.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@AppliesTo(Dialect.JHIPSTER4)
class PassthroughContractTest {

    private static final String PASSTHROUGH = "/api/passthrough";
    private static final Set<String> ACK_FIELDS = Set.of("id", "received", "ack");
    /** bench.downstream.read-timeout-ms, the same in every variant. */
    private static final long READ_TIMEOUT_MS = 5000;

    private final ContractTarget target;
    private String token;

    PassthroughContractTest(ContractTarget target) {
        this.target = target;
    }

    @BeforeAll
    void logIn() {
        token = target.adminToken();
    }

    @Test
    void withoutTokenIs401() {
        assertClientError(401, target.post(PASSTHROUGH, message("no-token", "p", 0).toString()));
    }

    @Test
    void withABadTokenIs401() {
        assertClientError(401, target.send("POST", PASSTHROUGH, message("bad-token", "p", 0).toString(),
                "Bearer not.a.token"));
    }

    @Test
    void theAckEchoesTheIdAndThePayload() {
        String id = "contract-" + UUID.randomUUID();
        String payload = "héllo \"world\" <&> \u20ac";

        Response response = target.post(PASSTHROUGH, message(id, payload, 0).toString(), token);

        assertStatus(200, response);
        JsonNode ack = response.json();
        Set<String> fields = new HashSet<>();
        ack.fieldNames().forEachRemaining(fields::add);
        assertAll(
                () -> assertEquals(ACK_FIELDS, fields, "ack fields"),
                () -> assertEquals(id, ack.path("id").asText(), "id"),
                () -> assertEquals(payload, ack.path("received").asText(), "received"),
                () -> assertEquals("ack", ack.path("ack").asText(), "ack"));
    }

    @Test
    void theDelayReachesTheDownstreamService() {
        Timed answer = timed(message("delayed", "p", 300));

        assertStatus(200, answer.response());
        assertTrue(answer.elapsedMs() >= 300, () -> "answered after " + answer.elapsedMs() + " ms, before the delay");
    }

    @Test
    void theLargestMessageIsAcknowledged() {
        String id = "i".repeat(64);
        String payload = "p".repeat(4096);

        Response response = target.post(PASSTHROUGH, message(id, payload, 0).toString(), token);

        assertStatus(200, response);
        assertEquals(id, response.json().path("id").asText(), "id");
        assertEquals(payload, response.json().path("received").asText(), "received");
    }

    static Stream<Arguments> refusedMessages() {
        String valid = "\"payload\":\"p\",\"delay\":0";
        return Stream.of(
                arguments("malformed JSON", "{\"id\":\"m\",\"payload\":"),
                arguments("empty body", ""),
                arguments("JSON null", "null"),
                arguments("JSON array", "[{\"id\":\"m\"," + valid + "}]"),
                arguments("empty object", "{}"),
                arguments("no id", "{" + valid + "}"),
                arguments("id null", "{\"id\":null," + valid + "}"),
                arguments("id empty", "{\"id\":\"\"," + valid + "}"),
                arguments("id of 65 characters", "{\"id\":\"" + "i".repeat(65) + "\"," + valid + "}"),
                arguments("id is a Mongo operator", "{\"id\":{\"$gt\":\"\"}," + valid + "}"),
                arguments("no payload", "{\"id\":\"m\",\"delay\":0}"),
                arguments("payload of 4097 characters", "{\"id\":\"m\",\"payload\":\"" + "p".repeat(4097)
                        + "\",\"delay\":0}"),
                arguments("no delay", "{\"id\":\"m\",\"payload\":\"p\"}"),
                arguments("negative delay", "{\"id\":\"m\",\"payload\":\"p\",\"delay\":-1}"),
                arguments("delay of 10001 ms", "{\"id\":\"m\",\"payload\":\"p\",\"delay\":10001}"),
                arguments("delay is a word", "{\"id\":\"m\",\"payload\":\"p\",\"delay\":\"soon\"}"),
                arguments("delay is a boolean", "{\"id\":\"m\",\"payload\":\"p\",\"delay\":true}"),
                arguments("delay over 2^31", "{\"id\":\"m\",\"payload\":\"p\",\"delay\":2147483648}"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refusedMessages")
    void aMessageTheContractRefusesIs400(String defect, String body) {
        assertClientError(400, target.post(PASSTHROUGH, body, token));
    }

    @Test
    void aBodyThatIsNotJsonIs415() {
        assertClientError(415, target.sendRaw("POST", PASSTHROUGH, BodyPublishers.ofString("id=m&payload=p&delay=0"),
                "Content-Type", "application/x-www-form-urlencoded", "Authorization", "Bearer " + token));
    }

    @Test
    void getIs405() {
        assertClientError(405, target.get(PASSTHROUGH, token));
    }

    /** The downstream service answers after 6 s; every variant's client gives up after its 5 s read timeout. */
    @Test
    void aDownstreamServiceSlowerThanTheReadTimeoutIs504() {
        Timed answer = timed(message("too-slow", "p", 6000));

        assertDependencyError(504, answer.response());
        long elapsedMs = answer.elapsedMs();
        assertAll(
                () -> assertTrue(elapsedMs < 6000, () -> "answered after " + elapsedMs + " ms, not before the 6 s delay"),
                () -> assertTrue(elapsedMs >= READ_TIMEOUT_MS - 100,
                        () -> "answered after " + elapsedMs + " ms, before the 5 s read timeout"));
    }

    /** The answer to a message, and how long it took. */
    private record Timed(Response response, long elapsedMs) {
    }

    private Timed timed(ObjectNode message) {
        long start = System.nanoTime();
        Response response = target.post(PASSTHROUGH, message.toString(), token);
        return new Timed(response, (System.nanoTime() - start) / 1_000_000);
    }

    private static ObjectNode message(String id, String payload, int delay) {
        return ContractTarget.object().put("id", id).put("payload", payload).put("delay", delay);
    }
}

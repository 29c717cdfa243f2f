package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.params.provider.Arguments.arguments;
import static org.reactivebench.contract.ContractAssertions.assertClientError;
import static org.reactivebench.contract.ContractAssertions.assertConventionalClientError;
import static org.reactivebench.contract.ContractAssertions.assertDeleteOfAbsentId;
import static org.reactivebench.contract.ContractAssertions.assertDeleteOfAnIdOfTheWrongShape;
import static org.reactivebench.contract.ContractAssertions.assertDeleted;
import static org.reactivebench.contract.ContractAssertions.assertUpdateOfAbsentId;
import static org.reactivebench.contract.ContractAssertions.assertStatus;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URLEncoder;
import java.net.http.HttpRequest.BodyPublishers;
import java.nio.charset.StandardCharsets;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile Operation bodies and ids: malformed JSON, wrong types, missing fields, strings over the column
 * size, ids that are neither numbers (MySQL) nor ObjectIds (Mongo), and ids of the right shape that do not
 * exist. Each is refused with one exact status, the same in every variant, and changes nothing (see
 * {@link HostileInputSupport}).
 */
class HostileOperationInputContractTest extends HostileInputSupport {

    HostileOperationInputContractTest(ContractTarget target) {
        super(target);
    }

    static Stream<Arguments> unreadableBodies() {
        String valid = "\"date\":\"" + DATE + "\",\"description\":\"hostile\",\"amount\":\"1\"";
        return Stream.of(
                arguments("truncated JSON", "{\"date\":\"" + DATE + "\",\"amount\":"),
                arguments("unbalanced braces", "{{" + valid + "}"),
                arguments("single quotes", "{'date':'" + DATE + "','amount':'1'}"),
                arguments("form encoding sent as JSON", "date=" + DATE + "&amount=1"),
                arguments("empty body", ""),
                arguments("JSON null", "null"),
                arguments("JSON array", "[{" + valid + "}]"),
                arguments("JSON string", "\"operation\""),
                arguments("JSON number", "42"),
                arguments("amount is a word", "{\"date\":\"" + DATE + "\",\"amount\":\"abc\"}"),
                arguments("amount is a boolean", "{\"date\":\"" + DATE + "\",\"amount\":true}"),
                arguments("amount is an array", "{\"date\":\"" + DATE + "\",\"amount\":[\"1\"]}"),
                arguments("amount is a Mongo operator", "{\"date\":\"" + DATE + "\",\"amount\":{\"$gt\":0}}"),
                arguments("date is a word", "{\"date\":\"yesterday\",\"amount\":\"1\"}"),
                arguments("date is not on the calendar", "{\"date\":\"2020-13-45T25:61:00Z\",\"amount\":\"1\"}"),
                arguments("date is a boolean", "{\"date\":true,\"amount\":\"1\"}"),
                arguments("date is Mongo extended JSON", "{\"date\":{\"$date\":\"" + DATE + "\"},\"amount\":\"1\"}"),
                arguments("description is a Mongo operator", "{\"date\":\"" + DATE + "\",\"amount\":\"1\",\"description\":{\"$ne\":null}}"),
                arguments("description is an array", "{\"date\":\"" + DATE + "\",\"amount\":\"1\",\"description\":[\"a\",\"b\"]}"),
                arguments("id is a Mongo operator", "{\"id\":{\"$gt\":\"\"}," + valid + "}"),
                arguments("id is SQL", "{\"id\":\"1 OR 1=1\"," + valid + "}"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("unreadableBodies")
    void unreadableOrMistypedCreateIs400(String defect, String body) {
        assertClientError(400, target.post(OPERATIONS, body, token));
    }

    @Test
    void bodyThatIsNotUtf8Is400() {
        byte[] latin1 = ("{\"date\":\"" + DATE + "\",\"description\":\"caf\u00e9\",\"amount\":\"1\"}")
                .getBytes(StandardCharsets.ISO_8859_1);
        assertClientError(400, target.sendRaw("POST", OPERATIONS, BodyPublishers.ofByteArray(latin1),
                "Content-Type", "application/json", "Authorization", "Bearer " + token));
    }

    static Stream<Arguments> missingRequiredFields() {
        return Stream.of(
                arguments("empty object", "{}"),
                arguments("description only", "{\"description\":\"no date, no amount\"}"),
                arguments("no amount", "{\"date\":\"" + DATE + "\",\"description\":\"no amount\"}"),
                arguments("no date", "{\"amount\":\"1\",\"description\":\"no date\"}"),
                arguments("date and amount null", "{\"id\":null,\"date\":null,\"description\":\"nulls\",\"amount\":null}"),
                arguments("date an empty string", "{\"date\":\"\",\"amount\":\"1\"}"),
                arguments("amount an empty string", "{\"date\":\"" + DATE + "\",\"amount\":\"\"}"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("missingRequiredFields")
    void createWithoutRequiredFieldsIs400(String defect, String body) {
        assertClientError(400, target.post(OPERATIONS, body, token));
    }

    static Stream<Arguments> oversizedValues() {
        return Stream.of(
                arguments("description of 256 ASCII characters", "d".repeat(256), "1"),
                arguments("description of 256 two-byte characters", "\u00e9".repeat(256), "1"),
                arguments("description of 256 three-byte characters", "\u20ac".repeat(256), "1"),
                arguments("description of 100,000 characters", "d".repeat(100_000), "1"),
                arguments("amount over decimal(10,2)", "ok", "100000000.00"),
                arguments("amount with three decimals", "ok", "0.001"),
                arguments("amount with a huge exponent", "ok", "1e999999999"),
                arguments("amount with a tiny exponent", "ok", "1e-999999999"),
                arguments("amount of 400 digits", "ok", "9".repeat(400)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("oversizedValues")
    void valueOverTheColumnSizeIs400(String defect, String description, String amount) {
        assertClientError(400, target.post(OPERATIONS, operation(DATE, description, amount).toString(), token));
    }

    static Stream<Arguments> hostileUpdates() {
        return Stream.of(
                arguments("amount", "\"abc\""),
                arguments("amount", "{\"$inc\":1}"),
                arguments("amount", "\"123456789.00\""),
                arguments("amount", "null"),
                arguments("date", "\"yesterday\""),
                arguments("date", "null"),
                arguments("description", "\"" + "d".repeat(256) + "\""),
                arguments("description", "{\"$set\":\"x\"}"));
    }

    /** A PUT of the witness with one bad field: 400, and the witness keeps every value. */
    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("hostileUpdates")
    void hostileUpdateIs400AndChangesNothing(String field, String rawValue) {
        assertClientError(400, target.put(updatePath(), witnessWith(field, rawValue), token));
    }

    /**
     * An id that is neither a number (MySQL) nor an ObjectId (Mongo) is a 400 on the nine, for GET and DELETE (the
     * Mongo ones check the ObjectId pattern themselves), some 4xx in the other dialects, where a DELETE may also
     * answer as for any id that names nothing (jhipster9: 204); an id of the right shape that does not exist is a 404
     * (see below).
     */
    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"abc", "not-an-id", "1.5", "1e3", "99999999999999999999999", "zzzzzzzzzzzzzzzzzzzzzzzz",
            "1 OR 1=1", "' OR '1'='1", "1; DROP TABLE operation", "100%", "{\"$gt\":\"\"}", "[$ne]", " ", "null"})
    void idOfTheWrongShapeIs400(String id) {
        String path = OPERATIONS + "/" + URLEncoder.encode(id, StandardCharsets.UTF_8).replace("+", "%20");
        assertConventionalClientError(400, target.get(path, token));
        assertDeleteOfAnIdOfTheWrongShape(target.delete(path, token));
    }

    /** The same in a PUT body: an id neither variant can hold is a 400, not a 404 and never an upsert. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"\"abc\"", "\"1 OR 1=1\"", "\"zzzzzzzzzzzzzzzzzzzzzzzz\"", "{\"$gt\":\"\"}", "{\"$ne\":null}", "[1]"})
    void updateWithAnIdOfTheWrongShapeIs400(String rawId) {
        assertClientError(400, target.put(updatePath(), witnessWith("id", rawId), token));
    }

    /**
     * An id of the right shape that no operation has: GET 404; PUT 404 (jhipster9: 400 "idnotfound") and the PUT
     * creates nothing; DELETE 404 (jhipster9: 204).
     */
    @Test
    void absentIdOfTheRightShapeIsNotFoundAndPutCreatesNothing() {
        Response created = target.post(OPERATIONS, operation(DATE, "deleted at once", "1").toString(), token);
        assertStatus(201, created);
        target.drainCreated();
        JsonNode absent = created.json().path("id");
        assertDeleted(target.delete(pathOf(absent), token));

        String update = operation(DATE, "update of an absent operation", "2").set("id", absent).toString();
        assertUpdateOfAbsentId(target.put(target.dialect().updatePath(absent), update, token));
        assertClientError(404, target.get(pathOf(absent), token));
        assertDeleteOfAbsentId(target.delete(pathOf(absent), token));
    }

    /** Text that would be dangerous if it were ever pasted into a query is stored as the text it is. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"'; DROP TABLE operation; --", "\" OR \"\"=\"", "{\"$gt\":\"\"}", "$where: sleep(1000)",
            "<script>alert(1)</script>", "\u00fcn\u00efc\u00f6d\u00e9 \u20ac \ud83d\ude00", "tab\tnewline\nquote\"backslash\\"})
    void hostileTextIsStoredVerbatim(String description) {
        Response created = target.post(OPERATIONS, operation(DATE, description, "1").toString(), token);
        assertStatus(201, created);
        target.drainCreated();
        String path = pathOf(created.json().path("id"));
        try {
            Response fetched = target.get(path, token);
            assertStatus(200, fetched);
            assertEquals(description, fetched.json().path("description").asText(), "description read back");
        } finally {
            assertDeleted(target.delete(path, token));
        }
    }
}

package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.reactivebench.contract.ContractAssertions.assertClientError;
import static org.reactivebench.contract.ContractAssertions.assertDeleteOfAbsentId;
import static org.reactivebench.contract.ContractAssertions.assertDeleteOfAnIdOfTheWrongShape;
import static org.reactivebench.contract.ContractAssertions.assertDeleted;
import static org.reactivebench.contract.ContractAssertions.assertSameAmount;
import static org.reactivebench.contract.ContractAssertions.assertSameInstant;
import static org.reactivebench.contract.ContractAssertions.assertSomeClientError;
import static org.reactivebench.contract.ContractAssertions.assertStatus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.math.BigDecimal;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The Operation CRUD endpoints. Ids are handled as opaque JSON values (a number on MySQL, an
 * ObjectId string on Mongo). Every operation a test creates is deleted after it, and the last
 * test checks that the suite left the operation count as it found it.
 */
@ExtendWith(ContractTargetResolver.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class OperationContractTest {

    private static final String OPERATIONS = "/api/operations";
    private static final String DATE = "2020-01-01T00:00:00.000Z";
    private static final int DEFAULT_PAGE_SIZE = 20;

    private final ContractTarget target;
    private final List<JsonNode> createdIds = new ArrayList<>();
    private String token;
    private long countBefore;

    OperationContractTest(ContractTarget target) {
        this.target = target;
    }

    @BeforeAll
    void rememberTheCount() {
        token = target.adminToken();
        countBefore = totalCount();
    }

    @AfterEach
    void deleteCreatedOperations() {
        createdIds.forEach(id -> target.delete(pathOf(id), token));
        createdIds.clear();
    }

    @Test
    void createIs201WithLocationAndBody() {
        Response response = track(target.post(OPERATIONS,
                "{\"id\":null,\"date\":\"" + DATE + "\",\"description\":\"SAMPLE_TEXT\",\"amount\":\"1\"}", token));

        assertStatus(201, response);
        JsonNode body = response.json();
        JsonNode id = body.path("id");
        assertFalse(id.isMissingNode() || id.isNull() || id.asText().isEmpty(), () -> "no id: " + response.describe());
        String location = response.header("Location").orElseGet(() -> fail("no Location header: " + response.describe()));
        assertEquals(pathOf(id), URI.create(location).getPath(), "Location");
        assertOperation(body, DATE, "SAMPLE_TEXT", "1.00", "created operation");
    }

    @Test
    void getByIdReturnsTheOperation() {
        JsonNode id = create("2021-06-30T12:34:56Z", "get by id", "12.34").path("id");

        Response response = target.get(pathOf(id), token);

        assertStatus(200, response);
        assertEquals(id.asText(), response.json().path("id").asText(), "id");
        assertOperation(response.json(), "2021-06-30T12:34:56Z", "get by id", "12.34", "fetched operation");
    }

    @Test
    void listIsAPageWithTotalCountAndLinks() {
        long before = totalCount();
        for (int i = 0; i < 3; i++) {
            create(DATE, "page " + i, String.valueOf(i));
        }
        long total = before + 3;
        int lastPage = (int) ((total - 1) / 2);

        Response first = target.get(OPERATIONS + "?page=0&size=2", token);

        assertStatus(200, first);
        assertTrue(first.json().isArray(), () -> "not a JSON array: " + first.describe());
        assertEquals(2, first.json().size(), "operations on a page of size 2");
        first.json().forEach(operation -> assertTrue(operation.has("id") && operation.has("date")
                && operation.has("description") && operation.has("amount"), () -> "not an operation: " + operation));
        assertEquals(total, totalCount(first), "X-Total-Count is the total number of operations, not the page size");
        LinkHeader links = links(first);
        assertAll(
                () -> assertEquals(OptionalInt.of(0), links.intParameter("first", "page"), "first link: " + links),
                () -> assertEquals(OptionalInt.of(1), links.intParameter("next", "page"), "next link: " + links),
                () -> assertEquals(OptionalInt.of(lastPage), links.intParameter("last", "page"), "last link: " + links),
                () -> assertEquals(OptionalInt.of(2), links.intParameter("next", "size"), "next link size: " + links),
                () -> assertTrue(links.get("prev").isEmpty(), "no prev link on the first page: " + links));

        Response second = target.get(OPERATIONS + "?page=1&size=2", token);
        assertStatus(200, second);
        assertEquals(OptionalInt.of(0), links(second).intParameter("prev", "page"), "prev link on page 1: " + links(second));

        Response last = target.get(OPERATIONS + "?page=" + lastPage + "&size=2", token);
        assertStatus(200, last);
        assertEquals(total - 2L * lastPage, last.json().size(), "operations on the last page");
        assertTrue(links(last).get("next").isEmpty(), "no next link on the last page: " + links(last));
    }

    @Test
    void defaultPageSizeIs20() {
        for (long count = totalCount(); count <= DEFAULT_PAGE_SIZE; count++) {
            create(DATE, "default page size", "1");
        }

        Response response = target.get(OPERATIONS, token);

        assertStatus(200, response);
        long total = totalCount(response);
        assertEquals(Math.min(DEFAULT_PAGE_SIZE, total), response.json().size(), "operations on the default page");
    }

    @Test
    void pageAfterTheLastIsEmpty() {
        create(DATE, "beyond the last page", "1");

        Response response = target.get(OPERATIONS + "?page=100000&size=20", token);

        assertStatus(200, response);
        assertEquals(0, response.json().size(), "operations past the last page");
        assertTrue(totalCount(response) >= 1, "X-Total-Count past the last page");
    }

    @Test
    void sortIsHonoured() {
        create(DATE, "sort", "30.00");
        create(DATE, "sort", "10.00");
        create(DATE, "sort", "20.00");

        assertSortedByAmount(target.get(OPERATIONS + "?sort=amount,asc", token), 1);
        assertSortedByAmount(target.get(OPERATIONS + "?sort=amount,desc", token), -1);
    }

    /** PUT of the whole operation, id in the body: to the collection (jhipster4) or to the item (jhipster9). */
    @Test
    void updateWithIdIs200AndVisible() {
        ObjectNode operation = (ObjectNode) create(DATE, "before update", "1.00");
        operation.put("description", "after update").put("amount", "42.50").put("date", "2022-02-02T02:02:02Z");

        Response response = target.put(updatePath(operation.path("id")), operation.toString(), token);

        assertStatus(200, response);
        assertOperation(response.json(), "2022-02-02T02:02:02Z", "after update", "42.5", "PUT answer");
        Response fetched = target.get(pathOf(operation.path("id")), token);
        assertStatus(200, fetched);
        assertOperation(fetched.json(), "2022-02-02T02:02:02Z", "after update", "42.5", "operation after PUT");
    }

    @Test
    void updateWithoutIdIs400() {
        JsonNode existing = create(DATE, "existing", "1");
        long before = totalCount();

        assertClientError(400, track(target.put(updatePath(existing.path("id")), operation(DATE, "no id", "2").toString(), token)));
        assertEquals(before, totalCount(), "a refused PUT creates nothing");
        assertEquals("existing", target.get(pathOf(existing.path("id")), token).json().path("description").asText(),
                "the operation is unchanged");
    }

    /** JHipster 9's PUT and PATCH take the id twice, in the path and in the body: they must be the same. */
    @Test
    @AppliesTo(Dialect.JHIPSTER9)
    void updateWhoseBodyIdIsNotThePathIdIs400() {
        JsonNode first = create(DATE, "first", "1");
        JsonNode second = create(DATE, "second", "2");
        ObjectNode changed = ((ObjectNode) second.deepCopy()).put("description", "changed through the other id");

        assertClientError(400, target.put(pathOf(first.path("id")), changed.toString(), token));
        assertEquals("first", target.get(pathOf(first.path("id")), token).json().path("description").asText(), "first");
        assertEquals("second", target.get(pathOf(second.path("id")), token).json().path("description").asText(), "second");
    }

    @Test
    void updateWithTooLongDescriptionIs400() {
        ObjectNode operation = (ObjectNode) create(DATE, "valid", "1");
        operation.put("description", "d".repeat(256));

        assertClientError(400, target.put(updatePath(operation.path("id")), operation.toString(), token));
        assertEquals("valid", target.get(pathOf(operation.path("id")), token).json().path("description").asText(),
                "description after a refused PUT");
    }

    @Test
    void createWithIdIs400() {
        JsonNode existing = create(DATE, "existing", "1");
        long before = totalCount();
        ObjectNode withId = operation(DATE, "has an id", "2");
        withId.set("id", existing.path("id"));

        assertClientError(400, track(target.post(OPERATIONS, withId.toString(), token)));
        assertEquals(before, totalCount(), "a refused POST creates nothing");
        assertEquals("existing", target.get(pathOf(existing.path("id")), token).json().path("description").asText(),
                "the operation whose id was sent is unchanged");
    }

    @Test
    void createWithoutDateIs400() {
        ObjectNode operation = operation(DATE, "no date", "1");
        operation.remove("date");

        assertClientError(400, track(target.post(OPERATIONS, operation.toString(), token)));
    }

    @Test
    void createWithoutAmountIs400() {
        ObjectNode operation = operation(DATE, "no amount", "1");
        operation.remove("amount");

        assertClientError(400, track(target.post(OPERATIONS, operation.toString(), token)));
    }

    @Test
    void descriptionOf255CharsIsAccepted() {
        String description = "d".repeat(255);

        JsonNode created = create(DATE, description, "1");

        assertEquals(description, created.path("description").asText(), "description");
    }

    @Test
    void descriptionOf256CharsIs400() {
        assertClientError(400, track(target.post(OPERATIONS, operation(DATE, "d".repeat(256), "1").toString(), token)));
    }

    /** decimal(10,2): the largest amount fits... */
    @Test
    void largestDecimal10Comma2AmountRoundTrips() {
        JsonNode created = create(DATE, "largest amount", "99999999.99");

        assertSameAmount("99999999.99", target.get(pathOf(created.path("id")), token).json().path("amount"), "fetched");
    }

    /** ...and one more integer digit does not: a 400, not a database error. */
    @Test
    void amountWithNineIntegerDigitsIs400() {
        assertClientError(400, track(target.post(OPERATIONS, operation(DATE, "too large", "123456789.00").toString(), token)));
    }

    @Test
    void amountWithThreeDecimalsIs400() {
        assertClientError(400, track(target.post(OPERATIONS, operation(DATE, "too precise", "1.234").toString(), token)));
    }

    @Test
    void malformedJsonIs400() {
        assertClientError(400, track(target.post(OPERATIONS, "{\"date\":\"" + DATE + "\",\"amount\":", token)));
    }

    @Test
    void dateThatIsNotADateIs400() {
        assertClientError(400, track(target.post(OPERATIONS, operation("yesterday", "bad date", "1").toString(), token)));
    }

    @Test
    void amountThatIsNotANumberIs400() {
        assertClientError(400, track(target.post(OPERATIONS, operation(DATE, "bad amount", "one").toString(), token)));
    }

    /** 200 (jhipster4) or 204 (jhipster9) once the operation is deleted; deleting it again: 404, or jhipster9's 204. */
    @Test
    void deleteSucceedsThenTheOperationIsGone() {
        JsonNode id = create(DATE, "to delete", "1").path("id");

        assertDeleted(target.delete(pathOf(id), token));
        assertClientError(404, target.get(pathOf(id), token));
        assertDeleteOfAbsentId(target.delete(pathOf(id), token));
    }

    @Test
    void absentIdIs404() {
        JsonNode id = create(DATE, "absent", "1").path("id");
        assertDeleted(target.delete(pathOf(id), token));

        assertClientError(404, target.get(pathOf(id), token));
    }

    @Test
    void idOfTheWrongShapeIsAClientError() {
        assertSomeClientError(target.get(OPERATIONS + "/not-an-id", token));
        assertDeleteOfAnIdOfTheWrongShape(target.delete(OPERATIONS + "/not-an-id", token));
    }

    @Test
    void everyEndpointWithoutTokenIs401() {
        JsonNode existing = create(DATE, "protected", "1");
        String path = pathOf(existing.path("id"));
        ObjectNode changed = existing.deepCopy();
        changed.put("description", "changed without a token");

        assertAll(
                () -> assertClientError(401, target.get(OPERATIONS)),
                () -> assertClientError(401, target.get(path)),
                () -> assertClientError(401, track(target.post(OPERATIONS, operation(DATE, "no token", "1").toString()))),
                () -> assertClientError(401, target.put(updatePath(existing.path("id")), changed.toString())),
                () -> assertClientError(401, target.delete(path)));
        Response after = target.get(path, token);
        assertStatus(200, after);
        assertEquals("protected", after.json().path("description").asText(), "operation after unauthenticated calls");
    }

    @Test
    @Order(Integer.MAX_VALUE)
    void operationCountIsUnchangedAfterTheSuite() {
        assertEquals(countBefore, totalCount(), "operations left behind by the contract tests");
    }

    private static ObjectNode operation(String date, String description, String amount) {
        ObjectNode operation = ContractTarget.object();
        operation.putNull("id");
        operation.put("date", date).put("description", description).put("amount", amount);
        return operation;
    }

    /** Creates an operation (deleted after the test) and returns the server's answer. */
    private JsonNode create(String date, String description, String amount) {
        Response response = track(target.post(OPERATIONS, operation(date, description, amount).toString(), token));
        assertStatus(201, response);
        return response.json();
    }

    /** Remembers the id of whatever a 2xx answer says was saved, so that it is deleted after the test. */
    private Response track(Response response) {
        if (response.status() / 100 == 2) {
            try {
                JsonNode id = ContractTarget.JSON.readTree(response.body()).path("id");
                if (!id.isMissingNode() && !id.isNull()) {
                    createdIds.add(id);
                }
            } catch (IOException notJson) {
                // nothing identifiable was saved; the assertions on the response report it
            }
        }
        return response;
    }

    private long totalCount() {
        Response response = target.get(OPERATIONS + "?size=1", token);
        assertStatus(200, response);
        return totalCount(response);
    }

    private static long totalCount(Response response) {
        String header = response.header("X-Total-Count").orElseGet(() -> fail("no X-Total-Count: " + response.describe()));
        try {
            return Long.parseLong(header.trim());
        } catch (NumberFormatException e) {
            return fail("X-Total-Count is not a number: " + header);
        }
    }

    private static LinkHeader links(Response response) {
        return LinkHeader.parse(response.header("Link").orElseGet(() -> fail("no Link header: " + response.describe())));
    }

    private static String pathOf(JsonNode id) {
        return OPERATIONS + "/" + id.asText();
    }

    private String updatePath(JsonNode id) {
        return target.dialect().updatePath(id);
    }

    private static void assertOperation(JsonNode operation, String date, String description, String amount, String what) {
        assertAll(
                () -> assertSameInstant(date, operation.path("date"), what),
                () -> assertEquals(description, operation.path("description").asText(), what + ": description"),
                () -> assertSameAmount(amount, operation.path("amount"), what));
    }

    private static void assertSortedByAmount(Response response, int direction) {
        assertStatus(200, response);
        BigDecimal previous = null;
        for (JsonNode operation : response.json()) {
            BigDecimal amount = new BigDecimal(operation.path("amount").asText());
            if (previous != null) {
                assertNotEquals(-direction, Integer.signum(amount.compareTo(previous)),
                        () -> "amounts out of order: " + response.describe());
            }
            previous = amount;
        }
    }
}

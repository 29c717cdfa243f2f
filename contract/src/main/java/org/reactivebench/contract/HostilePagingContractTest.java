package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.params.provider.Arguments.arguments;
import static org.reactivebench.contract.ContractAssertions.assertConventionalClientError;
import static org.reactivebench.contract.ContractAssertions.assertStatus;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.OptionalInt;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Hostile ?page, ?size and ?sort. The rule every variant follows (Spring Data's own leniency, kept):
 * a page that is negative or not an int is page 0; a size below 1 or not an int is the default (20); a
 * size over 2000 is 2000. Refused by the nine with 400, by other dialects with any 4xx: a page whose first row
 * would lie beyond 2<sup>31</sup>-1 (page &times; size), and a sort on anything but id, date, description and amount.
 */
class HostilePagingContractTest extends HostileInputSupport {

    private static final int DEFAULT_SIZE = 20;
    private static final int MAX_SIZE = 2000;

    HostilePagingContractTest(ContractTarget target) {
        super(target);
    }

    static Stream<Arguments> lenientPages() {
        return Stream.of(
                arguments("page=-1", 0, DEFAULT_SIZE),
                arguments("page=-2147483648", 0, DEFAULT_SIZE),
                arguments("page=abc", 0, DEFAULT_SIZE),
                arguments("page=", 0, DEFAULT_SIZE),
                arguments("page=1.5", 0, DEFAULT_SIZE),
                arguments("page=99999999999", 0, DEFAULT_SIZE),
                arguments("page=0%20OR%201%3D1", 0, DEFAULT_SIZE),
                arguments("size=0", 0, DEFAULT_SIZE),
                arguments("size=-1", 0, DEFAULT_SIZE),
                arguments("size=-2147483648", 0, DEFAULT_SIZE),
                arguments("size=abc", 0, DEFAULT_SIZE),
                arguments("size=99999999999", 0, DEFAULT_SIZE),
                arguments("size=2001", 0, MAX_SIZE),
                arguments("size=2147483647", 0, MAX_SIZE),
                arguments("page=-1&size=0", 0, DEFAULT_SIZE),
                arguments("page=1&size=-1", 1, DEFAULT_SIZE));
    }

    /** 200 with the page Spring Data's leniency makes of it: the same answer as asking for that page. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("lenientPages")
    void outOfRangePageOrSizeIsTheNearestValidPage(String query, int page, int size) {
        Response lenient = target.get(OPERATIONS + "?" + query, token);
        Response valid = target.get(OPERATIONS + "?page=" + page + "&size=" + size, token);

        assertStatus(200, lenient);
        assertStatus(200, valid);
        LinkHeader links = LinkHeader.parse(lenient.header("Link").orElseGet(() -> fail("no Link: " + lenient.describe())));
        assertAll(
                () -> assertEquals(valid.json(), lenient.json(), "operations of ?" + query),
                () -> assertEquals(valid.header("X-Total-Count"), lenient.header("X-Total-Count"), "X-Total-Count"),
                () -> assertEquals(OptionalInt.of(size), links.intParameter("first", "size"), "page size in the Link header: " + links),
                () -> assertEquals(valid.header("Link"), lenient.header("Link"), "Link header"));
    }

    /** Far past the last page, but an offset the stores can take: an empty page. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"page=1000000", "page=107374182&size=20", "page=1073741822&size=2", "page=1073741&size=2000"})
    void pageFarPastTheLastIsEmpty(String query) {
        Response response = target.get(OPERATIONS + "?" + query, token);

        assertStatus(200, response);
        assertTrue(response.json().isArray() && response.json().isEmpty(), () -> "not an empty page: " + response.describe());
        assertEquals(String.valueOf(totalCount()), response.header("X-Total-Count").orElse(null), "X-Total-Count");
    }

    /**
     * page &times; size over 2<sup>31</sup>-1: none of the nine's stores can skip that many rows, and they refuse it
     * with 400. Other dialects: some 4xx, or the empty page a store that can skip that far rightly answers.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"page=2147483647", "page=2147483647&size=2000", "page=1073741824&size=2", "page=107374183&size=20",
            "page=1073742&size=2000"})
    void pageBeyondAnyOffsetIs400(String query) {
        Response response = target.get(OPERATIONS + "?" + query, token);
        if (target.dialect().handWrittenConventions() || response.status() != 200) {
            assertConventionalClientError(400, response);
        } else {
            assertTrue(response.json().isArray() && response.json().isEmpty(), () -> "not an empty page: " + response.describe());
            assertEquals(String.valueOf(totalCount()), response.header("X-Total-Count").orElse(null), "X-Total-Count");
        }
    }

    /** Only id, date, description and amount: anything else is a 400, the same on JPA and on MongoDB. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"foo", "password", "passwordHash", "login", "authorities", "class", "id;drop table operation",
            "amount; DROP TABLE operation; --", "id) OR (1=1", "$where", "$natural", "{\"$gt\":\"\"}", "amount.x", "date.class",
            "AMOUNT", "_id", "amount,sideways", "amount,asc,foo", "id,desc&sort=password"})
    void sortOnAnUnknownOrSensitivePropertyIs400(String sort) {
        String query = sort.contains("&") ? sort : URLEncoder.encode(sort, StandardCharsets.UTF_8).replace("%2C", ",");
        assertConventionalClientError(400, target.get(OPERATIONS + "?sort=" + query, token));
    }

    @ParameterizedTest(name = "\"{0}\"")
    @ValueSource(strings = {"id", "date,desc", "description,asc", "amount,DESC", "date,desc&sort=id", ",", ""})
    void sortOnAListedPropertyOrOnNothingIs200(String sort) {
        Response response = target.get(OPERATIONS + "?sort=" + sort, token);

        assertStatus(200, response);
        assertTrue(response.json().isArray(), () -> "not a JSON array: " + response.describe());
    }
}

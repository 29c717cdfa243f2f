package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class LinkHeaderTest {

    /** As JHipster 4's PaginationUtil writes it. */
    private static final String JHIPSTER_LINK = "</api/operations?page=1&size=2>; rel=\"next\","
            + "</api/operations?page=4&size=2>; rel=\"last\","
            + "</api/operations?page=0&size=2>; rel=\"first\"";

    @Test
    void readsEveryRelation() {
        LinkHeader links = LinkHeader.parse(JHIPSTER_LINK);

        assertEquals(3, links.links().size());
        assertEquals(OptionalInt.of(1), links.intParameter("next", "page"));
        assertEquals(OptionalInt.of(4), links.intParameter("last", "page"));
        assertEquals(OptionalInt.of(0), links.intParameter("first", "page"));
        assertEquals(OptionalInt.of(2), links.intParameter("first", "size"));
        assertTrue(links.get("prev").isEmpty());
    }

    @Test
    void acceptsAbsoluteUrisAndSpacing() {
        LinkHeader links = LinkHeader.parse("<http://127.0.0.1:8091/api/operations?size=20&page=3> ; rel=\"prev\"");

        assertEquals(OptionalInt.of(3), links.intParameter("prev", "page"));
        assertEquals("/api/operations", links.get("prev").orElseThrow().getPath());
    }

    @Test
    void missingOrNonNumericParameterIsEmpty() {
        LinkHeader links = LinkHeader.parse("</api/operations?page=x>; rel=\"next\"");

        assertEquals(OptionalInt.empty(), links.intParameter("next", "page"));
        assertEquals(OptionalInt.empty(), links.intParameter("next", "size"));
        assertEquals(OptionalInt.empty(), links.intParameter("last", "page"));
    }
}

package org.reactivebench.operations.web;

import static org.junit.Assert.assertEquals;

import java.util.Collections;
import org.junit.Test;
import org.springframework.data.domain.PageImpl;
import org.springframework.data.domain.PageRequest;
import org.springframework.http.HttpHeaders;

public class PaginationHeadersTest {

    @Test
    public void aMiddlePageLinksToAllFour() {
        HttpHeaders headers = PaginationHeaders.of(
            new PageImpl<>(Collections.nCopies(10, "x"), PageRequest.of(1, 10), 35), "/api/operations");
        assertEquals("35", headers.getFirst("X-Total-Count"));
        assertEquals("</api/operations?page=0&size=10>; rel=\"first\","
            + "</api/operations?page=0&size=10>; rel=\"prev\","
            + "</api/operations?page=2&size=10>; rel=\"next\","
            + "</api/operations?page=3&size=10>; rel=\"last\"", headers.getFirst(HttpHeaders.LINK));
    }

    @Test
    public void theFirstAndOnlyPageHasNeitherPrevNorNext() {
        HttpHeaders headers = PaginationHeaders.of(
            new PageImpl<>(Collections.nCopies(3, "x"), PageRequest.of(0, 20), 3), "/api/operations");
        assertEquals("3", headers.getFirst("X-Total-Count"));
        assertEquals("</api/operations?page=0&size=20>; rel=\"first\","
            + "</api/operations?page=0&size=20>; rel=\"last\"", headers.getFirst(HttpHeaders.LINK));
    }

    @Test
    public void anEmptyResultStillHasFirstAndLast() {
        HttpHeaders headers = PaginationHeaders.of(
            new PageImpl<>(Collections.<String>emptyList(), PageRequest.of(0, 20), 0), "/api/operations");
        assertEquals("0", headers.getFirst("X-Total-Count"));
        assertEquals("</api/operations?page=0&size=20>; rel=\"first\","
            + "</api/operations?page=0&size=20>; rel=\"last\"", headers.getFirst(HttpHeaders.LINK));
    }
}

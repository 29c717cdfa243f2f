package org.reactivebench.operations.web;

import org.springframework.data.domain.Page;
import org.springframework.http.HttpHeaders;

/** The headers of a page of results: X-Total-Count and an RFC 5988 Link (first, prev, next, last). */
public final class PaginationHeaders {

    private PaginationHeaders() {
    }

    public static HttpHeaders of(Page<?> page, String baseUrl) {
        int number = page.getNumber();
        int size = page.getSize();
        int last = Math.max(page.getTotalPages() - 1, 0);
        StringBuilder link = new StringBuilder();
        link.append(link(baseUrl, 0, size, "first"));
        if (number > 0) {
            link.append(',').append(link(baseUrl, Math.min(number - 1, last), size, "prev"));
        }
        if (number < last) {
            link.append(',').append(link(baseUrl, number + 1, size, "next"));
        }
        link.append(',').append(link(baseUrl, last, size, "last"));

        HttpHeaders headers = new HttpHeaders();
        headers.add("X-Total-Count", Long.toString(page.getTotalElements()));
        headers.add(HttpHeaders.LINK, link.toString());
        return headers;
    }

    private static String link(String baseUrl, int page, int size, String rel) {
        return "<" + baseUrl + "?page=" + page + "&size=" + size + ">; rel=\"" + rel + "\"";
    }
}

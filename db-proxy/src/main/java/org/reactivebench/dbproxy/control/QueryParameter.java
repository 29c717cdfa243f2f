package org.reactivebench.dbproxy.control;

import java.util.List;

import io.netty.handler.codec.http.QueryStringDecoder;

/** The one value of a required query parameter; missing or repeated is an {@link IllegalArgumentException}. */
final class QueryParameter {

    private QueryParameter() {
    }

    static String single(QueryStringDecoder uri, String name) {
        List<String> values = uri.parameters().getOrDefault(name, List.of());
        if (values.size() != 1) {
            throw new IllegalArgumentException("exactly one query parameter '" + name + "' is required, e.g. ?"
                    + name + "=20");
        }
        return values.get(0);
    }
}

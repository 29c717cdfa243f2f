package org.reactivebench.operations.web;

import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.http.HttpStatus;

/** The one error body of the API: {"status":400,"error":"Bad Request","message":"..."}. */
public final class ErrorBody {

    private ErrorBody() {
    }

    public static Map<String, Object> of(HttpStatus status, String message) {
        return of(status.value(), status.getReasonPhrase(), message);
    }

    public static Map<String, Object> of(int status, String error, String message) {
        Map<String, Object> body = new LinkedHashMap<>();
        body.put("status", status);
        body.put("error", error);
        body.put("message", message);
        return body;
    }
}

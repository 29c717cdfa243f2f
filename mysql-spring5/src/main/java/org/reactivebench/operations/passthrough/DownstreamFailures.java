package org.reactivebench.operations.passthrough;

import java.net.URI;
import org.reactivebench.operations.web.ApiException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;

/**
 * How a failed downstream call is answered, whatever the client: 502 when the downstream service cannot be reached
 * or answers no ack, 503 when no pooled connection to it came free in time, 504 when it did not answer within the
 * read timeout. Each is the JSON error body, never a 500, and one WARN line in the log without a stack trace.
 */
final class DownstreamFailures {

    private static final Logger log = LoggerFactory.getLogger(DownstreamFailures.class);

    private DownstreamFailures() {
    }

    static ApiException unreachable(URI uri, String detail) {
        return failure(HttpStatus.BAD_GATEWAY, "Downstream service unreachable", uri, detail);
    }

    static ApiException badAnswer(URI uri, String detail) {
        return failure(HttpStatus.BAD_GATEWAY, "Downstream service answered no ack", uri, detail);
    }

    static ApiException noConnection(URI uri, String detail) {
        return failure(HttpStatus.SERVICE_UNAVAILABLE, "No connection to the downstream service came free in time",
            uri, detail);
    }

    static ApiException timedOut(URI uri, String detail) {
        return failure(HttpStatus.GATEWAY_TIMEOUT, "Downstream service did not answer in time", uri, detail);
    }

    private static ApiException failure(HttpStatus status, String message, URI uri, String detail) {
        log.warn("POST {}: {} {} ({})", uri, status.value(), message, detail);
        return new ApiException(status, message);
    }
}

package org.reactivebench.dbproxy.control;

import java.util.Map;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponseStatus;
import reactor.core.publisher.Mono;
import reactor.netty.http.server.HttpServerResponse;

/** JSON answers; errors in downstream's shape: {@code {"status":400,"error":"Bad Request","message":"..."}}. */
final class JsonResponses {

    static final Map<String, String> HEALTHY = Map.of("status", "UP");

    private static final ObjectMapper JSON = new ObjectMapper();

    private JsonResponses() {
    }

    static Mono<Void> send(HttpServerResponse response, HttpResponseStatus status, Object body) {
        return response.status(status)
                .header(HttpHeaderNames.CONTENT_TYPE, "application/json")
                .sendString(Mono.fromCallable(() -> write(body)))
                .then();
    }

    static Mono<Void> error(HttpServerResponse response, HttpResponseStatus status, String message) {
        return send(response, status, new ErrorBody(status.code(), status.reasonPhrase(), message));
    }

    private static String write(Object body) throws JsonProcessingException {
        return JSON.writeValueAsString(body);
    }

    record ErrorBody(int status, String error, String message) {
    }
}

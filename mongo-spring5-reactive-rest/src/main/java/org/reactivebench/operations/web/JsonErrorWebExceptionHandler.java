package org.reactivebench.operations.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.server.reactive.ServerHttpResponse;
import org.springframework.stereotype.Component;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.WebExceptionHandler;
import reactor.core.publisher.Mono;

/**
 * The errors that no controller answered (an unknown URL, a method or media type no controller maps, an
 * exception in a filter): the same JSON body as {@link ErrorHandler}'s, whatever the client accepts.
 * Runs before Spring Boot's own error handler (order -1), which would answer its own JSON or HTML.
 */
@Component
@Order(-2)
public class JsonErrorWebExceptionHandler implements WebExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(JsonErrorWebExceptionHandler.class);

    private final ObjectMapper objectMapper;

    public JsonErrorWebExceptionHandler(ObjectMapper objectMapper) {
        this.objectMapper = objectMapper;
    }

    @Override
    public Mono<Void> handle(ServerWebExchange exchange, Throwable e) {
        ServerHttpResponse response = exchange.getResponse();
        if (response.isCommitted()) {
            return Mono.error(e);
        }
        ResponseEntity<Object> error;
        if (e instanceof ResponseStatusException) {
            error = ErrorHandler.responseOf((ResponseStatusException) e);
        } else {
            error = new ResponseEntity<>(ErrorBody.of(HttpStatus.INTERNAL_SERVER_ERROR, "Internal server error"),
                HttpStatus.INTERNAL_SERVER_ERROR);
        }
        if (error.getStatusCode().is5xxServerError()) {
            log.error("{} {} failed: {}", exchange.getRequest().getMethod(), exchange.getRequest().getPath(),
                ExceptionSummary.of(e));
        }
        // only the error's own headers: the security headers are added when the response is committed
        response.getHeaders().clear();
        response.setStatusCode(error.getStatusCode());
        response.getHeaders().putAll(error.getHeaders());
        if (error.getBody() == null) {
            return response.setComplete();
        }
        response.getHeaders().setContentType(MediaType.APPLICATION_JSON);
        return response.writeWith(Mono.fromCallable(() ->
            response.bufferFactory().wrap(objectMapper.writeValueAsBytes(error.getBody()))));
    }
}

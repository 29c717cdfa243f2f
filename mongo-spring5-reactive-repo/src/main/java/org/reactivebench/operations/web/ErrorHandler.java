package org.reactivebench.operations.web;

import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.TypeMismatchException;
import org.springframework.core.MethodParameter;
import org.springframework.core.convert.ConversionFailedException;
import org.springframework.core.io.buffer.DataBufferLimitException;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.EmptyResultDataAccessException;
import org.springframework.data.mapping.PropertyReferenceException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.core.AuthenticationException;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.validation.BindingResult;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.bind.support.WebExchangeBindException;
import org.springframework.web.server.NotAcceptableStatusException;
import org.springframework.web.server.ResponseStatusException;
import org.springframework.web.server.ServerWebExchange;
import org.springframework.web.server.ServerWebInputException;
import org.springframework.web.server.UnsupportedMediaTypeStatusException;

/**
 * Turns every exception a controller lets out into the JSON error body: WebFlux's own
 * (405, 415, unreadable body, type mismatch, validation...), which are all {@link ResponseStatusException}s,
 * and the application's below. Client errors never become 500, and no stack trace is ever sent.
 * The errors that no controller sees (unknown URL, no matching method) get the same answer from
 * {@link JsonErrorWebExceptionHandler}.
 */
@RestControllerAdvice
public class ErrorHandler {

    private static final Logger log = LoggerFactory.getLogger(ErrorHandler.class);

    @ExceptionHandler(ApiException.class)
    public ResponseEntity<Object> handleApiException(ApiException e) {
        return error(e.getStatus(), e.getMessage());
    }

    /** Bad credentials, or a disabled user, at POST /api/authenticate. */
    @ExceptionHandler(AuthenticationException.class)
    public ResponseEntity<Object> handleAuthenticationException(AuthenticationException e) {
        return error(HttpStatus.UNAUTHORIZED, "Bad credentials");
    }

    /** An unknown property in ?sort=. */
    @ExceptionHandler(PropertyReferenceException.class)
    public ResponseEntity<Object> handlePropertyReferenceException(PropertyReferenceException e) {
        return error(HttpStatus.BAD_REQUEST, e.getMessage());
    }

    /** A value the database refuses, such as a date after the year 9999. */
    @ExceptionHandler(DataIntegrityViolationException.class)
    public ResponseEntity<Object> handleDataIntegrityViolation(DataIntegrityViolationException e) {
        return error(HttpStatus.BAD_REQUEST, "Invalid data");
    }

    /** A value the mapping to BSON refuses, such as a date outside the range of a BSON date. */
    @ExceptionHandler(ConversionFailedException.class)
    public ResponseEntity<Object> handleConversionFailed(ConversionFailedException e) {
        return error(HttpStatus.BAD_REQUEST, "Invalid data");
    }

    /** A row deleted by someone else between our check and our delete. */
    @ExceptionHandler(EmptyResultDataAccessException.class)
    public ResponseEntity<Object> handleEmptyResult(EmptyResultDataAccessException e) {
        return error(HttpStatus.NOT_FOUND, "Not found");
    }

    /**
     * The database out of reach for now: no pooled connection came free in time, or the server did not answer. 503,
     * so that an overload reads as one among the KO causes and not as a defect; one line in the log, as for a 500.
     */
    @ExceptionHandler({DataAccessResourceFailureException.class, CannotCreateTransactionException.class})
    public ResponseEntity<Object> handleDatabaseUnavailable(RuntimeException e, ServerWebExchange exchange) {
        logFailure(e, exchange);
        return error(HttpStatus.SERVICE_UNAVAILABLE, "Database unavailable");
    }

    /**
     * Anything else a controller lets out: 500, and one line in the log without a stack trace, as in every variant.
     * Left to {@link JsonErrorWebExceptionHandler}, every such request was logged with its whole stack trace, a cost
     * that grows with the overload it reports.
     */
    @ExceptionHandler(RuntimeException.class)
    public ResponseEntity<Object> handleUnexpected(RuntimeException e, ServerWebExchange exchange) {
        logFailure(e, exchange);
        return error(HttpStatus.INTERNAL_SERVER_ERROR, "Internal server error");
    }

    private static void logFailure(RuntimeException e, ServerWebExchange exchange) {
        log.error("{} {} failed: {}", exchange.getRequest().getMethod(), exchange.getRequest().getPath(),
            ExceptionSummary.of(e));
    }

    /**
     * A request body over spring.codec.max-in-memory-size (256 KB, see application.properties): 413, as the
     * Servlet variants' RequestBodyFilter answers.
     */
    @ExceptionHandler(DataBufferLimitException.class)
    public ResponseEntity<Object> handleDataBufferLimit(DataBufferLimitException e) {
        return error(HttpStatus.PAYLOAD_TOO_LARGE, "Request body larger than 262144 bytes");
    }

    /** WebFlux's own errors: validation, unreadable body, type mismatch, 404, 405, 406, 415... */
    @ExceptionHandler(ResponseStatusException.class)
    public ResponseEntity<Object> handleResponseStatusException(ResponseStatusException e, ServerWebExchange exchange) {
        // A 406 is raised after the controller answered: its headers (Location...) must not go out with the error.
        exchange.getResponse().getHeaders().clear();
        return responseOf(e);
    }

    static ResponseEntity<Object> responseOf(ResponseStatusException e) {
        HttpStatus status = e.getStatus();
        if (e instanceof NotAcceptableStatusException) {
            // the client accepts no JSON, so it gets no body
            return new ResponseEntity<>(status);
        }
        HttpHeaders headers = new HttpHeaders();
        headers.addAll(e.getResponseHeaders());
        if (e instanceof UnsupportedMediaTypeStatusException
                && !((UnsupportedMediaTypeStatusException) e).getSupportedMediaTypes().isEmpty()) {
            headers.setAccept(((UnsupportedMediaTypeStatusException) e).getSupportedMediaTypes());
        }
        return new ResponseEntity<>(ErrorBody.of(status, message(e, status)), headers, status);
    }

    private static String message(ResponseStatusException e, HttpStatus status) {
        if (status.is5xxServerError()) {
            return "Internal server error";
        }
        if (e instanceof WebExchangeBindException) {
            return message(((WebExchangeBindException) e).getBindingResult());
        }
        if (e instanceof UnsupportedMediaTypeStatusException
                && ((UnsupportedMediaTypeStatusException) e).getContentType() != null) {
            return "Content type '" + ((UnsupportedMediaTypeStatusException) e).getContentType() + "' not supported";
        }
        if (e instanceof ServerWebInputException) {
            if (e.getCause() instanceof TypeMismatchException) {
                return "Invalid value '" + ((TypeMismatchException) e.getCause()).getValue() + "'";
            }
            MethodParameter parameter = ((ServerWebInputException) e).getMethodParameter();
            if (parameter != null && parameter.hasParameterAnnotation(RequestBody.class)) {
                return "Malformed or unreadable request body";
            }
        }
        return e.getReason() != null ? e.getReason() : status.getReasonPhrase();
    }

    private static String message(BindingResult result) {
        return "Validation failed: " + result.getFieldErrors().stream()
            .map(error -> error.getField() + " " + error.getDefaultMessage())
            .sorted()
            .collect(Collectors.joining(", "));
    }

    private static ResponseEntity<Object> error(HttpStatus status, String message) {
        return new ResponseEntity<>(ErrorBody.of(status, message), status);
    }
}

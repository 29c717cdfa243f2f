package org.reactivebench.operations.web;

import java.util.stream.Collectors;
import javax.servlet.http.HttpServletRequest;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.TypeMismatchException;
import org.springframework.beans.propertyeditors.CustomNumberEditor;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.dao.EmptyResultDataAccessException;
import org.springframework.data.mapping.PropertyReferenceException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.security.core.AuthenticationException;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.validation.BindException;
import org.springframework.validation.BindingResult;
import org.springframework.web.HttpMediaTypeNotAcceptableException;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.InitBinder;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Turns every exception a controller lets out into the JSON error body: Spring MVC's own
 * (405, 415, unreadable body, type mismatch, validation...) through {@link ResponseEntityExceptionHandler},
 * and the application's below. Client errors never become 500, and no stack trace is ever sent.
 */
@RestControllerAdvice
public class ErrorHandler extends ResponseEntityExceptionHandler {

    private static final Logger log = LoggerFactory.getLogger(ErrorHandler.class);

    /**
     * A blank path id ({@code /api/operations/%20}) is a 400 like any other id that is not a number, instead
     * of a null that Spring refuses with 500 (Spring 5) or hands on to the repository (Spring 4).
     */
    @InitBinder
    public void refuseBlankNumbers(WebDataBinder binder) {
        binder.registerCustomEditor(Long.class, new CustomNumberEditor(Long.class, false));
    }

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
    public ResponseEntity<Object> handleDatabaseUnavailable(RuntimeException e, HttpServletRequest request) {
        logFailure(e, request);
        return error(HttpStatus.SERVICE_UNAVAILABLE, "Database unavailable");
    }

    /**
     * Anything else a controller lets out: 500, and one line in the log without a stack trace, as in every variant.
     * Left to Tomcat, every such request was logged with its whole stack trace, a cost that grows with the overload
     * it reports. (A client that went away is a checked IOException: Tomcat still takes it, and logs nothing.)
     */
    @ExceptionHandler(RuntimeException.class)
    public ResponseEntity<Object> handleUnexpected(RuntimeException e, HttpServletRequest request) {
        logFailure(e, request);
        return error(HttpStatus.INTERNAL_SERVER_ERROR, "Internal server error");
    }

    private static void logFailure(RuntimeException e, HttpServletRequest request) {
        log.error("{} {} failed: {}", request.getMethod(), request.getRequestURI(), ExceptionSummary.of(e));
    }

    @Override
    protected ResponseEntity<Object> handleExceptionInternal(Exception e, Object body, HttpHeaders headers,
                                                             HttpStatus status, WebRequest request) {
        if (e instanceof HttpMediaTypeNotAcceptableException) {
            // the client accepts no JSON, so it gets no body
            return new ResponseEntity<>(headers, status);
        }
        return new ResponseEntity<>(ErrorBody.of(status, message(e, status)), headers, status);
    }

    private static String message(Exception e, HttpStatus status) {
        if (status.is5xxServerError()) {
            return "Internal server error";
        }
        if (e instanceof MethodArgumentNotValidException) {
            return message(((MethodArgumentNotValidException) e).getBindingResult());
        }
        if (e instanceof BindException) {
            return message((BindException) e);
        }
        if (e instanceof HttpMessageNotReadableException) {
            return "Malformed or unreadable request body";
        }
        if (e instanceof TypeMismatchException) {
            return "Invalid value '" + ((TypeMismatchException) e).getValue() + "'";
        }
        return e.getMessage();
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

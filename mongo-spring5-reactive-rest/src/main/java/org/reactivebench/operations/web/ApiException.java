package org.reactivebench.operations.web;

import org.springframework.http.HttpStatus;

/** A client error a controller answers on purpose: the status and a message for the JSON body. */
public class ApiException extends RuntimeException {

    private final HttpStatus status;

    public ApiException(HttpStatus status, String message) {
        super(message);
        this.status = status;
    }

    public HttpStatus getStatus() {
        return status;
    }
}

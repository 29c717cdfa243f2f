package org.reactivebench.downstream.messages;

/** A request body that is not a message; its text is the 400's message. */
final class InvalidMessageException extends RuntimeException {

    InvalidMessageException(String message) {
        super(message, null, false, false);
    }
}

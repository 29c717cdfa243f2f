package org.reactivebench.operations.passthrough;

/** Messages as the tests post them. */
final class TestMessages {

    private TestMessages() {
    }

    /** A message the downstream service answers at once. */
    static Message message(String id, String payload) {
        Message message = new Message();
        message.setId(id);
        message.setPayload(payload);
        message.setDelay(0);
        return message;
    }
}

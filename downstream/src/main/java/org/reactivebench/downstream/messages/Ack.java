package org.reactivebench.downstream.messages;

/** The answer, with the field names of the 2017 study's downstream service. */
record Ack(String id, String received, String ack) {

    static Ack of(Message message) {
        return new Ack(message.id(), message.payload(), "ack");
    }
}

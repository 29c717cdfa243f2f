package org.reactivebench.operations.passthrough;

import com.fasterxml.jackson.annotation.JsonIgnore;

/** The downstream service's answer, and POST /api/passthrough's: the message's id, its payload, "ack". */
public class Ack {

    private String id;
    private String received;
    private String ack;

    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    public String getReceived() {
        return received;
    }

    public void setReceived(String received) {
        this.received = received;
    }

    public String getAck() {
        return ack;
    }

    public void setAck(String ack) {
        this.ack = ack;
    }

    /** An answer that lacks one of the three fields is no ack: the downstream service answered something else. */
    @JsonIgnore
    public boolean isComplete() {
        return id != null && received != null && ack != null;
    }
}

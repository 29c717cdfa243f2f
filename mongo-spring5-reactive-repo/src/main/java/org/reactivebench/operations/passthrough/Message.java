package org.reactivebench.operations.passthrough;

import javax.validation.constraints.Max;
import javax.validation.constraints.Min;
import javax.validation.constraints.NotNull;
import javax.validation.constraints.Size;

/** The body of POST /api/passthrough, sent on to the downstream service as it is. */
public class Message {

    @NotNull
    @Size(min = 1, max = 64)
    private String id;

    @NotNull
    @Size(max = 4096)
    private String payload;

    /** How long the downstream service waits before it answers, in milliseconds. */
    @NotNull
    @Min(0)
    @Max(10000)
    private Integer delay;

    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    public String getPayload() {
        return payload;
    }

    public void setPayload(String payload) {
        this.payload = payload;
    }

    public Integer getDelay() {
        return delay;
    }

    public void setDelay(Integer delay) {
        this.delay = delay;
    }
}

package org.reactivebench.operations.passthrough;

import javax.validation.Valid;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * POST /api/passthrough: hands the message to the downstream service and answers its ack. The RestTemplate call
 * holds the request thread for as long as the downstream service takes (the message's delay).
 */
@RestController
@RequestMapping("/api")
public class RestTemplatePassthroughResource {

    private final RestTemplateDownstream downstream;

    public RestTemplatePassthroughResource(RestTemplateDownstream downstream) {
        this.downstream = downstream;
    }

    @PostMapping("/passthrough")
    public Ack passthrough(@Valid @RequestBody Message message) {
        return downstream.send(message);
    }
}

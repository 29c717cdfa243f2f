package org.reactivebench.operations.passthrough;

import javax.validation.Valid;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

/**
 * POST /api/passthrough: hands the message to the downstream service and answers its ack. The WebClient's Mono is
 * returned as it is, never blocked on: no thread waits for the downstream service. Spring MVC takes it as an async
 * request: the Tomcat thread is released, and the answer is written when the Mono completes.
 */
@RestController
@ConditionalOnProperty(name = DownstreamProperties.CLIENT, havingValue = DownstreamProperties.WEB_CLIENT)
@RequestMapping("/api")
public class WebClientPassthroughResource {

    private final WebClientDownstream downstream;

    public WebClientPassthroughResource(WebClientDownstream downstream) {
        this.downstream = downstream;
    }

    @PostMapping("/passthrough")
    public Mono<Ack> passthrough(@Valid @RequestBody Message message) {
        return downstream.send(message);
    }
}

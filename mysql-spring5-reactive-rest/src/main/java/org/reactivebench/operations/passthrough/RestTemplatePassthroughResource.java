package org.reactivebench.operations.passthrough;

import javax.validation.Valid;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;

/**
 * POST /api/passthrough: hands the message to the downstream service and answers its ack. The blocking RestTemplate
 * call is wrapped as the repository calls are, {@code Mono.fromCallable(...).subscribeOn(scheduler)}: it holds a
 * scheduler thread, not the thread that received the request, for as long as the downstream service takes.
 */
@RestController
@ConditionalOnProperty(name = DownstreamProperties.CLIENT, havingValue = DownstreamProperties.REST_TEMPLATE,
    matchIfMissing = true)
@RequestMapping("/api")
public class RestTemplatePassthroughResource {

    private final RestTemplateDownstream downstream;
    private final Scheduler scheduler;

    public RestTemplatePassthroughResource(RestTemplateDownstream downstream, Scheduler scheduler) {
        this.downstream = downstream;
        this.scheduler = scheduler;
    }

    @PostMapping("/passthrough")
    public Mono<Ack> passthrough(@Valid @RequestBody Message message) {
        return Mono.fromCallable(() -> downstream.send(message)).subscribeOn(scheduler);
    }
}

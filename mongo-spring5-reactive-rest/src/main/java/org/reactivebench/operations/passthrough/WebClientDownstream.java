package org.reactivebench.operations.passthrough;

import io.netty.handler.timeout.ReadTimeoutException;
import java.net.ConnectException;
import java.net.URI;
import org.reactivebench.operations.web.ApiException;
import org.reactivebench.operations.web.ExceptionSummary;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.web.reactive.function.client.ClientResponse;
import org.springframework.web.reactive.function.client.WebClient;
import reactor.core.publisher.Mono;
import reactor.netty.internal.shaded.reactor.pool.PoolAcquirePendingLimitException;
import reactor.netty.internal.shaded.reactor.pool.PoolAcquireTimeoutException;

/**
 * Posts a message to the downstream service with the WebClient and answers its ack as a Mono: nothing blocks, no
 * thread waits for the downstream service. A failure is the API's 502, 503 or 504 ({@link DownstreamFailures}).
 */
@Component
@ConditionalOnProperty(name = DownstreamProperties.CLIENT, havingValue = DownstreamProperties.WEB_CLIENT)
public class WebClientDownstream {

    private final WebClient webClient;
    private final URI messagesUri;

    public WebClientDownstream(WebClient downstreamWebClient, DownstreamProperties downstream) {
        this.webClient = downstreamWebClient;
        this.messagesUri = downstream.getMessagesUri();
    }

    public Mono<Ack> send(Message message) {
        return webClient.post()
            .uri(messagesUri)
            .contentType(MediaType.APPLICATION_JSON)
            .bodyValue(message)
            .retrieve()
            .onStatus(status -> !status.is2xxSuccessful(), ClientResponse::createException)
            .bodyToMono(Ack.class)
            .filter(Ack::isComplete)
            .switchIfEmpty(Mono.error(() -> DownstreamFailures.badAnswer(messagesUri, "an answer without an ack")))
            .onErrorMap(e -> !(e instanceof ApiException), this::failure);
    }

    /** A failure of Reactor Netty or of the answer, told apart by its cause. */
    private ApiException failure(Throwable e) {
        String detail = ExceptionSummary.of(e);
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            // reactor-pool's, in the copy Reactor Netty shades: the pool's wait timed out, or its queue was full
            if (cause instanceof PoolAcquireTimeoutException || cause instanceof PoolAcquirePendingLimitException) {
                return DownstreamFailures.noConnection(messagesUri, detail);
            }
            // Netty's ConnectTimeoutException is a ConnectException too
            if (cause instanceof ConnectException) {
                return DownstreamFailures.unreachable(messagesUri, detail);
            }
            if (cause instanceof ReadTimeoutException) {
                return DownstreamFailures.timedOut(messagesUri, detail);
            }
        }
        return DownstreamFailures.badAnswer(messagesUri, detail);
    }
}

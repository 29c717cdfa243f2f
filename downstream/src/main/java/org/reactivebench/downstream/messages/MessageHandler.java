package org.reactivebench.downstream.messages;

import static io.netty.handler.codec.http.HttpResponseStatus.BAD_REQUEST;
import static io.netty.handler.codec.http.HttpResponseStatus.OK;

import java.nio.charset.StandardCharsets;

import org.reactivebench.downstream.http.JsonResponses;
import reactor.core.publisher.Mono;
import reactor.netty.http.server.HttpServerRequest;
import reactor.netty.http.server.HttpServerResponse;

/**
 * {@code POST /messages}: the ack is sent {@code delay} ms after the body was read. The wait is a timer
 * ({@code delayElement}), not a thread: a thousand waiting requests hold a thousand timers and no thread.
 */
public final class MessageHandler {

    public Mono<Void> handle(HttpServerRequest request, HttpServerResponse response) {
        return request.receive().aggregate().asString(StandardCharsets.UTF_8)
                .defaultIfEmpty("")
                .map(MessageReader::read)
                .flatMap(message -> Mono.just(Ack.of(message)).delayElement(message.delay()))
                .flatMap(ack -> JsonResponses.send(response, OK, ack))
                .onErrorResume(InvalidMessageException.class,
                        e -> JsonResponses.error(response, BAD_REQUEST, e.getMessage()));
    }
}

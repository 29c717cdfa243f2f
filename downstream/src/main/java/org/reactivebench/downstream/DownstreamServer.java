package org.reactivebench.downstream;

import static io.netty.handler.codec.http.HttpResponseStatus.NOT_FOUND;
import static io.netty.handler.codec.http.HttpResponseStatus.OK;

import java.time.Duration;

import io.netty.handler.codec.http.HttpMethod;
import org.reactivebench.downstream.http.JsonResponses;
import org.reactivebench.downstream.messages.MessageHandler;
import org.reactivestreams.Publisher;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;
import reactor.netty.http.server.HttpServerRequest;
import reactor.netty.http.server.HttpServerResponse;

/**
 * The downstream service on Reactor Netty: {@code POST /messages} (acknowledged after the requested delay),
 * {@code GET /health} (the harness's readiness probe), a JSON 404 for anything else. Loopback only.
 */
public final class DownstreamServer {

    public static final String HOST = "127.0.0.1";

    private static final MessageHandler MESSAGES = new MessageHandler();

    private DownstreamServer() {
    }

    /** Binds 127.0.0.1:{@code port} (0: a free port) and returns once the socket listens. */
    public static DisposableServer start(int port) {
        return HttpServer.create()
                .host(HOST)
                .port(port)
                .handle(DownstreamServer::route)
                .bindNow();
    }

    public static void stop(DisposableServer server, Duration grace) {
        server.disposeNow(grace);
    }

    private static Publisher<Void> route(HttpServerRequest request, HttpServerResponse response) {
        String path = request.fullPath();
        HttpMethod method = request.method();
        if (path.equals("/messages") && method.equals(HttpMethod.POST)) {
            return MESSAGES.handle(request, response);
        }
        if (path.equals("/health") && method.equals(HttpMethod.GET)) {
            return JsonResponses.send(response, OK, JsonResponses.HEALTHY);
        }
        return JsonResponses.error(response, NOT_FOUND, "Nothing at " + method + " " + path);
    }
}

package org.reactivebench.dbproxy.control;

import static io.netty.handler.codec.http.HttpResponseStatus.BAD_REQUEST;
import static io.netty.handler.codec.http.HttpResponseStatus.NOT_FOUND;
import static io.netty.handler.codec.http.HttpResponseStatus.OK;

import io.netty.handler.codec.http.QueryStringDecoder;
import org.reactivebench.dbproxy.conditions.BlackHole;
import org.reactivebench.dbproxy.conditions.Conditions;
import org.reactivebench.dbproxy.conditions.Latency;
import org.reactivebench.dbproxy.stats.ProxyStats;
import org.reactivestreams.Publisher;
import reactor.netty.DisposableServer;
import reactor.netty.http.server.HttpServer;
import reactor.netty.http.server.HttpServerRequest;
import reactor.netty.http.server.HttpServerResponse;

/**
 * The control API: {@code GET /health}, {@code GET /stats}, {@code POST /latency?ms=X},
 * {@code POST /black-hole?seconds=S}, {@code POST /reset-stats} (each POST answers the stats after it);
 * 400 for bad input, a JSON 404 for anything else.
 */
public final class ControlServer {

    private final Conditions conditions;
    private final ProxyStats stats;

    private ControlServer(Conditions conditions, ProxyStats stats) {
        this.conditions = conditions;
        this.stats = stats;
    }

    /** Binds {@code host:port} (0: a free port), or throws an {@link IllegalStateException} saying why not. */
    public static DisposableServer start(String host, int port, Conditions conditions, ProxyStats stats) {
        ControlServer control = new ControlServer(conditions, stats);
        try {
            return HttpServer.create().host(host).port(port).handle(control::route).bindNow();
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot listen on " + host + ":" + port + ": " + e.getMessage(), e);
        }
    }

    private Publisher<Void> route(HttpServerRequest request, HttpServerResponse response) {
        QueryStringDecoder uri = new QueryStringDecoder(request.uri());
        String endpoint = request.method().name() + " " + uri.path();
        try {
            switch (endpoint) {
                case "GET /health":
                    return JsonResponses.send(response, OK, JsonResponses.HEALTHY);
                case "GET /stats":
                    break;
                case "POST /latency":
                    conditions.latency().set(Latency.parseMillis("ms", QueryParameter.single(uri, "ms")));
                    break;
                case "POST /black-hole":
                    conditions.blackHole().openFor(
                            BlackHole.parseSeconds("seconds", QueryParameter.single(uri, "seconds")));
                    break;
                case "POST /reset-stats":
                    stats.reset();
                    break;
                default:
                    return JsonResponses.error(response, NOT_FOUND, "Nothing at " + endpoint);
            }
        } catch (IllegalArgumentException e) {
            return JsonResponses.error(response, BAD_REQUEST, e.getMessage());
        }
        return JsonResponses.send(response, OK, StatsReport.of(conditions, stats));
    }
}

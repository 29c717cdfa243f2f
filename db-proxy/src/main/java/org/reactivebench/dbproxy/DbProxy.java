package org.reactivebench.dbproxy;

import java.net.InetSocketAddress;
import java.time.Duration;

import org.reactivebench.dbproxy.conditions.BlackHole;
import org.reactivebench.dbproxy.conditions.Conditions;
import org.reactivebench.dbproxy.conditions.Latency;
import org.reactivebench.dbproxy.control.ControlServer;
import org.reactivebench.dbproxy.relay.Connections;
import org.reactivebench.dbproxy.relay.RelayServer;
import org.reactivebench.dbproxy.stats.ProxyStats;
import reactor.netty.DisposableServer;

/** One running proxy: the relay on 127.0.0.1 towards the target, and its control API on 127.0.0.1. */
public final class DbProxy {

    public static final String HOST = "127.0.0.1";

    private final RelayServer relay;
    private final DisposableServer control;

    private DbProxy(RelayServer relay, DisposableServer control) {
        this.relay = relay;
        this.control = control;
    }

    /** Binds both listeners, or throws an {@link IllegalStateException} saying which could not and why. */
    static DbProxy start(Arguments arguments) {
        InetSocketAddress target = new InetSocketAddress(arguments.targetHost(), arguments.targetPort());
        if (target.isUnresolved()) {
            throw new IllegalStateException("cannot resolve the target host " + arguments.targetHost());
        }
        Connections connections = new Connections();
        Conditions conditions = new Conditions(new Latency(arguments.latencyMs()), new BlackHole(connections::wakeAll));
        ProxyStats stats = new ProxyStats();
        RelayServer relay = RelayServer.start(HOST, arguments.port(), target, conditions, stats, connections);
        try {
            return new DbProxy(relay, ControlServer.start(HOST, arguments.controlPort(), conditions, stats));
        } catch (RuntimeException e) {
            relay.stop(Duration.ZERO);
            throw e;
        }
    }

    int port() {
        return relay.port();
    }

    int controlPort() {
        return control.port();
    }

    void stop(Duration grace) {
        control.disposeNow(grace);
        relay.stop(grace);
    }

    void awaitStop() {
        relay.awaitStop();
    }
}

package org.reactivebench.dbproxy.relay;

import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import org.reactivebench.dbproxy.conditions.Conditions;
import org.reactivebench.dbproxy.stats.ProxyStats;

/** The listening side of the relay, on its own event loops: each accepted client gets a {@link ClientConnection}. */
public final class RelayServer {

    private final EventLoopGroup eventLoops;
    private final Channel server;

    private RelayServer(EventLoopGroup eventLoops, Channel server) {
        this.eventLoops = eventLoops;
        this.server = server;
    }

    /** Binds {@code host:port} (0: a free port), or throws an {@link IllegalStateException} saying why not. */
    public static RelayServer start(String host, int port, InetSocketAddress target, Conditions conditions,
            ProxyStats stats, Connections connections) {
        Transport transport = Transport.best();
        TimerLateness lateness = new TimerLateness();
        EventLoopGroup eventLoops = transport.eventLoops();
        ChannelFuture bound = new ServerBootstrap()
                .group(eventLoops)
                .channel(transport.serverChannel())
                .childOption(ChannelOption.AUTO_READ, false)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new ChannelInitializer<>() {
                    @Override
                    protected void initChannel(Channel client) {
                        client.pipeline().addLast(
                                new ClientConnection(target, transport, conditions, stats, lateness, connections));
                    }
                })
                .bind(host, port)
                .awaitUninterruptibly();
        if (!bound.isSuccess()) {
            eventLoops.shutdownGracefully(0, 0, TimeUnit.SECONDS);
            throw new IllegalStateException("cannot listen on " + host + ":" + port + ": " + bound.cause().getMessage(),
                    bound.cause());
        }
        return new RelayServer(eventLoops, bound.channel());
    }

    public int port() {
        return ((InetSocketAddress) server.localAddress()).getPort();
    }

    /** Stops listening and closes every connection. */
    public void stop(Duration grace) {
        server.close().awaitUninterruptibly();
        eventLoops.shutdownGracefully(0, grace.toMillis(), TimeUnit.MILLISECONDS).awaitUninterruptibly();
    }

    /** Blocks until {@link #stop} has closed the listening socket. */
    public void awaitStop() {
        server.closeFuture().awaitUninterruptibly();
    }
}

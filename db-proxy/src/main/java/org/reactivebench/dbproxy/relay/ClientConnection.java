package org.reactivebench.dbproxy.relay;

import static java.util.concurrent.TimeUnit.NANOSECONDS;

import java.net.InetSocketAddress;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelOption;
import io.netty.util.concurrent.ScheduledFuture;
import org.reactivebench.dbproxy.conditions.Conditions;
import org.reactivebench.dbproxy.stats.ProxyStats;

/**
 * One accepted client: opens its own upstream connection when it connects (or when an open black hole ends), on
 * the client's event loop, then joins the two channels with a {@link Pipe} each way. Until then the client reads
 * nothing (auto-read off). Confined to that event loop, but for {@link #wake()}.
 */
final class ClientConnection extends ChannelInboundHandlerAdapter {

    private final InetSocketAddress target;
    private final Transport transport;
    private final Conditions conditions;
    private final ProxyStats stats;
    private final TimerLateness lateness;
    private final Connections connections;
    private Channel client;
    private ScheduledFuture<?> pendingConnect;
    private Channel upstream;
    private Pipe up;
    private Pipe down;
    private TrafficMeter meter;

    ClientConnection(InetSocketAddress target, Transport transport, Conditions conditions, ProxyStats stats,
            TimerLateness lateness, Connections connections) {
        this.target = target;
        this.transport = transport;
        this.conditions = conditions;
        this.stats = stats;
        this.lateness = lateness;
        this.connections = connections;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) {
        client = ctx.channel();
        stats.connectionOpened();
        connections.add(this);
        connectOnceClear();
        ctx.fireChannelActive();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        stats.connectionClosed();
        if (meter != null) {
            meter.closed();
        }
        connections.remove(this);
        if (pendingConnect != null) {
            pendingConnect.cancel(false);
        }
        if (upstream != null && up == null) {
            upstream.close();
        }
        ctx.fireChannelInactive();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close();
    }

    void wake() {
        client.eventLoop().execute(() -> {
            if (pendingConnect != null) {
                pendingConnect.cancel(false);
                connectOnceClear();
            } else if (up != null) {
                up.wake();
                down.wake();
            }
        });
    }

    private void connectOnceClear() {
        pendingConnect = null;
        if (!client.isActive()) {
            return;
        }
        long blackedOut = conditions.blackHole().remainingNanos();
        if (blackedOut > 0) {
            pendingConnect = client.eventLoop().schedule(this::connectOnceClear, blackedOut, NANOSECONDS);
            return;
        }
        ChannelFuture connecting = new Bootstrap()
                .group(client.eventLoop())
                .channel(transport.socketChannel())
                .option(ChannelOption.AUTO_READ, false)
                .option(ChannelOption.TCP_NODELAY, true)
                .handler(new ChannelInboundHandlerAdapter())
                .connect(target);
        upstream = connecting.channel();
        connecting.addListener(done -> join());
    }

    private void join() {
        if (!upstream.isActive() || !client.isActive()) {
            upstream.close();
            client.close();
            return;
        }
        meter = new TrafficMeter(stats);
        up = new Pipe(client, upstream, conditions, meter::fromClient, stats::heldUp, lateness);
        down = new Pipe(upstream, client, conditions, meter::fromServer, nanos -> {
            stats.heldDown(nanos);
            meter.deliveredToClient();
        }, lateness);
        upstream.pipeline().addLast(new RelayHandler(down, up));
        client.pipeline().addLast(new RelayHandler(up, down));
        up.updateSourceReading();
        down.updateSourceReading();
    }
}

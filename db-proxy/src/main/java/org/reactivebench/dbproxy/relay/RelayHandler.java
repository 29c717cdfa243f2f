package org.reactivebench.dbproxy.relay;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;

/**
 * Joins one channel to its two pipes: what it reads goes out through {@code outbound}; it is the destination of
 * {@code inbound}, whose source reads only while this channel is writable.
 */
final class RelayHandler extends ChannelInboundHandlerAdapter {

    private final Pipe outbound;
    private final Pipe inbound;

    RelayHandler(Pipe outbound, Pipe inbound) {
        this.outbound = outbound;
        this.inbound = inbound;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) {
        outbound.accept((ByteBuf) msg);
    }

    @Override
    public void channelWritabilityChanged(ChannelHandlerContext ctx) {
        inbound.updateSourceReading();
        ctx.fireChannelWritabilityChanged();
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        outbound.sourceClosed();
        inbound.destinationClosed();
        ctx.fireChannelInactive();
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close();
    }
}

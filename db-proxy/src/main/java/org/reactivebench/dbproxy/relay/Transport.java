package org.reactivebench.dbproxy.relay;

import io.netty.channel.EventLoopGroup;
import io.netty.channel.ServerChannel;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollEventLoopGroup;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;

/**
 * Netty's native epoll transport where it loads, whose timers fire to the microsecond (a timerfd; NIO wakes to the
 * millisecond, coarse for a latency of a few ms); NIO elsewhere.
 */
enum Transport {
    EPOLL, NIO;

    static Transport best() {
        return Epoll.isAvailable() ? EPOLL : NIO;
    }

    EventLoopGroup eventLoops() {
        return this == EPOLL ? new EpollEventLoopGroup() : new NioEventLoopGroup();
    }

    Class<? extends ServerChannel> serverChannel() {
        return this == EPOLL ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
    }

    Class<? extends SocketChannel> socketChannel() {
        return this == EPOLL ? EpollSocketChannel.class : NioSocketChannel.class;
    }
}

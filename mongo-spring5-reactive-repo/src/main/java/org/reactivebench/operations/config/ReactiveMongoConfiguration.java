package org.reactivebench.operations.config;

import com.mongodb.MongoClientSettings;
import com.mongodb.connection.netty.NettyStreamFactoryFactory;
import com.mongodb.reactivestreams.client.MongoClient;
import io.netty.channel.nio.NioEventLoopGroup;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.mongo.MongoClientSettingsBuilderCustomizer;
import org.springframework.boot.autoconfigure.mongo.ReactiveMongoClientFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The reactive-streams client of the Operation repository, made as Spring Boot makes it: the same customizers
 * as the blocking client (spring.data.mongodb.uri, and the pool of at most 10 connections of
 * {@link MongoConfiguration}), on Netty with an event loop group of its own. Boot's own
 * (MongoReactiveAutoConfiguration, excluded in application.properties) would put the blocking client of the
 * users and accounts on that Netty transport too: it stays on sockets, as in mongo-spring5-reactive-rest.
 */
@Configuration
public class ReactiveMongoConfiguration {

    @Bean(destroyMethod = "shutdownGracefully")
    public NioEventLoopGroup mongoEventLoopGroup() {
        return new NioEventLoopGroup();
    }

    @Bean
    public MongoClient reactiveStreamsMongoClient(ObjectProvider<MongoClientSettingsBuilderCustomizer> customizers,
                                                  MongoClientSettings settings, NioEventLoopGroup mongoEventLoopGroup) {
        List<MongoClientSettingsBuilderCustomizer> all = new ArrayList<>();
        all.add(builder -> builder.streamFactoryFactory(
            NettyStreamFactoryFactory.builder().eventLoopGroup(mongoEventLoopGroup).build()));
        customizers.orderedStream().forEach(all::add);
        return new ReactiveMongoClientFactory(all).createMongoClient(settings);
    }
}

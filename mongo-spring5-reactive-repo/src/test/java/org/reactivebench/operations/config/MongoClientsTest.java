package org.reactivebench.operations.config;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.mongodb.MongoClientSettings;
import com.mongodb.connection.netty.NettyStreamFactoryFactory;
import com.mongodb.reactivestreams.client.MongoDatabase;
import org.junit.jupiter.api.Test;
import org.reactivebench.operations.support.IntegrationTest;
import org.reactivebench.operations.support.MongoTestDatabase;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;

/**
 * The reactive-streams client (Operation) reaches the same server and database as the blocking client (users),
 * with the same pool of at most 10 connections, on Netty; the blocking client stays exactly as in
 * mongo-spring5-reactive-rest (plain sockets), so that the account and login requests compare with it.
 */
class MongoClientsTest extends IntegrationTest {

    @Autowired
    private com.mongodb.client.MongoClient blockingClient;

    @Autowired
    private com.mongodb.reactivestreams.client.MongoClient reactiveClient;

    @Autowired
    private MongoTemplate mongoTemplate;

    @Autowired
    private ReactiveMongoTemplate reactiveMongoTemplate;

    @Test
    void bothClientsUseTheSameServerDatabaseAndPoolSize() {
        MongoClientSettings blocking = ((com.mongodb.client.internal.MongoClientImpl) blockingClient).getSettings();
        MongoClientSettings reactive =
            ((com.mongodb.reactivestreams.client.internal.MongoClientImpl) reactiveClient).getSettings();
        String uri = MongoTestDatabase.uri();
        String hostAndPort = uri.substring("mongodb://".length(), uri.lastIndexOf('/'));
        assertAll(
            () -> assertEquals(hostAndPort, blocking.getClusterSettings().getHosts().get(0).toString()),
            () -> assertEquals(blocking.getClusterSettings().getHosts(), reactive.getClusterSettings().getHosts()),
            () -> assertEquals("bench", mongoTemplate.getDb().getName()),
            () -> assertEquals("bench", reactiveMongoTemplate.getMongoDatabase().map(MongoDatabase::getName).block()),
            () -> assertEquals(10, blocking.getConnectionPoolSettings().getMaxSize()),
            () -> assertEquals(10, reactive.getConnectionPoolSettings().getMaxSize()));
    }

    @Test
    void theReactiveClientIsOnNettyAndTheBlockingOneOnSockets() {
        MongoClientSettings blocking = ((com.mongodb.client.internal.MongoClientImpl) blockingClient).getSettings();
        MongoClientSettings reactive =
            ((com.mongodb.reactivestreams.client.internal.MongoClientImpl) reactiveClient).getSettings();
        assertAll(
            () -> assertNull(blocking.getStreamFactoryFactory(), "the blocking client is not on plain sockets"),
            () -> assertInstanceOf(NettyStreamFactoryFactory.class, reactive.getStreamFactoryFactory()));
    }
}

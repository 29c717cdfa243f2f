package org.reactivebench.operations.config;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertTrue;

import com.mongodb.MongoClientOptions;
import org.apache.tomcat.util.net.NioEndpoint;
import org.junit.Test;

public class MongoConfigurationTest {

    private final MongoClientOptions options = new MongoConfiguration().mongoClientOptions();

    @Test
    public void thePoolHoldsTenConnectionsAsHikariInTheMysqlVariants() {
        assertEquals(10, options.getConnectionsPerHost());
    }

    /** Otherwise driver 3.x answers the 51st waiting request thread with MongoWaitQueueFullException. */
    @Test
    public void everyTomcatRequestThreadMayWaitForAConnection() {
        int tomcatRequestThreads = new NioEndpoint().getMaxThreads();
        int waitingThreadsAllowed = options.getConnectionsPerHost()
            * options.getThreadsAllowedToBlockForConnectionMultiplier();
        assertTrue(waitingThreadsAllowed + " threads may wait, Tomcat has " + tomcatRequestThreads,
            waitingThreadsAllowed > tomcatRequestThreads);
    }
}

package org.reactivebench.dbproxy.relay;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/** The open client connections, so that a change of black hole reaches the ones waiting for the old one to end. */
public final class Connections {

    private final Set<ClientConnection> open = ConcurrentHashMap.newKeySet();

    void add(ClientConnection connection) {
        open.add(connection);
    }

    void remove(ClientConnection connection) {
        open.remove(connection);
    }

    /** Each connection looks again, on its event loop, at whether it may connect and forward. */
    public void wakeAll() {
        open.forEach(ClientConnection::wake);
    }
}

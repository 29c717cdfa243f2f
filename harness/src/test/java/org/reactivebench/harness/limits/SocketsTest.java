package org.reactivebench.harness.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The kernel's view of a process's sockets: the accept queue of a listening one, and its outbound connections. */
class SocketsTest {

  @Test
  void theBacklogIsTheSendQueueOfAListeningSocket() {
    assertEquals(OptionalInt.of(100), Sockets.backlog("LISTEN 0      100        127.0.0.1:8080      0.0.0.0:*\n"));
    assertEquals(OptionalInt.empty(), Sockets.backlog(""));
  }

  @Test
  void outboundConnectionsAreCountedByRemotePortLeavingOutAcceptedOnes() {
    List<String> table = List.of(
        "  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode",
        // to 3306 (0x0CEA), twice, established and held by the process
        "   0: 0100007F:A001 0100007F:0CEA 01 00000000:00000000 00:00000000 00000000     0        0 101 1",
        "   1: 0100007F:A002 0100007F:0CEA 01 00000000:00000000 00:00000000 00000000     0        0 102 1",
        // to 3306 but not established (TIME_WAIT)
        "   2: 0100007F:A003 0100007F:0CEA 06 00000000:00000000 00:00000000 00000000     0        0 103 1",
        // accepted on the process's own port 8080 (0x1F90)
        "   3: 0100007F:1F90 0100007F:B000 01 00000000:00000000 00:00000000 00000000     0        0 104 1",
        // another process's connection
        "   4: 0100007F:A004 0100007F:0CEA 01 00000000:00000000 00:00000000 00000000     0        0 999 1");
    assertEquals(Map.of(3306, 2), Sockets.outbound(table, Set.of(101L, 102L, 103L, 104L), 8080));
  }

  @Test
  void theKernelShowsAListeningSocketsBacklogAndThisProcesssConnections() throws IOException {
    assumeTrue(Files.isDirectory(Path.of("/proc/self/fd")), "needs Linux's /proc");
    try (ServerSocket server = new ServerSocket(0, 7, InetAddress.getLoopbackAddress());
        Socket client = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
        Socket accepted = server.accept()) {
      OptionalInt backlog = Sockets.listenBacklog(server.getLocalPort());
      assumeTrue(backlog.isPresent(), "needs ss (iproute2)");
      assertEquals(7, backlog.getAsInt());
      // this process holds both ends: the client's leads to the server's port, the accepted one is left out
      Map<Integer, Integer> outbound = Sockets.outbound(ProcessHandle.current().pid(), server.getLocalPort());
      assertEquals(1, outbound.get(server.getLocalPort()), outbound.toString());
    }
  }
}

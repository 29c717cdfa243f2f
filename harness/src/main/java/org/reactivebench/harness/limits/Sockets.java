package org.reactivebench.harness.limits;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * What the Linux kernel holds of a process's TCP sockets: the accept queue of a listening socket (its backlog, the
 * most connections that can wait for the server to accept them), and the established connections a process opened
 * to other ports (its database pool as it stands, its downstream connections). Read back, not configured: the
 * backlog is what the server asked for, capped by {@code net.core.somaxconn}.
 */
public final class Sockets {

  private static final Pattern SOCKET_LINK = Pattern.compile("^socket:\\[(\\d+)]$");
  /** {@code /proc/net/tcp}'s state of an established connection. */
  private static final String ESTABLISHED = "01";

  private Sockets() {}

  /** The backlog of the socket listening on a port, from {@code ss}; empty where it cannot be read. */
  public static OptionalInt listenBacklog(int port) {
    try {
      Process ss = new ProcessBuilder("ss", "-ltnH", "sport = :" + port).redirectErrorStream(true).start();
      String output = new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!ss.waitFor(5, TimeUnit.SECONDS) || ss.exitValue() != 0) {
        ss.destroyForcibly();
        return OptionalInt.empty();
      }
      return backlog(output);
    } catch (IOException e) {
      return OptionalInt.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return OptionalInt.empty();
    }
  }

  /**
   * The backlog in {@code ss -ltnH}'s output: the Send-Q of a listening socket ({@code LISTEN 0 100
   * 127.0.0.1:8080 0.0.0.0:*}); empty for no listening socket.
   */
  static OptionalInt backlog(String ssOutput) {
    return ssOutput.lines().map(String::trim).map(line -> line.split("\\s+"))
        .filter(fields -> fields.length >= 4 && fields[0].equals("LISTEN") && fields[2].matches("\\d+"))
        .mapToInt(fields -> Integer.parseInt(fields[2])).findFirst();
  }

  /**
   * The established connections a process opened, by the port they lead to; connections to its own
   * {@code listeningPort} (those it accepted) are left out. Empty where {@code /proc} cannot be read.
   */
  public static Map<Integer, Integer> outbound(long pid, int listeningPort) {
    Path process = Path.of("/proc", Long.toString(pid));
    Set<Long> inodes = new HashSet<>();
    try (Stream<Path> fds = Files.list(process.resolve("fd"))) {
      fds.forEach(fd -> {
        try {
          Matcher socket = SOCKET_LINK.matcher(Files.readSymbolicLink(fd).toString());
          if (socket.matches()) {
            inodes.add(Long.parseLong(socket.group(1)));
          }
        } catch (IOException closedMeanwhile) {
          // a descriptor closed while the list was read holds no connection
        }
      });
      List<String> table = new java.util.ArrayList<>();
      for (String file : List.of("net/tcp", "net/tcp6")) {
        Path path = process.resolve(file);
        if (Files.isReadable(path)) {
          table.addAll(Files.readAllLines(path));
        }
      }
      return outbound(table, inodes, listeningPort);
    } catch (IOException | SecurityException e) {
      return Map.of();
    }
  }

  /**
   * Counts the established connections of {@code /proc/<pid>/net/tcp}'s lines ({@code sl local_address
   * rem_address st ... inode}, addresses as {@code HEX_IP:HEX_PORT}) whose inode the process holds, by remote port.
   */
  static Map<Integer, Integer> outbound(List<String> table, Set<Long> inodes, int listeningPort) {
    Map<Integer, Integer> byPort = new TreeMap<>();
    for (String line : table) {
      String[] fields = line.trim().split("\\s+");
      if (fields.length < 10 || !fields[3].equals(ESTABLISHED) || !fields[9].matches("\\d+")
          || !inodes.contains(Long.parseLong(fields[9]))) {
        continue;
      }
      int localPort = port(fields[1]);
      if (localPort != listeningPort) {
        byPort.merge(port(fields[2]), 1, Integer::sum);
      }
    }
    return byPort;
  }

  private static int port(String address) {
    return Integer.parseInt(address.substring(address.lastIndexOf(':') + 1), 16);
  }
}

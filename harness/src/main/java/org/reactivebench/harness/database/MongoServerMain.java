package org.reactivebench.harness.database;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;

/**
 * The embedded MongoDB-wire server: mongo-java-server on its H2 backend, persisted to a file, listening on
 * 127.0.0.1. Run by the harness as its own JVM: {@code MongoServerMain <port> <file.mv>}; stops on SIGTERM.
 */
public final class MongoServerMain {

  private MongoServerMain() {}

  public static void main(String[] args) throws InterruptedException {
    if (args.length != 2) {
      System.err.println("usage: MongoServerMain <port> <h2-file>");
      System.exit(2);
    }
    MongoServer server = new MongoServer(new H2Backend(args[1]));
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow, "mongo-server-shutdown"));
    server.bind("127.0.0.1", Integer.parseInt(args[0]));
    System.out.println("mongo-java-server listening on 127.0.0.1:" + args[0]);
    Thread.currentThread().join();
  }
}

package org.reactivebench.scenario;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Session;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Tokens logged in before the measured users arrive, so that a journey measures what it calls and not BCrypt: API
 * clients log in once each, the way the 2017 journey starts (the 401 probe, then the authentication), and put their
 * tokens into the pool; each measured user then borrows one, in turn.
 */
final class TokenPool {

  /** The Gatling scenario of the clients that log in. */
  static final String LOG_IN = "Log in";

  private final List<String> tokens = new CopyOnWriteArrayList<>();
  private final AtomicInteger next = new AtomicInteger();
  private final int clients;

  TokenPool(int clients) {
    this.clients = clients;
  }

  /** The clients, all at once, each logging in and adding its token; run it before the measured population. */
  PopulationBuilder logIn() {
    return scenario(LOG_IN)
        .exec(Login.logIn(Duration.ZERO, Duration.ZERO))
        .exec(session -> {
          tokens.add(session.getString("access_token"));
          return session;
        })
        .injectOpen(atOnceUsers(clients));
  }

  /** Lends a user the next token as {@code access_token}; a user finds none only if every login failed. */
  ChainBuilder borrow() {
    return exec(this::lend).exitHereIfFailed();
  }

  private Session lend(Session session) {
    if (tokens.isEmpty()) {
      return session.markAsFailed();
    }
    return session.set("access_token", tokens.get(Math.floorMod(next.getAndIncrement(), tokens.size())));
  }
}

package org.reactivebench.loadspec;

import java.util.List;

/**
 * The facts of the 2017 study's Operation journey, which the scenario sends and the harness counts with: the
 * request names in the order they are sent, how often each part repeats, and the pauses at pause factor 1.
 *
 * <p>First unauthenticated request · pause 5 · Authentication · pause 1 · 2 × (Authenticated request · pause 5) ·
 * 2 × (Get all operations · pause 5–10 · Create new operation · pause 5 · 8 × (Get created operation · pause 3) ·
 * Delete created operation · pause 5): 26 requests and, with the 5–10 s pause at its mean, 99 s of pauses.
 *
 * <p>The CRUD journey is the same without its first two requests and their pauses: 24 requests and 93 s of pauses,
 * with a token logged in before the measured users arrive.
 */
public final class OperationJourney {

  /** The Gatling scenario of the journey. */
  public static final String SCENARIO = "Test the Operation entity";
  /** The group around a user's whole visit: Gatling logs the time spent in requests, without the pauses. */
  public static final String USER_VISIT = "User visit";

  public static final String PROBE = "First unauthenticated request";
  public static final String LOGIN = "Authentication";
  public static final String ACCOUNT = "Authenticated request";
  public static final String LIST = "Get all operations";
  public static final String CREATE = "Create new operation";
  public static final String READ = "Get created operation";
  public static final String DELETE = "Delete created operation";

  /** The request names, in the order the journey first sends them. */
  public static final List<String> REQUEST_NAMES = List.of(PROBE, LOGIN, ACCOUNT, LIST, CREATE, READ, DELETE);

  /** How many times the account is read, the operations part is run, and a created operation is read in it. */
  public static final int ACCOUNT_READS = 2;
  public static final int OPERATION_ROUNDS = 2;
  public static final int READS_PER_ROUND = 8;

  /** Pauses after each request, in seconds at pause factor 1; the one after the list is uniform in a range. */
  public static final double AFTER_PROBE = 5;
  public static final double AFTER_LOGIN = 1;
  public static final double AFTER_ACCOUNT = 5;
  public static final double AFTER_LIST_MIN = 5;
  public static final double AFTER_LIST_MAX = 10;
  public static final double AFTER_CREATE = 5;
  public static final double AFTER_READ = 3;
  public static final double AFTER_DELETE = 5;

  /** Requests of one journey: the probe, the login, the account reads, and per round list, create, reads, delete. */
  public static final int REQUESTS = 2 + ACCOUNT_READS + OPERATION_ROUNDS * (3 + READS_PER_ROUND);

  /** Pauses of one journey at pause factor 1, the ranged pause at its mean. */
  public static final double PAUSE_SECONDS = AFTER_PROBE + AFTER_LOGIN + ACCOUNT_READS * AFTER_ACCOUNT
      + OPERATION_ROUNDS * ((AFTER_LIST_MIN + AFTER_LIST_MAX) / 2 + AFTER_CREATE + READS_PER_ROUND * AFTER_READ
      + AFTER_DELETE);

  /** The Gatling scenario of the CRUD journey: the same requests and pauses, without the probe and the login. */
  public static final String CRUD_SCENARIO = "CRUD journey";

  /** The CRUD journey's requests, in the order it first sends them. */
  public static final List<String> CRUD_REQUEST_NAMES = List.of(ACCOUNT, LIST, CREATE, READ, DELETE);

  /** Requests of one CRUD journey: the Operation journey's without the probe and the login. */
  public static final int CRUD_REQUESTS = REQUESTS - 2;

  /** Pauses of one CRUD journey at pause factor 1: without the pauses after the probe and the login. */
  public static final double CRUD_PAUSE_SECONDS = PAUSE_SECONDS - AFTER_PROBE - AFTER_LOGIN;

  private OperationJourney() {}
}

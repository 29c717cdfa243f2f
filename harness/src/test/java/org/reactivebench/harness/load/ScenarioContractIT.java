package org.reactivebench.harness.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.RequestRecord;
import org.reactivebench.harness.results.SimulationLog;
import org.reactivebench.harness.results.UserVisit;
import org.reactivebench.loadspec.Journey;
import org.reactivebench.loadspec.LoadSpec;
import org.reactivebench.loadspec.OperationJourney;

/**
 * The harness and the scenario agree on what a load is: the harness's own {@link GatlingRunner} sends a load
 * specification to the real scenario jar, against a stub of the API that counts what it receives, and the log and
 * the stub must show exactly the journey the harness counts with ({@link OperationJourney}: its requests, names and
 * pauses) and the load it asked for (users, levels, the downstream delay).
 */
class ScenarioContractIT {

  @TempDir
  Path folder;

  private HttpServer stub;
  private final Map<String, AtomicInteger> received = new ConcurrentHashMap<>();
  private final List<Integer> delaysAsked = new CopyOnWriteArrayList<>();
  private final AtomicInteger ids = new AtomicInteger();

  @BeforeEach
  void startStub() throws IOException {
    stub = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 200);
    stub.setExecutor(Executors.newFixedThreadPool(8));
    stub.createContext("/", this::answer);
    stub.start();
  }

  @AfterEach
  void stopStub() {
    stub.stop(0);
  }

  @Test
  void theOperationJourneyIsTheOneTheHarnessCountsWith() throws Exception {
    LoadParameters load = LoadParameters.ramp(3, 2, 0.1);
    SimulationLog log = run(load);

    assertEquals(3, log.userStarts().size(), "users the ramp asked for");
    assertEquals(3 * OperationJourney.REQUESTS, log.requests().size(), "requests of 3 journeys");
    assertTrue(log.requests().stream().allMatch(RequestRecord::ok), "every request answered as the journey expects");
    assertEquals(OperationJourney.REQUEST_NAMES, log.requests().stream().map(RequestRecord::name).distinct().toList(),
        "request names in the order the journey first sends them");
    assertEquals(3 * OperationJourney.OPERATION_ROUNDS, received.get("POST /api/operations").get());
    assertEquals(3 * OperationJourney.OPERATION_ROUNDS * OperationJourney.READS_PER_ROUND,
        received.get("GET /api/operations/{id}").get());
    assertEquals(3 * OperationJourney.ACCOUNT_READS + 3, received.get("GET /api/account").get(), "reads and probes");
    double pauses = OperationJourney.PAUSE_SECONDS * load.pauseFactor() * 1000;
    for (UserVisit visit : log.visits()) {
      assertPaused(pauses, visit, load.pauseFactor(), "pauses of one journey, in ms");
    }
  }

  @Test
  void theCrudJourneyIsTheOperationJourneyWithATokenFromThePool() throws Exception {
    LoadParameters load = LoadParameters.stepped(Journey.CRUD, "open", "constant", List.of(2.0), 2, 0, 0.02, null);
    SimulationLog log = run(load);

    Map<String, Long> byName = log.requests().stream()
        .collect(Collectors.groupingBy(RequestRecord::name, Collectors.counting()));
    assertEquals(LoadSpec.DEFAULT_TOKEN_CLIENTS, byName.get(OperationJourney.LOGIN), "token clients log in first");
    List<RequestRecord> measured = log.requests().stream()
        .filter(r -> OperationJourney.CRUD_REQUEST_NAMES.contains(r.name())).toList();
    assertEquals(4 * Journey.CRUD.requestsPerUser(), measured.size(), "2 users/s for 2 s, one CRUD journey each");
    assertTrue(measured.stream().allMatch(RequestRecord::ok));
    assertEquals(OperationJourney.CRUD_REQUEST_NAMES, measured.stream().map(RequestRecord::name).distinct().toList());
    double pauses = Journey.CRUD.pauseSecondsPerUser() * load.pauseFactor() * 1000;
    for (UserVisit visit : log.visits()) {
      assertPaused(pauses, visit, load.pauseFactor(), "pauses of one CRUD journey, in ms");
    }
    assertEquals(4, log.visits().size());
    assertTrue(log.firstUserStarts().containsKey(Journey.CRUD.measuredScenario()));
  }

  @Test
  void thePassthroughLoadIsTheOneTheHarnessAskedFor() throws Exception {
    LoadParameters load = LoadParameters.stepped(Journey.PASSTHROUGH, "open", "levels", List.of(20.0, 40.0), 1, 0,
        0, 7).withLeadIn(1);
    SimulationLog log = run(load);

    Map<String, Long> byName = log.requests().stream()
        .collect(Collectors.groupingBy(RequestRecord::name, Collectors.counting()));
    assertEquals(LoadSpec.DEFAULT_TOKEN_CLIENTS, byName.get(OperationJourney.LOGIN), "token clients log in first");
    long calls = byName.get("Passthrough");
    assertTrue(calls >= 72 && calls <= 73, "a lead-in of 1 s ramping from 5 to 20 users/s (12.5 users), then 20 "
        + "users/s for 1 s and 40 users/s for 1 s, one call each: " + calls);
    assertEquals(calls, delaysAsked.size());
    assertTrue(delaysAsked.stream().allMatch(delay -> delay == 7), "the delay the harness asked for: " + delaysAsked);
    assertTrue(log.firstUserStarts().containsKey(Journey.PASSTHROUGH.measuredScenario()));
  }

  /**
   * The time of a visit outside its requests is its pauses plus the load generator's own work between requests. The
   * 5-10 s pause is uniform: two of them move the pauses by at most 5 s times the pause factor either way. The load
   * generator's work only adds (a few ms a request, more on a busy machine), so it widens the range upwards only.
   */
  private static void assertPaused(double meanPausesMs, UserVisit visit, double pauseFactor, String what) {
    long paused = visit.end() - visit.start() - visit.timeInRequestsMs();
    double random = 5 * pauseFactor * 1000;
    double lowest = meanPausesMs - random - 20;
    double highest = meanPausesMs + random + 20 * OperationJourney.REQUESTS;
    assertTrue(paused >= lowest && paused <= highest,
        () -> what + ": " + paused + ", expected " + Math.round(lowest) + " to " + Math.round(highest));
  }

  private SimulationLog run(LoadParameters load) throws Exception {
    GatlingRunner gatling = new GatlingRunner(Workspace.defaultRoot());
    URI baseUrl = URI.create("http://127.0.0.1:" + stub.getAddress().getPort());
    GatlingRunner.Result result = gatling.run(baseUrl, load, folder, "scenario contract", message -> { }, null,
        null, null);
    assertEquals(0, result.exitCode(), () -> "Gatling's exit code; its output:\n" + output());
    return SimulationLog.read(result.simulationLog());
  }

  private String output() {
    try {
      return java.nio.file.Files.readString(folder.resolve("gatling.out"));
    } catch (IOException e) {
      return e.toString();
    }
  }

  private static final Pattern DELAY = Pattern.compile("\"delay\":\\s*(\\d+)");

  private void answer(HttpExchange exchange) throws IOException {
    String method = exchange.getRequestMethod();
    String path = exchange.getRequestURI().getPath();
    String body = new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
    boolean authenticated = exchange.getRequestHeaders().containsKey("Authorization");
    String endpoint = method + " " + path.replaceAll("/\\d+$", "/{id}");
    received.computeIfAbsent(endpoint, e -> new AtomicInteger()).incrementAndGet();
    exchange.getResponseHeaders().add("Content-Type", "application/json");
    switch (endpoint) {
      case "POST /api/authenticate" -> {
        exchange.getResponseHeaders().add("Authorization", "Bearer stub");
        send(exchange, 200, "{\"id_token\":\"stub\"}");
      }
      case "GET /api/account" -> send(exchange, authenticated ? 200 : 401, "{}");
      case "GET /api/operations" -> send(exchange, 200, "[]");
      case "POST /api/operations" -> {
        exchange.getResponseHeaders().add("Location", "/api/operations/" + ids.incrementAndGet());
        send(exchange, 201, "{}");
      }
      case "GET /api/operations/{id}", "DELETE /api/operations/{id}" -> send(exchange, 200, "{}");
      case "POST /api/passthrough" -> {
        Matcher delay = DELAY.matcher(body);
        delaysAsked.add(delay.find() ? Integer.parseInt(delay.group(1)) : -1);
        send(exchange, 200, "{\"ack\":\"ack\"}");
      }
      default -> send(exchange, 404, "{}");
    }
  }

  private static void send(HttpExchange exchange, int status, String body) throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    exchange.sendResponseHeaders(status, bytes.length);
    exchange.getResponseBody().write(bytes);
    exchange.close();
  }
}

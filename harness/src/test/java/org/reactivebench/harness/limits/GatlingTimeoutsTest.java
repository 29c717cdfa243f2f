package org.reactivebench.harness.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.Limit;

/** The load generator's timeouts, from the scenario's gatling.conf over Gatling's defaults. */
class GatlingTimeoutsTest {

  private static final String DEFAULTS = """
      gatling {
        socket {
          connectTimeout = 10000                  # Timeout in millis for establishing a TCP socket
        }
        http {
          #requestTimeout = 1
          requestTimeout = 60000                  # Timeout in millis for performing an HTTP request
        }
      }
      """;

  @Test
  void theDefaultsHoldWhereTheScenarioSetsNothing() {
    List<Limit> limits = GatlingTimeouts.of("gatling { http { warmUpUrl = \"\" } }", DEFAULTS, true);
    assertEquals(List.of("request timeout of the load generator", "connect timeout of the load generator"),
        limits.stream().map(Limit::name).toList());
    assertEquals("60 s", limits.get(0).value());
    assertEquals("10 s", limits.get(1).value());
    assertTrue(limits.get(0).source().startsWith("Gatling's gatling-defaults.conf"), limits.get(0).source());
    assertFalse(limits.get(0).readBack());
  }

  @Test
  void theScenariosOwnSettingWins() {
    List<Limit> limits = GatlingTimeouts.of("gatling {\n  http {\n    requestTimeout = 2500\n  }\n}\n", DEFAULTS,
        true);
    assertEquals("2.5 s", limits.get(0).value());
    assertEquals("the scenario's gatling.conf (requestTimeout)", limits.get(0).source());
  }

  @Test
  void unreadableDefaultsAreSaid() {
    List<Limit> limits = GatlingTimeouts.of("", "", false);
    assertEquals("not known", limits.get(0).value());
  }

  @Test
  void theBuiltScenarioAndGatlingsJarAreRead() {
    // the scenario module is built before the harness's tests (the reactor order)
    List<Limit> limits = GatlingTimeouts.read(Workspace.defaultRoot().resolve("scenario"));
    assertEquals("60 s", limits.get(0).value(), limits.toString());
  }
}

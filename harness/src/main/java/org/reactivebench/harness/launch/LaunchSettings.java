package org.reactivebench.harness.launch;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.reactivebench.harness.variant.Setup;

/**
 * How the harness's settings reach a variant: where to listen, the database, the JWT secret, the scheduler, the
 * downstream service. The nine hand-written variants take {@code --key=value} arguments and {@code BENCH_JWT_SECRET};
 * the generated JHipster rows take JHipster's environment variables.
 *
 * @param arguments the program arguments after {@code -jar <jar>}
 * @param environment environment variables (secrets stay out of the command line)
 * @param readinessPath a path that must answer 200 before the variant counts as ready, besides the 401 of
 *     {@code /api/account}; null when that 401 is enough
 */
record LaunchSettings(List<String> arguments, Map<String, String> environment, String readinessPath) {

  /**
   * @param database the Spring properties that point at the database ({@code spring.datasource.*} or
   *     {@code spring.data.mongodb.uri})
   * @param downstreamUrl the downstream service's base URL, or null when none runs
   */
  static LaunchSettings of(Setup setup, int port, Map<String, String> database, String jwtSecret,
      String downstreamUrl) {
    return setup.variant().launch().equals("jhipster") ? JHipsterSettings.of(setup, port, database, jwtSecret)
        : bench(setup, port, database, jwtSecret, downstreamUrl);
  }

  private static LaunchSettings bench(Setup setup, int port, Map<String, String> database, String jwtSecret,
      String downstreamUrl) {
    List<String> arguments = new ArrayList<>();
    Map<String, String> environment = new LinkedHashMap<>();
    arguments.add("--server.port=" + port);
    arguments.add("--server.address=127.0.0.1");
    database.forEach((key, value) -> {
      if (value.isEmpty()) {
        // Spring Boot 1.5 refuses "--key=" ("Invalid argument syntax"): an empty value (a root user without a
        // password) goes through the environment, which every Boot version binds
        environment.put(key.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_'), value);
      } else {
        arguments.add("--" + key + "=" + value);
      }
    });
    if (setup.scheduler() != null) {
      arguments.add("--bench.scheduler=" + setup.scheduler());
    }
    if (downstreamUrl != null) {
      arguments.add("--bench.downstream.url=" + downstreamUrl);
    }
    if (setup.client() != null) {
      arguments.add("--bench.downstream.client=" + setup.client());
    }
    environment.put("BENCH_JWT_SECRET", jwtSecret);
    return new LaunchSettings(arguments, environment, null);
  }
}

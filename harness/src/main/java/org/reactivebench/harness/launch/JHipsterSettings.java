package org.reactivebench.harness.launch;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.reactivebench.harness.variant.Setup;

/**
 * The settings of a generated JHipster app, the way JHipster documents them: environment variables over its
 * {@code prod} profile. The SQL rows are generated for MariaDB (its driver, {@code jdbc:mariadb://}); Boot 4 reads
 * the Mongo URI from {@code SPRING_MONGODB_URI} only. Fairness with the nine: logging at WARN, and a Mongo pool of 10
 * connections ({@code maxPoolSize} in the URI; the generated app would take the driver's 100), as the nine's; Hikari
 * and the R2DBC pool are 10 as generated. Boot's MongoDB health indicator is off (it fails on mongo-java-server, and
 * the harness's readiness probe does not use it).
 *
 * <p>Ready is Boot's own readiness state as well as the 401: the Mongo rows create their users in a Mongock
 * migration that runs as an {@code ApplicationRunner}, after the port is open, and Boot reports
 * {@code ACCEPTING_TRAFFIC} only once the runners are done. Without it the first admin login of the contract suite
 * once met "User admin was not found" (run 20261123-171259-capacity).
 */
final class JHipsterSettings {

  private static final Pattern PACKAGE = Pattern.compile("\"packageName\"\\s*:\\s*\"([a-z0-9_.]+)\"");

  /** Boot's readiness probe under JHipster's management path: its group holds the readiness state alone. */
  static final String READINESS = "/management/health/readiness";

  private JHipsterSettings() {}

  static LaunchSettings of(Setup setup, int port, Map<String, String> database, String jwtSecret) {
    Map<String, String> environment = new LinkedHashMap<>();
    environment.put("SPRING_PROFILES_ACTIVE", "prod");
    environment.put("SERVER_PORT", Integer.toString(port));
    environment.put("SERVER_ADDRESS", "127.0.0.1");
    environment.put("JHIPSTER_SECURITY_AUTHENTICATION_JWT_BASE64_SECRET", jwtSecret);
    environment.put("LOGGING_LEVEL_ROOT", "WARN");
    environment.put("LOGGING_LEVEL_TECH_JHIPSTER", "WARN");
    packageName(setup.variant().folder()).ifPresent(name ->
        environment.put("LOGGING_LEVEL_" + name.toUpperCase(Locale.ROOT).replace('.', '_'), "WARN"));
    String jdbcUrl = database.get("spring.datasource.url") == null ? null
        : database.get("spring.datasource.url").replaceFirst("^jdbc:mysql:", "jdbc:mariadb:");
    if (jdbcUrl != null) {
      String user = database.get("spring.datasource.username");
      String password = database.get("spring.datasource.password");
      environment.put("SPRING_DATASOURCE_URL", jdbcUrl);
      environment.put("SPRING_DATASOURCE_USERNAME", user);
      environment.put("SPRING_DATASOURCE_PASSWORD", password);
      environment.put("SPRING_LIQUIBASE_URL", jdbcUrl);
      environment.put("SPRING_LIQUIBASE_USER", user);
      environment.put("SPRING_LIQUIBASE_PASSWORD", password);
      environment.put("SPRING_R2DBC_URL", r2dbcUrl(jdbcUrl));
      environment.put("SPRING_R2DBC_USERNAME", user);
      environment.put("SPRING_R2DBC_PASSWORD", password);
    }
    String mongoUri = database.get("spring.data.mongodb.uri");
    if (mongoUri != null) {
      environment.put("SPRING_MONGODB_URI", withPoolOf10(mongoUri));
      environment.put("MANAGEMENT_HEALTH_MONGODB_ENABLED", "false");
    }
    if ("virtual".equals(setup.threads())) {
      environment.put("SPRING_THREADS_VIRTUAL_ENABLED", "true");
    }
    return new LaunchSettings(List.of(), environment, READINESS);
  }

  /**
   * The app's own package, from the generator's {@code .yo-rc.json}: its prod profile logs it at INFO, so it needs
   * its own WARN.
   */
  static Optional<String> packageName(Path folder) {
    try {
      Matcher name = PACKAGE.matcher(Files.readString(folder.resolve(".yo-rc.json")));
      return name.find() ? Optional.of(name.group(1)) : Optional.empty();
    } catch (IOException missing) {
      return Optional.empty();
    }
  }

  /** The Mongo URI with a pool of 10 connections, unless it sets one itself. */
  static String withPoolOf10(String uri) {
    if (uri.contains("maxPoolSize=")) {
      return uri;
    }
    return uri + (uri.contains("?") ? "&" : "?") + "maxPoolSize=10";
  }

  /** The R2DBC URL of the same schema: {@code r2dbc:mariadb://host:port/schema}, without the JDBC parameters. */
  static String r2dbcUrl(String jdbcUrl) {
    String withoutScheme = jdbcUrl.replaceFirst("^jdbc:[a-z]+://", "");
    int parameters = withoutScheme.indexOf('?');
    return "r2dbc:mariadb://" + (parameters < 0 ? withoutScheme : withoutScheme.substring(0, parameters));
  }
}

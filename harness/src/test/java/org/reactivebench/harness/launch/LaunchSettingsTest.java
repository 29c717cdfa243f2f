package org.reactivebench.harness.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.Variant;

class LaunchSettingsTest {

  static final Variant SPRING4 = new Variant("mysql-spring4", Path.of("mysql-spring4"), "mysql", "1.5.22", "4.3",
      "tomcat", "none", List.of(), "", "", List.of("rest-template"), List.of("platform"), List.of(),
      Variant.JHIPSTER4, "target/mysql-spring4.jar", "bench", "");

  /** An external server's root user may have no password; Spring Boot 1.5 refuses "--spring.datasource.password=". */
  @Test
  void anEmptyValueGoesThroughTheEnvironmentNotTheCommandLine() {
    Map<String, String> database = new LinkedHashMap<>();
    database.put("spring.datasource.url", "jdbc:mysql://127.0.0.1:3306/matrix_1");
    database.put("spring.datasource.username", "root");
    database.put("spring.datasource.password", "");
    LaunchSettings settings = LaunchSettings.of(Setup.of(SPRING4), 8080, database, "c2VjcmV0", "http://127.0.0.1:9");
    assertTrue(settings.arguments().contains("--spring.datasource.username=root"), settings.arguments().toString());
    assertTrue(settings.arguments().stream().noneMatch(a -> a.startsWith("--spring.datasource.password")),
        settings.arguments().toString());
    assertEquals("", settings.environment().get("SPRING_DATASOURCE_PASSWORD"));
    assertTrue(settings.arguments().contains("--bench.downstream.url=http://127.0.0.1:9"));
  }
}

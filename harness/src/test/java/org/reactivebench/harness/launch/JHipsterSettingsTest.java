package org.reactivebench.harness.launch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.Variant;

class JHipsterSettingsTest {

  static Variant generated(String database) {
    return new Variant("jhipster-" + database, Path.of("jhipster-" + database), database, "4.1.1", "7.0", "tomcat",
        "none", List.of(), "", "", List.of(), List.of("platform", "virtual"), List.of(25, 21), Variant.JHIPSTER9,
        "target/app.jar", "jhipster", "generator-jhipster 9.4.0");
  }

  @Test
  void sqlRowsGetTheMariaDbDriversUrlsForTheAppLiquibaseAndR2dbc() {
    Map<String, String> environment = JHipsterSettings.of(new Setup(generated("mysql"), null, null, "virtual", null),
        8080, Map.of("spring.datasource.url", "jdbc:mysql://127.0.0.1:3306/matrix_1?useSSL=false",
            "spring.datasource.username", "bench", "spring.datasource.password", "bench"), "c2VjcmV0").environment();
    assertEquals("jdbc:mariadb://127.0.0.1:3306/matrix_1?useSSL=false", environment.get("SPRING_DATASOURCE_URL"));
    assertEquals("jdbc:mariadb://127.0.0.1:3306/matrix_1?useSSL=false", environment.get("SPRING_LIQUIBASE_URL"));
    assertEquals("r2dbc:mariadb://127.0.0.1:3306/matrix_1", environment.get("SPRING_R2DBC_URL"));
    assertEquals("true", environment.get("SPRING_THREADS_VIRTUAL_ENABLED"));
    assertEquals("8080", environment.get("SERVER_PORT"));
    assertEquals("WARN", environment.get("LOGGING_LEVEL_ROOT"));
  }

  @Test
  void aGeneratedRowIsReadyOnlyWhenBootSaysItAcceptsTraffic() {
    LaunchSettings generated = LaunchSettings.of(Setup.of(generated("mongo")), 8080,
        Map.of("spring.data.mongodb.uri", "mongodb://127.0.0.1:27017/matrix_1"), "c2VjcmV0", null);
    assertEquals("/management/health/readiness", generated.readinessPath());
  }

  @Test
  void theAppsOwnPackageLogsAtWarnToo(@org.junit.jupiter.api.io.TempDir Path folder) throws Exception {
    java.nio.file.Files.writeString(folder.resolve(".yo-rc.json"),
        "{\"generator-jhipster\": {\"packageName\": \"org.reactivebench.jhipster.mysql\"}}");
    assertEquals(java.util.Optional.of("org.reactivebench.jhipster.mysql"), JHipsterSettings.packageName(folder));
  }

  @Test
  void mongoRowsGetAPoolOfTenAsTheNine() {
    Map<String, String> environment = JHipsterSettings.of(Setup.of(generated("mongo")), 8080,
        Map.of("spring.data.mongodb.uri", "mongodb://127.0.0.1:27017/matrix_1"), "c2VjcmV0").environment();
    assertEquals("mongodb://127.0.0.1:27017/matrix_1?maxPoolSize=10", environment.get("SPRING_MONGODB_URI"));
    assertEquals("false", environment.get("MANAGEMENT_HEALTH_MONGODB_ENABLED"));
    assertFalse(environment.containsKey("SPRING_THREADS_VIRTUAL_ENABLED"));
  }
}

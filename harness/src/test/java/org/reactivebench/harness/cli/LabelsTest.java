package org.reactivebench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.harness.variant.VariantCatalog;

/** Variant names and options become labels: a variant with the choices it runs with. */
class LabelsTest {

  @TempDir
  Path root;

  VariantCatalog catalog;

  @BeforeEach
  void manifests() throws Exception {
    manifest("mysql-spring4", "schedulers=", "clients=rest-template");
    manifest("mysql-spring5-reactive-rest", "schedulers=bounded-elastic,parallel,elastic",
        "clients=rest-template,web-client");
    manifest("jhipster-mysql", "schedulers=", "threads=platform,virtual", "jdk=25,21");
    catalog = VariantCatalog.discover(root);
  }

  private void manifest(String name, String... extra) throws Exception {
    Path folder = Files.createDirectories(root.resolve(name));
    Files.writeString(folder.resolve(VariantCatalog.MANIFEST), String.join("\n", "name=" + name, "database=mysql",
        "spring-boot=2.7.18", "spring=5.3", "server=tomcat", "reactive=none", String.join("\n", extra), ""));
  }

  private List<String> labels(CommonOptions options, String... names) {
    return options.setups(catalog, List.of(names)).stream().map(Setup::label).toList();
  }

  @Test
  void aPlainNameRunsWithItsDefaults() {
    assertEquals(List.of("mysql-spring4", "mysql-spring5-reactive-rest[bounded-elastic]", "jhipster-mysql"),
        labels(new CommonOptions(), "mysql-spring4", "mysql-spring5-reactive-rest", "jhipster-mysql"));
  }

  @Test
  void optionsMultiplyTheLabelsOfTheVariantsThatHaveTheChoice() {
    CommonOptions options = new CommonOptions();
    options.schedulers = List.of("parallel", "elastic");
    options.clients = List.of("rest-template", "web-client");
    assertEquals(List.of("mysql-spring4", "mysql-spring5-reactive-rest[parallel]",
        "mysql-spring5-reactive-rest[parallel,web-client]", "mysql-spring5-reactive-rest[elastic]",
        "mysql-spring5-reactive-rest[elastic,web-client]"),
        labels(options, "mysql-spring4", "mysql-spring5-reactive-rest"));
  }

  @Test
  void databaseLatenciesRunEachLabelOncePerLatency() {
    CommonOptions options = new CommonOptions();
    options.dbLatencies = List.of(0.0, 5.0, 0.5);
    assertEquals(List.of("mysql-spring4[db0ms]", "mysql-spring4[db5ms]", "mysql-spring4[db0.5ms]",
        "mysql-spring5-reactive-rest[bounded-elastic,db0ms]", "mysql-spring5-reactive-rest[bounded-elastic,db5ms]",
        "mysql-spring5-reactive-rest[bounded-elastic,db0.5ms]"),
        labels(options, "mysql-spring4", "mysql-spring5-reactive-rest"));
    assertEquals(List.of("mysql-spring5-reactive-rest[parallel,db0ms]", "mysql-spring5-reactive-rest[parallel,db5ms]",
        "mysql-spring5-reactive-rest[parallel,db0.5ms]"), labels(options, "mysql-spring5-reactive-rest[parallel]"));
  }

  @Test
  void aLatencyInBracketsIsOneLabel() {
    List<Setup> setups = new CommonOptions().setups(catalog, List.of("jhipster-mysql[virtual-threads,db20ms]"));
    assertEquals(1, setups.size());
    assertEquals("jhipster-mysql[virtual-threads,db20ms]", setups.get(0).label());
    assertEquals(20.0, setups.get(0).dbLatencyMs());
    assertEquals("jhipster-mysql_virtual-threads_db20ms_", setups.get(0).fileName());
  }

  @Test
  void choicesInBracketsNameOneLabel() {
    assertEquals(List.of("mysql-spring5-reactive-rest[elastic,web-client]", "jhipster-mysql[virtual-threads]",
        "mysql-spring4[jdk25]", "mysql-spring5-reactive-rest[bounded-elastic]"),
        labels(new CommonOptions(), "mysql-spring5-reactive-rest[web-client,elastic]",
            "jhipster-mysql[virtual-threads]", "mysql-spring4[jdk25]", "mysql-spring5-reactive-rest[rest-template]"));
  }

  @Test
  void aChoiceTheVariantDoesNotHaveIsAnError() {
    IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
        () -> labels(new CommonOptions(), "mysql-spring4[virtual-threads]"));
    assertEquals("mysql-spring4[virtual-threads]: unknown choice 'virtual-threads'; mysql-spring4 knows schedulers [], "
        + "clients [rest-template], threads [platform-threads], jdkNN and dbNms", error.getMessage());
  }
}

package org.reactivebench.harness.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class VariantCatalogTest {

  @TempDir
  Path root;

  void variant(String name, String database, String boot, String reactive, String schedulers) throws IOException {
    Path folder = Files.createDirectories(root.resolve(name));
    Files.writeString(folder.resolve(VariantCatalog.MANIFEST), String.join("\n",
        "name=" + name, "database=" + database, "spring-boot=" + boot, "spring=x", "server=tomcat",
        "reactive=" + reactive, "schedulers=" + schedulers, "baseline=", "description=d"));
  }

  @Test
  void discoversFoldersWithAManifestInAxisOrder() throws IOException {
    variant("mongo-spring5", "mongo", "2.7.18", "none", "");
    variant("mysql-spring5-reactive-rest", "mysql", "2.7.18", "rest", "parallel, bounded-elastic");
    variant("mysql-spring5", "mysql", "2.7.18", "none", "");
    variant("mysql-spring4", "mysql", "1.5.22", "none", "");
    Files.createDirectories(root.resolve("harness"));

    List<Variant> all = VariantCatalog.discover(root).all();

    assertEquals(List.of("mysql-spring4", "mysql-spring5", "mysql-spring5-reactive-rest", "mongo-spring5"),
        all.stream().map(Variant::name).toList());
    Variant rest = all.get(2);
    assertEquals(List.of("parallel", "bounded-elastic"), rest.schedulers());
    assertTrue(rest.wrapsBlockingCalls());
    assertEquals(root.resolve("mysql-spring4/target/mysql-spring4.jar"), all.get(0).jar());
  }

  @Test
  void selectsByNameAndRejectsUnknownNames() throws IOException {
    variant("mysql-spring4", "mysql", "1.5.22", "none", "");
    variant("mysql-spring5", "mysql", "2.7.18", "none", "");
    VariantCatalog catalog = VariantCatalog.discover(root);

    assertEquals(2, catalog.select(List.of()).size());
    assertEquals("mysql-spring5", catalog.select(List.of("mysql-spring5")).get(0).name());
    IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
        () -> catalog.select(List.of("mysql-spring6")));
    assertTrue(error.getMessage().contains("mysql-spring6"), error.getMessage());
  }

  @Test
  void aManifestMustNameItsFolderAndItsAxes() throws IOException {
    variant("mysql-spring4", "mysql", "1.5.22", "none", "");
    Files.writeString(root.resolve("mysql-spring4").resolve(VariantCatalog.MANIFEST), "name=other\n");
    IllegalStateException error = assertThrows(IllegalStateException.class,
        () -> VariantCatalog.read(root.resolve("mysql-spring4")));
    assertTrue(error.getMessage().contains("must equal the folder name"), error.getMessage());
  }

  @Test
  void aBrokenManifestLeavesOnlyThatFolderOut() throws IOException {
    variant("mysql-spring4", "mysql", "1.5.22", "none", "");
    variant("mysql-spring5", "mysql", "2.7.18", "none", "");
    Files.writeString(root.resolve("mysql-spring5").resolve(VariantCatalog.MANIFEST), "name=mysql-spring5\n");
    assertEquals(List.of("mysql-spring4"), VariantCatalog.discover(root).all().stream().map(Variant::name).toList());
  }
}

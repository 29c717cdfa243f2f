package org.reactivebench.harness.limits;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Spring Boot's defaults, read from the configuration metadata of the Boot jars inside an executable jar. */
class BootDefaultsTest {

  private static final String METADATA = """
      {"properties": [
        {"name": "server.tomcat.max-connections", "type": "java.lang.Integer", "defaultValue": 8192},
        {"name": "server.tomcat.connection-timeout", "type": "java.time.Duration"},
        {"name": "server.tomcat.accept-count", "type": "java.lang.Integer", "defaultValue": 100},
        {"name": "server.tomcat.threads.max", "defaultValue": 200}
      ]}
      """;

  @Test
  void theNamedPropertiesDefaultsAreReadFromTheNestedBootJars(@TempDir Path folder) throws IOException {
    Path jar = folder.resolve("app.jar");
    try (ZipOutputStream app = new ZipOutputStream(Files.newOutputStream(jar))) {
      entry(app, "BOOT-INF/lib/spring-boot-autoconfigure-2.7.18.jar", nestedJar(METADATA));
      // a library that is not Spring Boot's is not read, even with metadata
      entry(app, "BOOT-INF/lib/other-1.0.jar", nestedJar(METADATA.replace("8192", "1")));
    }
    Map<String, String> defaults = BootDefaults.read(jar, List.of("server.tomcat.max-connections",
        "server.tomcat.connection-timeout", "server.tomcat.accept-count"));
    // no default for the connection timeout: the server's own applies; threads.max was not asked for
    assertEquals(Map.of("server.tomcat.max-connections", "8192", "server.tomcat.accept-count", "100"), defaults);
  }

  @Test
  void aMissingJarHasNoDefaults(@TempDir Path folder) {
    assertEquals(Map.of(), BootDefaults.read(folder.resolve("missing.jar"), VariantLimits.PROPERTIES));
  }

  private static byte[] nestedJar(String metadata) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream nested = new ZipOutputStream(bytes)) {
      entry(nested, "META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n".getBytes(StandardCharsets.UTF_8));
      entry(nested, BootDefaults.METADATA, metadata.getBytes(StandardCharsets.UTF_8));
    }
    return bytes.toByteArray();
  }

  private static void entry(ZipOutputStream zip, String name, byte[] content) throws IOException {
    zip.putNextEntry(new ZipEntry(name));
    OutputStream out = zip;
    out.write(content);
    zip.closeEntry();
  }
}

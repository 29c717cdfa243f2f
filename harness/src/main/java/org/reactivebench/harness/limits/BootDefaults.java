package org.reactivebench.harness.limits;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Enumeration;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;

/**
 * The defaults Spring Boot gives its properties, read from the configuration metadata inside the variant's own
 * executable jar ({@code META-INF/spring-configuration-metadata.json} of each {@code BOOT-INF/lib/spring-boot*.jar}):
 * the values of the Boot version the variant really runs, with no table of versions to keep. A property without a
 * default there ({@code server.tomcat.connection-timeout}) is left to the server itself.
 */
public final class BootDefaults {

  static final String METADATA = "META-INF/spring-configuration-metadata.json";
  private static final ObjectMapper JSON = new ObjectMapper();

  private BootDefaults() {}

  /** The defaults of the named properties that the jar's Boot metadata gives one; empty where it cannot be read. */
  public static Map<String, String> read(Path executableJar, Collection<String> names) {
    Map<String, String> defaults = new TreeMap<>();
    if (!Files.isRegularFile(executableJar)) {
      return defaults;
    }
    try (ZipFile jar = new ZipFile(executableJar.toFile())) {
      Enumeration<? extends ZipEntry> entries = jar.entries();
      while (entries.hasMoreElements()) {
        ZipEntry entry = entries.nextElement();
        if (entry.getName().matches("BOOT-INF/lib/spring-boot[a-z-]*-\\d[^/]*\\.jar")) {
          try (ZipInputStream nested = new ZipInputStream(jar.getInputStream(entry))) {
            for (ZipEntry inner = nested.getNextEntry(); inner != null; inner = nested.getNextEntry()) {
              if (inner.getName().equals(METADATA)) {
                defaults.putAll(fromMetadata(nested, names));
              }
            }
          }
        }
      }
    } catch (IOException e) {
      return Map.of();
    }
    return defaults;
  }

  /** The {@code defaultValue} of each named property in one metadata file. */
  static Map<String, String> fromMetadata(InputStream metadata, Collection<String> names) throws IOException {
    Map<String, String> defaults = new TreeMap<>();
    JsonNode properties = JSON.readTree(new NonClosing(metadata)).path("properties");
    for (JsonNode property : properties) {
      String name = property.path("name").asText();
      JsonNode value = property.get("defaultValue");
      if (names.contains(name) && value != null && !value.isNull() && !value.isContainerNode()) {
        defaults.put(name, value.asText());
      }
    }
    return defaults;
  }

  /** Keeps the nested jar's stream open when the JSON parser is done with one entry. */
  private static final class NonClosing extends java.io.FilterInputStream {
    NonClosing(InputStream in) {
      super(in);
    }

    @Override
    public void close() {
    }
  }
}

package org.reactivebench.loadspec;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;

/** The load specification as one JSON file: the harness writes it, the scenario reads it. */
public final class LoadSpecFile {

  /** The system property that names the file, given to the Gatling JVM. */
  public static final String PROPERTY = "loadSpec";

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private LoadSpecFile() {}

  public static void write(LoadSpec spec, Path file) throws IOException {
    JSON.writeValue(file.toFile(), spec);
  }

  public static LoadSpec read(Path file) throws IOException {
    return JSON.readValue(file.toFile(), LoadSpec.class);
  }

  /**
   * The load of this Gatling JVM: the file named by {@code -DloadSpec}; without it (a by-hand run), the
   * {@link LoadSpec#byHand by-hand load} of the journey against {@code -DbaseUrl}.
   */
  public static LoadSpec ofThisRun(Journey journey) {
    String file = System.getProperty(PROPERTY);
    if (file == null || file.isBlank()) {
      return LoadSpec.byHand(journey, System.getProperty("baseUrl", "http://127.0.0.1:8080"));
    }
    try {
      LoadSpec spec = read(Path.of(file));
      if (spec.journey() != journey) {
        throw new IllegalArgumentException(file + " specifies the " + spec.journey().id() + " journey, not "
            + journey.id());
      }
      return spec;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the load specification " + file, e);
    }
  }
}

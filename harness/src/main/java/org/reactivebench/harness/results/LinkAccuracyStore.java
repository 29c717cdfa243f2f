package org.reactivebench.harness.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.nio.file.Path;

/** Reads and writes a run's {@link LinkAccuracy#FILE}, whole or not at all, in the summaries' JSON style. */
public final class LinkAccuracyStore {

  private static final ObjectMapper JSON = new ObjectMapper()
      .registerModule(new JavaTimeModule())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .enable(SerializationFeature.INDENT_OUTPUT);

  private LinkAccuracyStore() {}

  /** @return the file written, {@code <runFolder>/link-accuracy.json} */
  public static Path write(LinkAccuracy accuracy, Path runFolder) throws IOException {
    Path file = runFolder.resolve(LinkAccuracy.FILE);
    SummaryStore.writeAtomically(file, JSON.writeValueAsString(accuracy) + "\n");
    return file;
  }

  public static LinkAccuracy read(Path file) throws IOException {
    return JSON.readValue(file.toFile(), LinkAccuracy.class);
  }
}

package org.reactivebench.harness.results;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Reads and writes summaries and reports; a file is written whole or not at all (temporary file, then move). */
public final class SummaryStore {

  public static final String SUMMARY_FILE = "summary.json";
  /** Present in a result folder whose measured run did not finish (interrupted, or the harness failed). */
  public static final String INCOMPLETE_MARKER = "INCOMPLETE";

  private static final ObjectMapper JSON = new ObjectMapper()
      .registerModule(new JavaTimeModule())
      .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
      .enable(SerializationFeature.INDENT_OUTPUT);

  private SummaryStore() {}

  public static void write(Summary summary, Path runFolder) throws IOException {
    writeAtomically(runFolder.resolve(SUMMARY_FILE), JSON.writeValueAsString(summary) + "\n");
  }

  /** Marks a result folder as holding a run that has not finished yet; delete the marker once it has. */
  public static Path markIncomplete(Path runFolder) throws IOException {
    Files.createDirectories(runFolder);
    return Files.writeString(runFolder.resolve(INCOMPLETE_MARKER),
        "This measured run did not finish (interrupted or failed): its figures are missing or partial.\n");
  }

  public static Summary read(Path summaryFile) throws IOException {
    return JSON.readValue(summaryFile.toFile(), Summary.class);
  }

  public static void write(Headroom headroom, Path runFolder) throws IOException {
    writeAtomically(runFolder.resolve(Headroom.FILE), JSON.writeValueAsString(headroom) + "\n");
  }

  public static Headroom readHeadroom(Path file) throws IOException {
    return JSON.readValue(file.toFile(), Headroom.class);
  }

  public static void writeAtomically(Path file, String content) throws IOException {
    Files.createDirectories(file.getParent());
    Path partial = file.resolveSibling(file.getFileName() + ".partial");
    Files.writeString(partial, content, StandardCharsets.UTF_8);
    Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
  }
}

package org.reactivebench.harness.load;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Comparator;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.reactivebench.harness.results.SimulationLog;

/**
 * Follows the {@code simulation.log} Gatling is writing under a results folder: each call reads the lines written
 * since the last one (Gatling writes it in buffered chunks: a line is read once it is whole). Logs already in the
 * folder when it was created are an earlier run's (a label stepped again lower writes into the same folder), never
 * this one's.
 */
final class LogTail {

  private final Path resultsFolder;
  private final SimulationLog.Lines lines = new SimulationLog.Lines();
  private final Set<Path> earlier;
  private Path file;
  private long position;

  LogTail(Path resultsFolder) throws IOException {
    this.resultsFolder = resultsFolder;
    this.earlier = logs().collect(Collectors.toSet());
  }

  /** Reads what was added; returns the log so far, or empty while Gatling has not written a RUN line. */
  Optional<SimulationLog> read() throws IOException {
    if (file == null) {
      file = newestLog().orElse(null);
      if (file == null) {
        return Optional.empty();
      }
    }
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
      long size = channel.size();
      if (size > position) {
        ByteBuffer buffer = ByteBuffer.allocate((int) Math.min(size - position, 64L << 20));
        channel.read(buffer, position);
        byte[] bytes = buffer.array();
        int lastNewline = buffer.position() - 1;
        while (lastNewline >= 0 && bytes[lastNewline] != '\n') {
          lastNewline--;
        }
        if (lastNewline >= 0) {
          position += lastNewline + 1;
          new String(bytes, 0, lastNewline, StandardCharsets.UTF_8).lines().filter(line -> !line.isBlank())
              .forEach(lines::add);
        }
      }
    }
    return lines.hasRun() ? Optional.of(lines.log()) : Optional.empty();
  }

  private Optional<Path> newestLog() throws IOException {
    return logs().filter(log -> !earlier.contains(log)).max(Comparator.comparing(Path::toString));
  }

  private Stream<Path> logs() throws IOException {
    if (!Files.isDirectory(resultsFolder)) {
      return Stream.empty();
    }
    try (Stream<Path> folders = Files.list(resultsFolder)) {
      return folders.map(folder -> folder.resolve("simulation.log")).filter(Files::isRegularFile).toList().stream();
    }
  }
}

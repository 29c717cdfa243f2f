package org.reactivebench.harness.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One stop-the-world pause of a JVM's garbage collector (a variant's, Gatling's, the embedded Mongo server's), as the
 * GC log each writes says
 * ({@code -Xlog:gc:file=...:timemillis}, {@link org.reactivebench.harness.launch.JvmFlags#gcLog}): when it ended,
 * which pause, how long, and the heap after it in MB (-1 where the line gives none).
 *
 * <pre>
 * [1764045123456ms] GC(12) Pause Young (Normal) (G1 Evacuation Pause) 130M-&gt;21M(1024M) 2.345ms
 * [1764045123999ms] GC(13) Pause Remark 300M-&gt;300M(1024M) 1.021ms
 * </pre>
 */
public record GcPause(long epochMs, String kind, double ms, long heapAfterMb) {

  private static final Pattern PAUSE = Pattern.compile(
      "^\\[(\\d+)ms\\] GC\\(\\d+\\) (Pause [A-Za-z]+(?: \\((?:[^()]|\\(\\))*\\))*)(?: (\\d+)M->(\\d+)M\\(\\d+M\\))? "
          + "([0-9.]+)ms$");

  /** The pause a log line reports, or null for any other line (concurrent phases, heap summaries, ...). */
  public static GcPause parse(String line) {
    Matcher pause = PAUSE.matcher(line.strip());
    if (!pause.matches()) {
      return null;
    }
    return new GcPause(Long.parseLong(pause.group(1)), pause.group(2), Double.parseDouble(pause.group(5)),
        pause.group(4) == null ? -1 : Long.parseLong(pause.group(4)));
  }

  /** Every pause of a GC log; none if the file is not there. */
  public static List<GcPause> read(Path log) throws IOException {
    List<GcPause> pauses = new ArrayList<>();
    if (log == null || !Files.exists(log)) {
      return pauses;
    }
    for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
      GcPause pause = parse(line);
      if (pause != null) {
        pauses.add(pause);
      }
    }
    return pauses;
  }

  /** Every pause of a GC log, or null after telling {@code warning} why it could not be read. */
  public static List<GcPause> readOrWarn(Path log, java.util.function.Consumer<String> warning) {
    try {
      return read(log);
    } catch (IOException | RuntimeException unreadable) {
      warning.accept("its GC log could not be read (" + unreadable.getMessage() + ")");
      return null;
    }
  }
}

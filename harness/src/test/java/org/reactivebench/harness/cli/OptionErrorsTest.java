package org.reactivebench.harness.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.reactivebench.harness.Matrix;

/** A wrong option is answered with a message that names it, exit code 2, before anything starts. */
class OptionErrorsTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "run --users 0 | --users must be at least 1, was 0",
      "run --repeat 0 | --repeat must be at least 1, was 0",
      "run --ramp -1 | --ramp must be at least 0, was -1.0",
      "run --pause-factor -0.5 | --pause-factor must be at least 0, was -0.5",
      "run --rate 0 | --rate must be more than 0, was 0.0",
      "run --model sideways | --model must be one of open, closed, was sideways",
      "run --rate 5 --levels 1,2 | --rate and --levels each shape the load: give one of them",
      "run --steps 5 --start 1 | --steps, --start and --increment go together: give all three",
      "run --profile fast | --profile: unknown profile 'fast'; known: smoke, quick, paper, capacity",
      "run --capacity 3 | --capacity and --phase-seconds shape the phases of the overload and soak profiles",
      "run --warm-up 10 | --warm-up bounds the warm-up of a calibrated profile",
      "run --profile overload --capacity fast | --capacity takes journeys/s (e.g. 28.5) or LABEL=journeys/s",
      "run --profile soak --capacity 0 | --capacity must be more than 0 journeys/s, was '0'",
      "run --profile soak --capacity 3 --capacity 4 | --capacity: one capacity for all labels, was given two",
      "run mysql-spring5 --profile overload --capacity mongo-spring5=3 | --capacity: 'mongo-spring5' is not a label of this run; its labels: mysql-spring5",
      "run no-such-variant | unknown variant 'no-such-variant'",
      "run mysql-spring5 --baseline mongo-spring5 | --baseline: 'mongo-spring5' is not a label of this run; its labels: mysql-spring5",
      "run mysql-spring5 --db-black-hole-after 10 | --db-black-hole-after needs --db-latency",
      "run mysql-spring5 --db-latency 1 --db-black-hole-after 10 --db-spike-after 20 | give one fault on the database link a run",
      "run --contract-checks some | --contract-checks must be one of all, load, was some",
      "run --db-latency -1 | --db-latency must be a number of milliseconds from 0 to 2000, was -1.0",
      "verify --db-latency 5 --mongo-uri mongodb+srv://cluster.example/ | --db-latency needs a database URL with one host:port",
      "run 'mysql-spring5[warp-drive]' | mysql-spring5[warp-drive]: unknown choice 'warp-drive'",
      "run --target-url http://127.0.0.1:1 | --target-url needs --label",
      "run --label mongo-spring5 | --label names the app at --target-url",
      "run --target-url ftp://127.0.0.1:1 --label mongo-spring5 | --target-url takes an http(s) URL with a host",
      "run --target-url http://127.0.0.1:1 --label mongo-spring5 --profile capacity | cannot take the capacity profile",
      "run --target-url http://127.0.0.1:1 --label mongo-spring5 --db-latency 5 | cannot take --db-latency",
      "run --target-url http://127.0.0.1:1 --label no-such-variant | unknown variant 'no-such-variant'",
      "run --target-url http://127.0.0.1:1 --label mongo-spring5 --profile smoke | --target-url: nothing answered at http://127.0.0.1:1"})
  void theMessageNamesTheOption(String commandLine, String message) {
    PrintStream originalErr = System.err;
    ByteArrayOutputStream printed = new ByteArrayOutputStream();
    int exitCode;
    try {
      System.setErr(new PrintStream(printed, true, StandardCharsets.UTF_8));
      exitCode = Matrix.execute(commandLine.replace("'", "").split(" "));
    } finally {
      System.setErr(originalErr);
    }
    String error = printed.toString(StandardCharsets.UTF_8);
    assertEquals(2, exitCode, error);
    assertTrue(error.contains(message), error);
  }
}

package org.reactivebench.dbproxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ArgumentsTest {

    @Test
    void asTheHarnessPassesThem() {
        Arguments arguments = Arguments.parse(new String[] {
                "--target", "127.0.0.1:3306", "--latency-ms", "0.5", "--port", "13306", "--control-port", "18091"});

        assertEquals(new Arguments("127.0.0.1", 3306, new BigDecimal("0.5"), 13306, 18091), arguments);
    }

    @Test
    void withEqualsSignsAndInAnyOrder() {
        Arguments arguments = Arguments.parse(new String[] {
                "--port=0", "--latency-ms=20", "--control-port=0", "--target=db.local:27017"});

        assertEquals(new Arguments("db.local", 27017, new BigDecimal("20"), 0, 0), arguments);
    }

    @Test
    void portsAreFreeOnesWhenNotGiven() {
        Arguments arguments = Arguments.parse(new String[] {"--target", "localhost:3306", "--latency-ms", "0"});

        assertEquals(0, arguments.port());
        assertEquals(0, arguments.controlPort());
        assertEquals(0, arguments.latencyMs().signum());
    }

    @Test
    void anIpv6TargetInBrackets() {
        Arguments arguments = Arguments.parse(new String[] {"--target", "[::1]:3306", "--latency-ms", "1"});

        assertEquals("::1", arguments.targetHost());
        assertEquals(3306, arguments.targetPort());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "''                                                       | --target is required",
            "--latency-ms 1                                           | --target is required",
            "--target h:1                                             | --latency-ms is required",
            "--target h:1 --latency-ms                                | --latency-ms needs a value",
            "--target h:1 --latency-ms 1 --host 0.0.0.0               | unknown argument: --host",
            "--target h:1 --latency-ms 1 --verbose                    | unknown argument: --verbose",
            "--target h:1 --latency-ms 1 --latency-ms 2               | --latency-ms is given twice",
            "--target db --latency-ms 1                               | --target must be HOST:PORT",
            "--target :3306 --latency-ms 1                            | --target must be HOST:PORT",
            "--target h: --latency-ms 1                               | --target port is not a number",
            "--target h:x --latency-ms 1                              | --target port is not a number",
            "--target h:0 --latency-ms 1                              | --target port out of range 1..65535",
            "--target h:65536 --latency-ms 1                          | --target port out of range",
            "--target h:1 --latency-ms -1                             | --latency-ms must be a non-negative number",
            "--target h:1 --latency-ms abc                            | --latency-ms must be a non-negative number",
            "--target h:1 --latency-ms 1e3                            | --latency-ms must be a non-negative number",
            "--target h:1 --latency-ms NaN                            | --latency-ms must be a non-negative number",
            "--target h:1 --latency-ms 60001                          | --latency-ms must be at most 60000",
            "--target h:1 --latency-ms 1 --port 65536                 | --port out of range 0..65535",
            "--target h:1 --latency-ms 1 --port http                  | --port is not a number",
            "--target h:1 --latency-ms 1 --control-port -1            | --control-port out of range",
    })
    void refusesWhatItDoesNotUnderstandAndSaysWhat(String commandLine, String message) {
        String[] args = commandLine.isEmpty() ? new String[0] : commandLine.split(" ");

        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class, () -> Arguments.parse(args));

        assertTrue(refused.getMessage().startsWith(message), refused.getMessage());
    }
}

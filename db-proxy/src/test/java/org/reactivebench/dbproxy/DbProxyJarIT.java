package org.reactivebench.dbproxy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.reactivebench.dbproxy.support.Client;
import org.reactivebench.dbproxy.support.ControlCalls;
import org.reactivebench.dbproxy.support.TcpServer;

/** The packaged jar, launched as the harness launches it. */
@Timeout(60)
class DbProxyJarIT {

    private static final Pattern LISTENING = Pattern.compile(
            "db-proxy listening on 127\\.0\\.0\\.1:(\\d+) control 127\\.0\\.0\\.1:(\\d+) target 127\\.0\\.0\\.1:(\\d+)"
                    + " latency 2\\.5 ms");

    @Test
    void proxiesAnswersItsControlApiAndStopsOnSigterm() throws Exception {
        try (TcpServer echo = TcpServer.echo()) {
            Process process = launch("--target", "127.0.0.1:" + echo.port(), "--latency-ms", "2.5",
                    "--port", "0", "--control-port", "0");
            try {
                BufferedReader output = output(process);
                String line = output.readLine();
                Matcher listening = LISTENING.matcher(String.valueOf(line));
                assertTrue(listening.matches(), "first line: " + line);
                assertEquals(echo.port(), Integer.parseInt(listening.group(3)));
                ControlCalls control = new ControlCalls(Integer.parseInt(listening.group(2)));

                assertEquals(200, control.send("GET", "/health").statusCode());
                try (Client client = new Client(Integer.parseInt(listening.group(1)))) {
                    client.exchange("through the jar".getBytes(StandardCharsets.UTF_8));
                }
                assertEquals(1, control.stats().get("roundTrips").longValue());

                process.toHandle().destroy(); // SIGTERM, as the harness stops it; Process.destroy() would also close the pipes
                assertNull(output.readLine(), "no output after the first line, and the output closed");
                assertTrue(process.waitFor(10, TimeUnit.SECONDS), "still running 10 s after SIGTERM");
            } finally {
                process.destroyForcibly();
            }
        }
    }

    @Test
    void badArgumentsExitWith2AndTheUsage() throws Exception {
        Process process = launch("--target", "127.0.0.1:3306", "--latency-ms", "-1");
        try {
            BufferedReader output = output(process);
            String reason = output.readLine();
            String usage = output.readLine();

            assertTrue(process.waitFor(10, TimeUnit.SECONDS), "still running with bad arguments");
            assertEquals(2, process.exitValue());
            assertTrue(String.valueOf(reason).startsWith("db-proxy: --latency-ms must be a non-negative number"),
                    "first line: " + reason);
            assertEquals(Arguments.USAGE, usage);
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void aTakenPortIsAClearFailure() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"))) {
            Process process = launch("--target", "127.0.0.1:3306", "--latency-ms", "1",
                    "--port", String.valueOf(taken.getLocalPort()));
            try {
                String line = output(process).readLine();

                assertTrue(process.waitFor(10, TimeUnit.SECONDS), "still running on a taken port");
                assertEquals(1, process.exitValue());
                assertTrue(String.valueOf(line).startsWith(
                        "db-proxy: cannot listen on 127.0.0.1:" + taken.getLocalPort()), "first line: " + line);
            } finally {
                process.destroyForcibly();
            }
        }
    }

    private static Process launch(String... args) throws IOException {
        Path jar = Path.of(System.getProperty("db-proxy.jar", "target/db-proxy.jar"));
        assertTrue(Files.isRegularFile(jar), jar + " is missing");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-Xms64m", "-Xmx256m", "-jar", jar.toString()));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    private static BufferedReader output(Process process) {
        return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }
}

package org.reactivebench.downstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.reactivebench.downstream.support.DownstreamCalls;
import reactor.netty.DisposableServer;

/** The packaged jar, launched as the harness launches it. */
@Timeout(60)
class DownstreamJarIT {

    private static final Pattern LISTENING = Pattern.compile("downstream listening on 127\\.0\\.0\\.1:(\\d+)");

    @Test
    void answersAndStopsOnSigterm() throws Exception {
        Process process = launch(0);
        try {
            BufferedReader output = output(process);
            String line = output.readLine();
            Matcher listening = LISTENING.matcher(String.valueOf(line));
            assertTrue(listening.matches(), "first line: " + line);
            DownstreamCalls calls = new DownstreamCalls(Integer.parseInt(listening.group(1)));

            assertEquals(200, calls.send("GET", "/health").statusCode());
            assertEquals(200, calls.post("/messages", DownstreamCalls.message("jar", "p", 10)).statusCode());

            process.toHandle().destroy(); // SIGTERM, as the harness stops it; Process.destroy() would also close the pipes
            assertNull(output.readLine(), "no output after the first line, and the output closed");
            assertTrue(process.waitFor(10, TimeUnit.SECONDS), "still running 10 s after SIGTERM");
        } finally {
            process.destroyForcibly();
        }
    }

    @Test
    void aTakenPortIsAClearFailure() throws Exception {
        DisposableServer taken = DownstreamServer.start(0);
        Process process = launch(taken.port());
        try {
            String line = output(process).readLine();

            assertTrue(process.waitFor(10, TimeUnit.SECONDS), "still running on a taken port");
            assertEquals(1, process.exitValue());
            assertTrue(String.valueOf(line).startsWith("downstream: cannot listen on 127.0.0.1:" + taken.port()),
                    "first line: " + line);
        } finally {
            process.destroyForcibly();
            DownstreamServer.stop(taken, Duration.ofSeconds(5));
        }
    }

    private static Process launch(int port) throws IOException {
        Path jar = Path.of(System.getProperty("downstream.jar", "target/downstream.jar"));
        assertTrue(Files.isRegularFile(jar), jar + " is missing");
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        return new ProcessBuilder(java.toString(), "-Xms512m", "-Xmx512m", "-XX:+UseG1GC",
                "-jar", jar.toString(), "--port", String.valueOf(port))
                .redirectErrorStream(true)
                .start();
    }

    private static BufferedReader output(Process process) {
        return new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
    }
}

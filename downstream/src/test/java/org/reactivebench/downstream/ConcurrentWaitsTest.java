package org.reactivebench.downstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.reactivebench.downstream.support.DownstreamCalls.message;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.reactivebench.downstream.support.DownstreamCalls;
import reactor.netty.DisposableServer;

/**
 * A waiting request holds no thread. A server that held one per waiting request, with the event-loop threads
 * this one has (Reactor Netty: max(4, cores)), would need 1000 × 0.5 s ÷ threads for what follows: 125 s with
 * 4 threads, over 15 s even with 32. Here it takes the delay plus the time to open 1000 connections.
 */
class ConcurrentWaitsTest {

    private static final int REQUESTS = 1000;
    private static final long DELAY_MS = 500;

    private static DisposableServer server;

    @BeforeAll
    static void start() {
        server = DownstreamServer.start(0);
    }

    @AfterAll
    static void stop() {
        DownstreamServer.stop(server, Duration.ofSeconds(5));
    }

    @Test
    void aThousandRequestsWaitingHalfASecondAreAllAnsweredWithinSeconds() {
        DownstreamCalls calls = new DownstreamCalls(server.port());
        long start = System.nanoTime();

        List<CompletableFuture<HttpResponse<String>>> answers = IntStream.range(0, REQUESTS)
                .mapToObj(i -> calls.postAsync("/messages", message("m-" + i, "p", DELAY_MS)))
                .toList();
        CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new)).join();
        Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

        for (int i = 0; i < REQUESTS; i++) {
            HttpResponse<String> answer = answers.get(i).join();
            assertEquals(200, answer.statusCode());
            assertTrue(answer.body().contains("\"id\":\"m-" + i + "\""), answer.body());
        }
        assertTrue(elapsed.toMillis() >= DELAY_MS, "all answered after " + elapsed.toMillis() + " ms");
        assertTrue(elapsed.toMillis() < 15_000, "all answered after " + elapsed.toMillis() + " ms");
    }
}

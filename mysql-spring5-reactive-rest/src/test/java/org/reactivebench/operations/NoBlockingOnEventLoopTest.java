package org.reactivebench.operations;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.BlockHoundRecorder;
import org.reactivebench.operations.support.IntegrationTest;
import reactor.blockhound.BlockingOperationError;
import reactor.netty.http.HttpResources;

/**
 * BlockHound (installed for the test JVM by blockhound-junit-platform) fails every blocking call made on a
 * non-blocking thread. This test runs the benchmark's requests against the real Netty server, with the
 * default bounded-elastic scheduler, and checks that none of them blocked a Netty event-loop thread.
 */
class NoBlockingOnEventLoopTest extends IntegrationTest {

    @BeforeEach
    void forgetEarlierErrors() {
        BlockHoundRecorder.clear();
    }

    /** Without this, a BlockHound that is not installed, or blind to the server's threads, would pass the test below. */
    @Test
    void blockHoundCatchesABlockingCallOnTheServersEventLoop() throws Exception {
        Future<String> task = HttpResources.get().onServer(true).next().submit(() -> {
            Thread.sleep(1);
            return Thread.currentThread().getName();
        });

        ExecutionException e = assertThrows(ExecutionException.class,
            () -> task.get(10, TimeUnit.SECONDS));
        assertTrue(e.getCause() instanceof BlockingOperationError, () -> "not a BlockHound error: " + e.getCause());
        List<String> errors = BlockHoundRecorder.errors();
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains("reactor-http-"), () -> "not on an event-loop thread: " + errors);
    }

    @Test
    void theBenchmarkRequestsNeverBlockAnEventLoopThread() {
        ApiClient api = api();
        List<String> answers = new ArrayList<>();

        String token = api.login("admin", "admin");
        answers.add("login 200");
        answers.add("account " + api.send("GET", "/api/account", null, token).statusCode());
        answers.add("list " + api.send("GET", "/api/operations", null, token).statusCode());
        HttpResponse<String> created = api.send("POST", "/api/operations",
            "{\"id\":null,\"date\":\"2020-01-01T00:00:00.000Z\",\"description\":\"SAMPLE_TEXT\",\"amount\":\"1\"}", token);
        answers.add("create " + created.statusCode());
        String location = created.headers().firstValue("Location").orElse("/api/operations/none");
        long id = ApiClient.json(created).path("id").asLong();
        answers.add("get " + api.send("GET", location, null, token).statusCode());
        answers.add("put " + api.send("PUT", "/api/operations",
            "{\"id\":" + id + ",\"date\":\"2021-01-01T00:00:00Z\",\"description\":\"changed\",\"amount\":\"2\"}", token).statusCode());
        answers.add("delete " + api.send("DELETE", location, null, token).statusCode());
        answers.add("get deleted " + api.send("GET", location, null, token).statusCode());
        answers.add("passthrough " + api.send("POST", "/api/passthrough",
            "{\"id\":\"m-1\",\"payload\":\"hello\",\"delay\":0}", token).statusCode());

        List<String> errors = BlockHoundRecorder.errors();
        assertAll(
            () -> assertTrue(errors.isEmpty(), () -> "blocking calls on non-blocking threads: " + errors),
            () -> assertEquals(List.of("login 200", "account 200", "list 200", "create 201", "get 200", "put 200",
                "delete 200", "get deleted 404", "passthrough 200"), answers));
    }
}

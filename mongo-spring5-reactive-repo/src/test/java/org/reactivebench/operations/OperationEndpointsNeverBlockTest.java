package org.reactivebench.operations;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.netty.channel.nio.NioEventLoopGroup;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.BlockHoundRecorder;
import org.reactivebench.operations.support.IntegrationTest;
import org.reactivebench.operations.support.OperationRepositoryRecorder;
import org.reactivebench.operations.support.OperationRepositoryRecorder.Event;
import org.reactivebench.operations.support.SchedulerTasks;
import org.springframework.beans.factory.annotation.Autowired;
import reactor.blockhound.BlockingOperationError;

/**
 * The Operation endpoints run on the reactive repository end to end: no blocking call on any thread, and no
 * Reactor scheduler at all. BlockHound (watching the Netty server's event loop and the driver's) sees no blocking
 * call; no task runs on any scheduler, so none on bounded-elastic either, where BlockHound would let a blocking
 * call pass; the repository is called on the event loop that received the request (a second query, where the
 * first one answered: on the driver's event loop), and its answers arrive on the driver's event loop. Wrapping a
 * repository call on the scheduler, as mongo-spring5-reactive-rest does, fails this test.
 */
class OperationEndpointsNeverBlockTest extends IntegrationTest {

    private static final String EVENT_LOOP_THREAD = "reactor-http-";
    private static final String DRIVER_THREAD = "nioEventLoopGroup-";
    private static final String MISSING = "000000000000000000000000";
    private static final String OPERATION =
        "{\"id\":null,\"date\":\"2020-01-01T00:00:00.000Z\",\"description\":\"SAMPLE_TEXT\",\"amount\":\"1\"}";

    @Autowired
    private NioEventLoopGroup mongoEventLoopGroup;

    private ApiClient api;
    private String token;

    @BeforeAll
    static void recordSchedulerTasks() {
        SchedulerTasks.install();
    }

    @AfterAll
    static void stopRecordingSchedulerTasks() {
        SchedulerTasks.uninstall();
    }

    /** The login is on the scheduler (as in mongo-spring5-reactive-rest): done before the recording starts. */
    @BeforeEach
    void logIn() {
        api = api();
        token = api.login("admin", "admin");
        BlockHoundRecorder.clear();
        SchedulerTasks.clear();
        OperationRepositoryRecorder.clear();
    }

    /** Without this, a BlockHound blind to the driver's threads would pass the test below. */
    @Test
    void blockHoundCatchesABlockingCallOnTheDriversEventLoop() throws Exception {
        Future<String> task = mongoEventLoopGroup.next().submit(() -> {
            Thread.sleep(1);
            return Thread.currentThread().getName();
        });

        ExecutionException e = assertThrows(ExecutionException.class, () -> task.get(10, TimeUnit.SECONDS));
        assertTrue(e.getCause() instanceof BlockingOperationError, () -> "not a BlockHound error: " + e.getCause());
        List<String> errors = BlockHoundRecorder.errors();
        assertEquals(1, errors.size(), errors::toString);
        assertTrue(errors.get(0).contains(DRIVER_THREAD), () -> "not on the driver's event loop: " + errors);
    }

    @Test
    void theOperationRequestsNeitherBlockNorUseAScheduler() {
        List<String> answers = new ArrayList<>();
        answers.add("list " + api.send("GET", "/api/operations?page=0&size=5&sort=id,desc", null, token).statusCode());
        HttpResponse<String> created = api.send("POST", "/api/operations", OPERATION, token);
        answers.add("create " + created.statusCode());
        String id = ApiClient.json(created).path("id").asText();
        answers.add("get " + api.send("GET", "/api/operations/" + id, null, token).statusCode());
        answers.add("put " + api.send("PUT", "/api/operations",
            "{\"id\":\"" + id + "\",\"date\":\"2021-01-01T00:00:00Z\",\"description\":\"changed\",\"amount\":\"2\"}", token).statusCode());
        answers.add("delete " + api.send("DELETE", "/api/operations/" + id, null, token).statusCode());
        answers.add("get deleted " + api.send("GET", "/api/operations/" + id, null, token).statusCode());
        answers.add("put absent " + api.send("PUT", "/api/operations",
            "{\"id\":\"" + MISSING + "\",\"date\":\"2021-01-01T00:00:00Z\",\"amount\":\"2\"}", token).statusCode());
        answers.add("delete absent " + api.send("DELETE", "/api/operations/" + MISSING, null, token).statusCode());

        List<String> errors = BlockHoundRecorder.errors();
        List<String> schedulerThreads = SchedulerTasks.threads();
        List<Event> calls = OperationRepositoryRecorder.calls();
        List<Event> signals = OperationRepositoryRecorder.signals();
        List<Executable> checks = new ArrayList<>();
        checks.add(() -> assertEquals(List.of("list 200", "create 201", "get 200", "put 200", "delete 200",
            "get deleted 404", "put absent 404", "delete absent 404"), answers));
        checks.add(() -> assertTrue(errors.isEmpty(), () -> "blocking calls on non-blocking threads: " + errors));
        checks.add(() -> assertTrue(schedulerThreads.isEmpty(), () -> "tasks run on Reactor schedulers: " + schedulerThreads));
        checks.add(() -> assertEquals(List.of("count", "findAllBy", "save", "findById", "existsById", "save",
                "existsById", "deleteById", "findById", "existsById", "existsById"),
            calls.stream().map(call -> call.what.substring("OperationRepository.".length())).collect(Collectors.toList()),
            () -> "repository calls: " + calls));
        calls.forEach(call -> checks.add(() -> assertTrue(
            call.thread.startsWith(EVENT_LOOP_THREAD) || call.thread.startsWith(DRIVER_THREAD),
            () -> call + ": neither on the server's event loop nor on the driver's")));
        checks.add(() -> assertFalse(signals.isEmpty(), "no signal from the repository"));
        signals.forEach(signal -> checks.add(() ->
            assertTrue(signal.thread.startsWith(DRIVER_THREAD), () -> signal + ": not on the driver's event loop")));
        assertAll(checks);
    }
}

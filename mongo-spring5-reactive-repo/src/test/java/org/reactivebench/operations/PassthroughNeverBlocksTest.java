package org.reactivebench.operations;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.BlockHoundRecorder;
import org.reactivebench.operations.support.CallRecorder;
import org.reactivebench.operations.support.IntegrationTest;
import org.reactivebench.operations.support.SchedulerTasks;

/**
 * POST /api/passthrough is non-blocking end to end: the WebClient's Mono goes to WebFlux as it is. BlockHound sees no
 * blocking call, no task runs on any Reactor scheduler (so none on bounded-elastic, where BlockHound would let a
 * blocking call pass), no blocking bean is called, and the answer arrives on a Reactor Netty event loop. Wrapping
 * a RestTemplate call on the scheduler, as mongo-spring5-reactive-rest does, fails this test.
 */
class PassthroughNeverBlocksTest extends IntegrationTest {

    @Test
    void thePassthroughNeitherBlocksNorUsesAScheduler() {
        ApiClient api = api();
        String token = api.login("admin", "admin"); // on the scheduler: before the recording starts
        BlockHoundRecorder.clear();
        CallRecorder.clear();
        HttpResponse<String> response;
        List<String> schedulerThreads;
        SchedulerTasks.install();
        try {
            response = api.send("POST", "/api/passthrough", "{\"id\":\"m-1\",\"payload\":\"hello\",\"delay\":0}", token);
            schedulerThreads = SchedulerTasks.threads();
        } finally {
            SchedulerTasks.uninstall();
            SchedulerTasks.clear();
        }

        List<String> errors = BlockHoundRecorder.errors();
        List<CallRecorder.Call> calls = CallRecorder.calls();
        assertAll(
            () -> assertEquals(200, response.statusCode(), response::body),
            () -> assertEquals("m-1", ApiClient.json(response).path("id").asText()),
            () -> assertTrue(errors.isEmpty(), () -> "blocking calls on non-blocking threads: " + errors),
            () -> assertTrue(schedulerThreads.isEmpty(), () -> "tasks run on Reactor schedulers: " + schedulerThreads),
            () -> assertEquals(List.of("WebClient.answer to POST /messages"),
                calls.stream().map(call -> call.method).collect(Collectors.toList()), calls::toString),
            () -> assertTrue(calls.stream().allMatch(call -> call.thread.startsWith("reactor-http-")),
                calls::toString));
    }
}

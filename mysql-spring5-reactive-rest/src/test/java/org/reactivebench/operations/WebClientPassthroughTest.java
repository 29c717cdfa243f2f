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
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.test.context.TestPropertySource;
import org.springframework.web.client.RestTemplate;

/**
 * bench.downstream.client=web-client: POST /api/passthrough calls the downstream service with the WebClient, and
 * nothing blocks: BlockHound sees no blocking call on an event loop, no blocking bean is called, the answer arrives
 * on a Reactor Netty event loop, and there is no RestTemplate at all.
 */
@TestPropertySource(properties = "bench.downstream.client=web-client")
class WebClientPassthroughTest extends IntegrationTest {

    @Autowired
    private ApplicationContext context;

    @Test
    void thePassthroughNeverBlocks() {
        ApiClient api = api();
        String token = api.login("admin", "admin"); // on the scheduler: before the recording starts
        BlockHoundRecorder.clear();
        CallRecorder.clear();

        HttpResponse<String> response = api.send("POST", "/api/passthrough",
            "{\"id\":\"m-1\",\"payload\":\"hello\",\"delay\":0}", token);

        List<String> errors = BlockHoundRecorder.errors();
        List<CallRecorder.Call> calls = CallRecorder.calls();
        assertAll(
            () -> assertEquals(200, response.statusCode(), response::body),
            () -> assertEquals("m-1", ApiClient.json(response).path("id").asText()),
            () -> assertTrue(errors.isEmpty(), () -> "blocking calls on non-blocking threads: " + errors),
            () -> assertEquals(List.of("WebClient.answer to POST /messages"),
                calls.stream().map(call -> call.method).collect(Collectors.toList()), calls::toString),
            () -> assertTrue(calls.stream().allMatch(call -> call.thread.startsWith("reactor-http-")),
                calls::toString),
            () -> assertTrue(context.getBeansOfType(RestTemplate.class).isEmpty(), "a RestTemplate exists"));
    }
}

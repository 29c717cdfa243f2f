package org.reactivebench.operations;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.CallRecorder;
import org.reactivebench.operations.support.IntegrationTest;

/**
 * Every blocking call (JPA repositories, BCrypt, the RestTemplate of POST /api/passthrough) of every endpoint runs on
 * the scheduler (the default, bounded-elastic), never on the Netty event-loop thread that received the request.
 * Wrapping a call as {@code Mono.just(repository.call()).publishOn(scheduler)}, as the 2017 study did, runs it on
 * the event loop and fails this test.
 */
class BlockingCallsRunOnSchedulerTest extends IntegrationTest {

    private static final String SCHEDULER_THREAD = "boundedElastic-";
    private static final String EVENT_LOOP_THREAD = "reactor-http-";

    private ApiClient api;
    private String token;

    @BeforeEach
    void logIn() {
        api = api();
        token = api.login("admin", "admin");
        CallRecorder.clear();
    }

    @Test
    void login() {
        HttpResponse<String> response = api.send("POST", "/api/authenticate",
            "{\"username\":\"user\",\"password\":\"user\"}", null);

        assertOnScheduler(response, 200, "UserRepository.findOneWithAuthoritiesByLogin", "PasswordEncoder.matches");
    }

    @Test
    void badCredentials() {
        HttpResponse<String> response = api.send("POST", "/api/authenticate",
            "{\"username\":\"user\",\"password\":\"wrong\"}", null);

        assertOnScheduler(response, 401, "UserRepository.findOneWithAuthoritiesByLogin", "PasswordEncoder.matches");
    }

    @Test
    void account() {
        HttpResponse<String> response = api.send("GET", "/api/account", null, token);

        assertOnScheduler(response, 200, "UserRepository.findOneWithAuthoritiesByLogin");
    }

    @Test
    void listOperations() {
        HttpResponse<String> response = api.send("GET", "/api/operations?page=0&size=5&sort=id,desc", null, token);

        assertOnScheduler(response, 200, "OperationRepository.findAll");
    }

    @Test
    void createOperation() {
        HttpResponse<String> response = api.send("POST", "/api/operations",
            "{\"id\":null,\"date\":\"2020-01-01T00:00:00.000Z\",\"description\":\"SAMPLE_TEXT\",\"amount\":\"1\"}", token);

        assertOnScheduler(response, 201, "OperationRepository.save");
    }

    @Test
    void getOperation() {
        long id = create();

        HttpResponse<String> response = api.send("GET", "/api/operations/" + id, null, token);

        assertOnScheduler(response, 200, "OperationRepository.findById");
    }

    @Test
    void getAbsentOperation() {
        HttpResponse<String> response = api.send("GET", "/api/operations/" + Long.MAX_VALUE, null, token);

        assertOnScheduler(response, 404, "OperationRepository.findById");
    }

    @Test
    void updateOperation() {
        long id = create();

        HttpResponse<String> response = api.send("PUT", "/api/operations",
            "{\"id\":" + id + ",\"date\":\"2021-01-01T00:00:00Z\",\"description\":\"changed\",\"amount\":\"2\"}", token);

        assertOnScheduler(response, 200, "OperationRepository.existsById", "OperationRepository.save");
    }

    @Test
    void deleteOperation() {
        long id = create();

        HttpResponse<String> response = api.send("DELETE", "/api/operations/" + id, null, token);

        assertOnScheduler(response, 200, "OperationRepository.existsById", "OperationRepository.deleteById");
    }

    @Test
    void deleteAbsentOperation() {
        HttpResponse<String> response = api.send("DELETE", "/api/operations/" + Long.MAX_VALUE, null, token);

        assertOnScheduler(response, 404, "OperationRepository.existsById");
    }

    @Test
    void passthrough() {
        HttpResponse<String> response = api.send("POST", "/api/passthrough",
            "{\"id\":\"m-1\",\"payload\":\"hello\",\"delay\":0}", token);

        assertOnScheduler(response, 200, "RestTemplate.POST /messages");
    }

    /** Creates an operation, then forgets the calls that made it. */
    private long create() {
        HttpResponse<String> response = api.send("POST", "/api/operations",
            "{\"id\":null,\"date\":\"2020-01-01T00:00:00.000Z\",\"description\":\"SAMPLE_TEXT\",\"amount\":\"1\"}", token);
        assertEquals(201, response.statusCode(), response::body);
        CallRecorder.clear();
        return ApiClient.json(response).path("id").asLong();
    }

    /**
     * The request made exactly these blocking calls, in this order, each on a scheduler thread, and got the
     * expected status. (Under BlockHound a call on the event loop also fails the request: the thread
     * checks come first so that such a failure names its cause.)
     */
    private static void assertOnScheduler(HttpResponse<String> response, int status, String... expectedMethods) {
        List<CallRecorder.Call> calls = CallRecorder.calls();
        List<Executable> checks = new ArrayList<>();
        calls.forEach(call -> checks.add(() -> {
            assertFalse(call.thread.startsWith(EVENT_LOOP_THREAD), () -> call + ": on a Netty event-loop thread");
            assertTrue(call.thread.startsWith(SCHEDULER_THREAD), () -> call + ": not on the scheduler");
        }));
        checks.add(() -> assertEquals(List.of(expectedMethods),
            calls.stream().map(call -> call.method).collect(Collectors.toList()), () -> "blocking calls: " + calls));
        checks.add(() -> assertEquals(status, response.statusCode(), response::body));
        assertAll(checks);
    }
}

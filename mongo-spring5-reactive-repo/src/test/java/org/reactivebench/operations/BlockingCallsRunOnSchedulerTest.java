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
 * Every blocking call (the users' MongoDB repository, BCrypt) of the account and login endpoints runs on the
 * scheduler (the default, bounded-elastic), never on the Netty event-loop thread that received the request.
 * Wrapping a call as {@code Mono.just(repository.call()).publishOn(scheduler)}, as the 2017 study did, runs it on
 * the event loop and fails this test. (The Operation endpoints make no blocking call here: see
 * {@link OperationEndpointsNeverBlockTest}.)
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

package org.reactivebench.operations.operation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.reactivebench.operations.operation.OperationEndpointsRunOnSchedulerTest.TOMCAT_THREAD;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.function.Supplier;
import javax.servlet.DispatcherType;
import org.junit.jupiter.api.Test;
import org.reactivebench.operations.account.UserRepository;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.ProofTestSupport;
import org.reactivebench.operations.support.Recordings;
import org.reactivebench.operations.support.Recordings.Dispatch;
import org.reactivebench.operations.support.Recordings.RepositoryCall;

/**
 * Proof that the Operation endpoints go through Servlet async processing (the request thread returns
 * with the request in async mode; an ASYNC dispatch writes the response), while the endpoints this
 * variant does not touch stay as in mongo-spring5: synchronous, their repository call on the Tomcat thread.
 */
class OperationEndpointsCompleteAsynchronouslyTest extends ProofTestSupport {

    @Test
    void everyOperationEndpointCompletesInAnAsyncDispatch() {
        ApiClient api = admin();
        String id = api.createOperation();
        assertAsynchronous("/api/operations", 200, () -> api.get("/api/operations"));
        assertAsynchronous("/api/operations", 201, () -> api.post("/api/operations", ApiClient.operation(null)));
        assertAsynchronous("/api/operations/" + id, 200, () -> api.get("/api/operations/" + id));
        assertAsynchronous("/api/operations", 200, () -> api.put("/api/operations", ApiClient.operation(id)));
        assertAsynchronous("/api/operations/" + id, 200, () -> api.delete("/api/operations/" + id));
    }

    @Test
    void accountStaysSynchronousOnTheTomcatThread() {
        ApiClient api = admin();
        assertSynchronous("/api/account", () -> api.get("/api/account"));
    }

    @Test
    void authenticateStaysSynchronousOnTheTomcatThread() {
        ApiClient api = new ApiClient(port);
        assertSynchronous("/api/authenticate",
            () -> api.post("/api/authenticate", "{\"username\":\"admin\",\"password\":\"admin\"}"));
    }

    private static void assertAsynchronous(String uri, int status, Supplier<HttpResponse<String>> request) {
        Recordings.clear();
        HttpResponse<String> response = request.get();
        assertThat(response.statusCode()).as("%s %s", response.request().method(), uri).isEqualTo(status);
        List<Dispatch> dispatches = dispatchesOf(uri);
        assertThat(dispatches).as("dispatches of %s %s", response.request().method(), uri)
            .extracting(Dispatch::type).containsExactly(DispatcherType.REQUEST, DispatcherType.ASYNC);
        assertThat(dispatches.get(0).asyncStartedAfterChain())
            .as("request.isAsyncStarted() after the REQUEST dispatch of %s", uri).isTrue();
        assertThat(dispatches.get(0).thread()).startsWith(TOMCAT_THREAD);
    }

    private static void assertSynchronous(String uri, Supplier<HttpResponse<String>> request) {
        Recordings.clear();
        HttpResponse<String> response = request.get();
        assertThat(response.statusCode()).isEqualTo(200);
        List<Dispatch> dispatches = dispatchesOf(uri);
        assertThat(dispatches).as("dispatches of %s", uri)
            .extracting(Dispatch::type).containsExactly(DispatcherType.REQUEST);
        Dispatch dispatch = dispatches.get(0);
        assertThat(dispatch.asyncStartedAfterChain()).as("request.isAsyncStarted() for %s", uri).isFalse();
        assertThat(dispatch.thread()).startsWith(TOMCAT_THREAD);
        assertThat(Recordings.calls(UserRepository.class))
            .extracting(RepositoryCall::method, RepositoryCall::thread)
            .containsExactly(org.assertj.core.groups.Tuple.tuple("findOneWithAuthoritiesByLogin", dispatch.thread()));
    }
}

package org.reactivebench.operations.operation;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.ProofTestSupport;
import org.reactivebench.operations.support.Recordings;
import org.reactivebench.operations.support.Recordings.RepositoryCall;

/**
 * Proof that every blocking OperationRepository call of the Operation endpoints runs on the Reactor
 * scheduler (bounded-elastic by default), never on the Tomcat request thread. This fails with the 2017
 * wrapper {@code Mono.just(repository.call()).publishOn(scheduler)}, which makes the call on the caller's thread.
 */
class OperationEndpointsRunOnSchedulerTest extends ProofTestSupport {

    static final String TOMCAT_THREAD = "http-nio-";

    @Test
    void listRunsOnTheScheduler() {
        ApiClient api = admin();
        Recordings.clear();
        HttpResponse<String> response = api.get("/api/operations?page=0&size=5");
        assertThat(response.statusCode()).isEqualTo(200);
        assertOperationRepositoryCallsOn("boundedElastic-", "findAll");
    }

    @Test
    void createRunsOnTheScheduler() {
        ApiClient api = admin();
        Recordings.clear();
        HttpResponse<String> response = api.post("/api/operations", ApiClient.operation(null));
        assertThat(response.statusCode()).isEqualTo(201);
        assertOperationRepositoryCallsOn("boundedElastic-", "save");
    }

    @Test
    void getRunsOnTheScheduler() {
        ApiClient api = admin();
        String id = api.createOperation();
        Recordings.clear();
        HttpResponse<String> response = api.get("/api/operations/" + id);
        assertThat(response.statusCode()).isEqualTo(200);
        assertOperationRepositoryCallsOn("boundedElastic-", "findById");
    }

    @Test
    void updateRunsOnTheScheduler() {
        ApiClient api = admin();
        String id = api.createOperation();
        Recordings.clear();
        HttpResponse<String> response = api.put("/api/operations", ApiClient.operation(id));
        assertThat(response.statusCode()).isEqualTo(200);
        assertOperationRepositoryCallsOn("boundedElastic-", "existsById", "save");
    }

    @Test
    void deleteRunsOnTheScheduler() {
        ApiClient api = admin();
        String id = api.createOperation();
        Recordings.clear();
        HttpResponse<String> response = api.delete("/api/operations/" + id);
        assertThat(response.statusCode()).isEqualTo(200);
        assertOperationRepositoryCallsOn("boundedElastic-", "existsById", "deleteById");
    }

    /** The OperationRepository calls since the last clear are these, in this order, all on the scheduler's threads. */
    static void assertOperationRepositoryCallsOn(String schedulerThread, String... methods) {
        List<RepositoryCall> calls = Recordings.calls(OperationRepository.class);
        assertThat(calls).extracting(RepositoryCall::method).containsExactly(methods);
        assertThat(calls).allSatisfy(call -> assertThat(call.thread())
            .as("thread of OperationRepository.%s", call.method())
            .startsWith(schedulerThread)
            .doesNotStartWith(TOMCAT_THREAD));
    }
}

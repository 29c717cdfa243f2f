package org.reactivebench.operations.operation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.reactivebench.operations.operation.OperationEndpointsRunOnSchedulerTest.assertOperationRepositoryCallsOn;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.ProofTestSupport;
import org.reactivebench.operations.support.Recordings;
import org.springframework.test.context.TestPropertySource;

/** bench.scheduler really selects the scheduler the Operation endpoints run their calls on. */
class OperationEndpointsOnOtherSchedulersTest {

    @Nested
    @TestPropertySource(properties = "bench.scheduler=parallel")
    class Parallel extends ProofTestSupport {

        @Test
        void operationCallsRunOnParallelThreads() {
            assertEveryEndpointOn(admin(), "parallel-");
        }
    }

    @Nested
    @TestPropertySource(properties = "bench.scheduler=elastic")
    class Elastic extends ProofTestSupport {

        @Test
        void operationCallsRunOnElasticThreads() {
            assertEveryEndpointOn(admin(), "elastic-");
        }
    }

    static void assertEveryEndpointOn(ApiClient api, String schedulerThread) {
        Recordings.clear();
        String id = api.createOperation();
        assertOperationRepositoryCallsOn(schedulerThread, "save");

        Recordings.clear();
        assertThat(api.get("/api/operations").statusCode()).isEqualTo(200);
        assertOperationRepositoryCallsOn(schedulerThread, "findAll");

        Recordings.clear();
        assertThat(api.get("/api/operations/" + id).statusCode()).isEqualTo(200);
        assertOperationRepositoryCallsOn(schedulerThread, "findById");

        Recordings.clear();
        assertThat(api.put("/api/operations", ApiClient.operation(id)).statusCode()).isEqualTo(200);
        assertOperationRepositoryCallsOn(schedulerThread, "existsById", "save");

        Recordings.clear();
        assertThat(api.delete("/api/operations/" + id).statusCode()).isEqualTo(200);
        assertOperationRepositoryCallsOn(schedulerThread, "existsById", "deleteById");
    }
}

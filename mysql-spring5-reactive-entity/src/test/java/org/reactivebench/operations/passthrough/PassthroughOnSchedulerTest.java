package org.reactivebench.operations.passthrough;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import javax.servlet.DispatcherType;
import org.junit.jupiter.api.Test;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.ProofTestSupport;
import org.reactivebench.operations.support.Recordings;
import org.reactivebench.operations.support.Recordings.Dispatch;
import org.reactivebench.operations.support.Recordings.RepositoryCall;
import org.springframework.web.client.RestTemplate;

/**
 * Proof that POST /api/passthrough with the default client (rest-template) makes its blocking RestTemplate call on
 * the Reactor scheduler (bounded-elastic by default), never on the Tomcat thread, which the async request releases:
 * the same wrapping as the Operation endpoints' repository calls.
 */
class PassthroughOnSchedulerTest extends ProofTestSupport {

    static final String MESSAGE = "{\"id\":\"m-1\",\"payload\":\"hello\",\"delay\":0}";

    @Test
    void theRestTemplateCallRunsOnTheSchedulerAndTheAnswerComesInAnAsyncDispatch() {
        ApiClient api = admin();
        Recordings.clear();

        HttpResponse<String> response = api.post("/api/passthrough", MESSAGE);

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(ApiClient.json(response).get("id").asText()).isEqualTo("m-1");
        assertThat(ApiClient.json(response).get("received").asText()).isEqualTo("hello");
        List<RepositoryCall> calls = Recordings.calls(RestTemplate.class);
        assertThat(calls).extracting(RepositoryCall::method).containsExactly("POST /messages");
        assertThat(calls.get(0).thread()).startsWith("boundedElastic-");
        List<Dispatch> dispatches = dispatchesOf("/api/passthrough");
        assertThat(dispatches).extracting(Dispatch::type).containsExactly(DispatcherType.REQUEST, DispatcherType.ASYNC);
        assertThat(dispatches.get(0).asyncStartedAfterChain()).isTrue();
        assertThat(dispatches.get(0).thread()).startsWith("http-nio-");
    }
}

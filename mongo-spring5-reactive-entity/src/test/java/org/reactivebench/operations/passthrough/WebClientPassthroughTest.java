package org.reactivebench.operations.passthrough;

import static org.assertj.core.api.Assertions.assertThat;
import static org.reactivebench.operations.passthrough.PassthroughOnSchedulerTest.MESSAGE;

import java.net.http.HttpResponse;
import java.util.List;
import javax.servlet.DispatcherType;
import org.junit.jupiter.api.Test;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.ProofTestSupport;
import org.reactivebench.operations.support.Recordings;
import org.reactivebench.operations.support.Recordings.Dispatch;
import org.reactivebench.operations.support.Recordings.RepositoryCall;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.test.context.TestPropertySource;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * Proof that bench.downstream.client=web-client serves POST /api/passthrough with the WebClient, its Mono handed to
 * Spring MVC as an async request and never blocked on: the Tomcat thread returns at once, the answer arrives on a
 * Reactor Netty event loop, and there is no RestTemplate at all.
 */
@TestPropertySource(properties = "bench.downstream.client=web-client")
class WebClientPassthroughTest extends ProofTestSupport {

    @Autowired
    private ApplicationContext context;

    @Test
    void theWebClientsMonoIsAnAsyncRequestAnsweredOnAnEventLoop() {
        ApiClient api = admin();
        Recordings.clear();

        HttpResponse<String> response = api.post("/api/passthrough", MESSAGE);

        assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
        assertThat(ApiClient.json(response).get("id").asText()).isEqualTo("m-1");
        List<RepositoryCall> answers = Recordings.calls(WebClient.class);
        assertThat(answers).extracting(RepositoryCall::method).containsExactly("answer to POST /messages");
        assertThat(answers.get(0).thread()).startsWith("reactor-http-");
        List<Dispatch> dispatches = dispatchesOf("/api/passthrough");
        assertThat(dispatches).extracting(Dispatch::type).containsExactly(DispatcherType.REQUEST, DispatcherType.ASYNC);
        assertThat(dispatches.get(0).asyncStartedAfterChain()).isTrue();
        assertThat(context.getBeansOfType(RestTemplate.class)).isEmpty();
        assertThat(context.getBeanNamesForType(RestTemplatePassthroughResource.class)).isEmpty();
    }
}

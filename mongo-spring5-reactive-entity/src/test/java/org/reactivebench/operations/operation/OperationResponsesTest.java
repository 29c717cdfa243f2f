package org.reactivebench.operations.operation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import java.net.http.HttpResponse;
import java.time.Duration;
import javax.servlet.DispatcherType;
import org.junit.jupiter.api.Test;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.ProofTestSupport;
import org.reactivebench.operations.support.Recordings;
import org.reactivebench.operations.support.Recordings.Dispatch;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.Query;

/**
 * The Operation endpoints answer as in mongo-spring5 although their work now ends inside a Mono: errors
 * signalled in the Mono reach the @RestControllerAdvice as the same JSON bodies, headers are kept, and
 * DELETE answers only once the document is gone.
 */
class OperationResponsesTest extends ProofTestSupport {

    /** A well-formed ObjectId that no operation has. */
    private static final String MISSING = "000000000000000000000000";

    @Autowired
    private MongoTemplate mongo;

    @Test
    void aNotFoundSignalledInsideTheMonoIsTheJsonErrorBody() {
        ApiClient api = admin();
        String body = "{\"status\":404,\"error\":\"Not Found\",\"message\":\"Operation " + MISSING + " not found\"}";

        Recordings.clear();
        HttpResponse<String> get = api.get("/api/operations/" + MISSING);
        assertError(get, 404, body);
        assertThat(dispatchesOf("/api/operations/" + MISSING)).extracting(Dispatch::type)
            .as("the 404 comes out of the Mono, through the async dispatch").contains(DispatcherType.ASYNC);

        assertError(api.put("/api/operations", ApiClient.operation(MISSING)), 404, body);
        assertError(api.delete("/api/operations/" + MISSING), 404, body);
    }

    @Test
    void badRequestsAreTheJsonErrorBodies() {
        ApiClient api = admin();
        assertError(api.post("/api/operations", ApiClient.operation("42")), 400,
            "{\"status\":400,\"error\":\"Bad Request\",\"message\":\"A new operation cannot already have an id\"}");
        assertError(api.put("/api/operations", ApiClient.operation(null)), 400,
            "{\"status\":400,\"error\":\"Bad Request\",\"message\":\"An operation to update must have an id\"}");
        assertError(api.post("/api/operations", "{\"id\":null,\"date\":\"2020-01-01T00:00:00.000Z\"}"), 400,
            "{\"status\":400,\"error\":\"Bad Request\",\"message\":\"Validation failed: amount must not be null\"}");
        assertError(api.get("/api/operations/abc"), 400,
            "{\"status\":400,\"error\":\"Bad Request\",\"message\":\"Invalid value 'abc'\"}");
        assertThat(api.get("/api/operations?sort=nope").statusCode()).isEqualTo(400);
        // a 400 from inside the repository call: a date that BSON cannot hold
        assertError(api.post("/api/operations", "{\"id\":null,\"date\":\"+300000000-01-01T00:00:00Z\",\"amount\":\"1\"}"), 400,
            "{\"status\":400,\"error\":\"Bad Request\",\"message\":\"Invalid data\"}");
    }

    @Test
    void createAndListKeepTheirHeaders() {
        ApiClient api = admin();
        HttpResponse<String> created = api.post("/api/operations", ApiClient.operation(null));
        assertThat(created.statusCode()).isEqualTo(201);
        String id = ApiClient.json(created).get("id").asText();
        assertThat(created.headers().firstValue("Location")).hasValue("/api/operations/" + id);

        HttpResponse<String> list = api.get("/api/operations?page=0&size=1");
        assertThat(list.statusCode()).isEqualTo(200);
        long total = mongo.count(new Query(), Operation.class);
        assertThat(list.headers().firstValue("X-Total-Count")).hasValue(Long.toString(total));
        assertThat(list.headers().firstValue("Link")).hasValueSatisfying(link -> assertThat(link)
            .startsWith("</api/operations?page=0&size=1>; rel=\"first\"")
            .endsWith("</api/operations?page=" + (total - 1) + "&size=1>; rel=\"last\""));
        assertThat(ApiClient.json(list).size()).isEqualTo(1);
    }

    @Test
    void deleteAnswersOnlyOnceTheRowIsDeleted() {
        ApiClient api = admin();
        String id = api.createOperation();
        Duration slowDelete = Duration.ofMillis(800);
        Recordings.delay("deleteById", slowDelete);

        long started = System.nanoTime();
        HttpResponse<String> response = api.delete("/api/operations/" + id);
        Duration took = Duration.ofNanos(System.nanoTime() - started);

        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(took).as("the answer waits for the (slowed) delete").isGreaterThanOrEqualTo(slowDelete);
        assertThat(mongo.count(query(where("id").is(id)), Operation.class)).isZero();
    }

    private static void assertError(HttpResponse<String> response, int status, String body) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(status);
        assertThat(response.headers().firstValue("Content-Type")).hasValueSatisfying(
            type -> assertThat(type).startsWith("application/json"));
        assertThat(response.body()).isEqualTo(body);
    }
}

package org.reactivebench.operations;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.reactivebench.operations.support.ApiClient;
import org.reactivebench.operations.support.IntegrationTest;
import org.reactivebench.operations.support.OperationRepositoryRecorder;
import org.reactivebench.operations.support.OperationRepositoryRecorder.Event;

/**
 * No fire-and-forget: DELETE answers 200 only once the repository's deleteById has completed. The test slows
 * deleteById down (its Mono starts half a second late): the answer must wait for it, and the operation must be
 * gone when it comes.
 */
class DeleteAnswersAfterTheDeleteTest extends IntegrationTest {

    private static final Duration DELAY = Duration.ofMillis(500);

    @AfterEach
    void stopDelaying() {
        OperationRepositoryRecorder.delayDeletes(Duration.ZERO);
    }

    @Test
    void theAnswerComesAfterTheDeleteCompleted() {
        ApiClient api = api();
        String token = api.login("admin", "admin");
        HttpResponse<String> created = api.send("POST", "/api/operations",
            "{\"id\":null,\"date\":\"2020-01-01T00:00:00.000Z\",\"description\":\"SAMPLE_TEXT\",\"amount\":\"1\"}", token);
        assertEquals(201, created.statusCode(), created::body);
        String location = created.headers().firstValue("Location").orElseThrow();
        OperationRepositoryRecorder.delayDeletes(DELAY);
        OperationRepositoryRecorder.clear();

        long sent = System.nanoTime();
        HttpResponse<String> deleted = api.send("DELETE", location, null, token);
        long answered = System.nanoTime();
        List<Event> signals = OperationRepositoryRecorder.signals();
        HttpResponse<String> afterwards = api.send("GET", location, null, token);

        Optional<Event> completed = signals.stream()
            .filter(signal -> signal.what.equals("OperationRepository.deleteById onComplete")).findFirst();
        assertAll(
            () -> assertEquals(200, deleted.statusCode(), deleted::body),
            () -> assertTrue(completed.isPresent(), () -> "deleteById had not completed when the answer came: " + signals),
            () -> assertTrue(completed.isEmpty() || completed.get().nanoTime < answered,
                "the answer came before deleteById completed"),
            () -> assertTrue(answered - sent >= DELAY.toNanos(),
                () -> "answered in " + Duration.ofNanos(answered - sent).toMillis() + " ms, before the slowed delete"),
            () -> assertEquals(404, afterwards.statusCode(), "the operation still existed after the 200"));
    }
}

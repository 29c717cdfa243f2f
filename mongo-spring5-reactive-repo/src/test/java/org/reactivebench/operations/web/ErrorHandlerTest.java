package org.reactivebench.operations.web;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.sql.SQLTransientConnectionException;
import org.junit.After;
import org.junit.Before;
import org.junit.Test;
import org.slf4j.LoggerFactory;
import org.springframework.dao.DataAccessResourceFailureException;
import org.springframework.test.web.reactive.server.WebTestClient;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * An unexpected failure (here: the connection pool timed out) is the JSON 500 and ONE line in the log, without a
 * stack trace: before, JsonErrorWebExceptionHandler logged its whole stack trace for every failing request.
 */
public class ErrorHandlerTest {

    private final Logger logger = (Logger) LoggerFactory.getLogger(ErrorHandler.class);
    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final WebTestClient client = WebTestClient.bindToController(new FailingController())
        .controllerAdvice(new ErrorHandler()).build();

    @Before
    public void recordTheLog() {
        logged.start();
        logger.addAppender(logged);
    }

    @After
    public void stopRecording() {
        logger.detachAppender(logged);
    }

    @Test
    public void anUnexpectedFailureIsA500AndOneLineWithoutStackTrace() {
        client.get().uri("/failing").exchange()
            .expectStatus().isEqualTo(500)
            .expectBody(String.class)
            .isEqualTo("{\"status\":500,\"error\":\"Internal Server Error\",\"message\":\"Internal server error\"}");

        assertEquals(1, logged.list.size());
        ILoggingEvent line = logged.list.get(0);
        assertEquals(Level.ERROR, line.getLevel());
        assertNull("a stack trace was logged", line.getThrowableProxy());
        String message = line.getFormattedMessage();
        assertTrue(message, message.startsWith("GET /failing failed: "
            + "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection"));
        assertTrue(message, message.contains("java.sql.SQLTransientConnectionException: "
            + "HikariPool-1 - Connection is not available, request timed out after 30000ms."));
        assertFalse(message, message.contains("\n"));
    }

    @RestController
    static class FailingController {

        @GetMapping("/failing")
        public String fail() {
            throw new DataAccessResourceFailureException("Unable to acquire JDBC Connection",
                new SQLTransientConnectionException(
                    "HikariPool-1 - Connection is not available, request timed out after 30000ms."));
        }
    }
}

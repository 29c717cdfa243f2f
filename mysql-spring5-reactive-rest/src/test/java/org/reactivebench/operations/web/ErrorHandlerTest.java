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
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * A failure is the JSON error body and ONE line in the log, without a stack trace (before,
 * JsonErrorWebExceptionHandler logged its whole stack trace for every failing request): 503 when the database is out
 * of reach (a connection pool that timed out), 500 for anything else.
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
    public void aPoolThatTimedOutIsA503AndOneLineWithoutStackTrace() {
        client.get().uri("/pool-timeout").exchange()
            .expectStatus().isEqualTo(503)
            .expectBody(String.class)
            .isEqualTo("{\"status\":503,\"error\":\"Service Unavailable\",\"message\":\"Database unavailable\"}");

        String message = theOneLineLogged();
        assertTrue(message, message.startsWith("GET /pool-timeout failed: "
            + "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection"));
        assertTrue(message, message.contains("java.sql.SQLTransientConnectionException: "
            + "HikariPool-1 - Connection is not available, request timed out after 30000ms."));
    }

    @Test
    public void aTransactionThatGotNoConnectionIsA503() {
        client.get().uri("/no-transaction").exchange().expectStatus().isEqualTo(503);

        assertTrue(theOneLineLogged().startsWith("GET /no-transaction failed: "
            + "org.springframework.transaction.CannotCreateTransactionException: Could not begin a transaction"));
    }

    @Test
    public void anUnexpectedFailureIsA500AndOneLineWithoutStackTrace() {
        client.get().uri("/bug").exchange()
            .expectStatus().isEqualTo(500)
            .expectBody(String.class)
            .isEqualTo("{\"status\":500,\"error\":\"Internal Server Error\",\"message\":\"Internal server error\"}");

        assertEquals("GET /bug failed: java.lang.IllegalStateException: a bug", theOneLineLogged());
    }

    private String theOneLineLogged() {
        assertEquals(1, logged.list.size());
        ILoggingEvent line = logged.list.get(0);
        assertEquals(Level.ERROR, line.getLevel());
        assertNull("a stack trace was logged", line.getThrowableProxy());
        String message = line.getFormattedMessage();
        assertFalse(message, message.contains("\n"));
        return message;
    }

    @RestController
    static class FailingController {

        @GetMapping("/pool-timeout")
        public String poolTimeout() {
            throw new DataAccessResourceFailureException("Unable to acquire JDBC Connection",
                new SQLTransientConnectionException(
                    "HikariPool-1 - Connection is not available, request timed out after 30000ms."));
        }

        @GetMapping("/no-transaction")
        public String noTransaction() {
            throw new CannotCreateTransactionException("Could not begin a transaction",
                new SQLTransientConnectionException(
                    "HikariPool-1 - Connection is not available, request timed out after 30000ms."));
        }

        @GetMapping("/bug")
        public String bug() {
            throw new IllegalStateException("a bug");
        }
    }
}

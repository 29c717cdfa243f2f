package org.reactivebench.operations.web;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.springframework.test.web.servlet.request.MockMvcRequestBuilders.get;

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
import org.springframework.mock.web.MockHttpServletResponse;
import org.springframework.test.web.servlet.MockMvc;
import org.springframework.test.web.servlet.setup.MockMvcBuilders;
import org.springframework.transaction.CannotCreateTransactionException;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * A failure is the JSON error body and ONE line in the log, without a stack trace (before, it escaped to Tomcat,
 * which logged its whole stack trace for every failing request): 503 when the database is out of reach (a connection
 * pool that timed out), 500 for anything else.
 */
public class ErrorHandlerTest {

    private final Logger logger = (Logger) LoggerFactory.getLogger(ErrorHandler.class);
    private final ListAppender<ILoggingEvent> logged = new ListAppender<>();
    private final MockMvc mvc = MockMvcBuilders.standaloneSetup(new FailingController())
        .setControllerAdvice(new ErrorHandler()).build();

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
    public void aPoolThatTimedOutIsA503AndOneLineWithoutStackTrace() throws Exception {
        MockHttpServletResponse response = mvc.perform(get("/pool-timeout")).andReturn().getResponse();

        assertEquals(503, response.getStatus());
        assertEquals("{\"status\":503,\"error\":\"Service Unavailable\",\"message\":\"Database unavailable\"}",
            response.getContentAsString());
        String message = theOneLineLogged();
        assertTrue(message, message.startsWith("GET /pool-timeout failed: "
            + "org.springframework.dao.DataAccessResourceFailureException: Unable to acquire JDBC Connection"));
        assertTrue(message, message.contains("java.sql.SQLTransientConnectionException: "
            + "HikariPool-1 - Connection is not available, request timed out after 30000ms."));
    }

    @Test
    public void aTransactionThatGotNoConnectionIsA503() throws Exception {
        MockHttpServletResponse response = mvc.perform(get("/no-transaction")).andReturn().getResponse();

        assertEquals(503, response.getStatus());
        assertTrue(theOneLineLogged().startsWith("GET /no-transaction failed: "
            + "org.springframework.transaction.CannotCreateTransactionException: Could not begin a transaction"));
    }

    @Test
    public void anUnexpectedFailureIsA500AndOneLineWithoutStackTrace() throws Exception {
        MockHttpServletResponse response = mvc.perform(get("/bug")).andReturn().getResponse();

        assertEquals(500, response.getStatus());
        assertEquals("{\"status\":500,\"error\":\"Internal Server Error\",\"message\":\"Internal server error\"}",
            response.getContentAsString());
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

package org.reactivebench.operations.passthrough;

import static org.junit.Assert.assertEquals;
import static org.junit.Assert.assertFalse;
import static org.junit.Assert.assertNull;
import static org.junit.Assert.assertTrue;
import static org.junit.Assert.fail;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.util.ArrayList;
import java.util.List;
import org.reactivebench.operations.web.ApiException;
import org.slf4j.LoggerFactory;
import org.springframework.http.HttpStatus;

/** What {@link DownstreamFailures} logs while a test runs, and the check that a failure is answered as it should. */
final class DownstreamLog {

    private final Logger logger = (Logger) LoggerFactory.getLogger(DownstreamFailures.class);
    private final ListAppender<ILoggingEvent> lines = new ListAppender<>();

    void start() {
        lines.start();
        logger.addAppender(lines);
    }

    void stop() {
        logger.detachAppender(lines);
    }

    List<ILoggingEvent> lines() {
        synchronized (lines) { // the lock AppenderBase appends under
            return new ArrayList<>(lines.list);
        }
    }

    /** The call fails as the API's {@code status}, logged as exactly one WARN line without a stack trace. */
    void assertFailure(HttpStatus status, Runnable call) {
        int before = lines().size();
        try {
            call.run();
            fail("no failure, expected " + status);
        } catch (ApiException e) {
            assertEquals(e.getMessage(), status, e.getStatus());
        }
        List<ILoggingEvent> logged = lines().subList(before, lines().size());
        assertEquals(logged.toString(), 1, logged.size());
        ILoggingEvent line = logged.get(0);
        assertEquals(Level.WARN, line.getLevel());
        assertNull("a stack trace was logged", line.getThrowableProxy());
        assertTrue(line.getFormattedMessage(), line.getFormattedMessage().contains(": " + status.value() + " "));
        assertFalse(line.getFormattedMessage(), line.getFormattedMessage().contains("\n"));
    }
}

package org.reactivebench.operations.support;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import reactor.blockhound.BlockHound;
import reactor.blockhound.BlockingOperationError;
import reactor.blockhound.integration.BlockHoundIntegration;

/**
 * Added to BlockHound (installed for the whole test JVM by blockhound-junit-platform, found through
 * META-INF/services): remembers every blocking call made on a non-blocking thread before failing it as
 * usual. A blocking call on a server thread fails that request with a 500 that the client may never
 * relate to its cause, so the tests read this list instead.
 */
public class BlockHoundRecorder implements BlockHoundIntegration {

    private static final List<String> ERRORS = new CopyOnWriteArrayList<>();

    public static void clear() {
        ERRORS.clear();
    }

    public static List<String> errors() {
        return new ArrayList<>(ERRORS);
    }

    @Override
    public void applyTo(BlockHound.Builder builder) {
        builder
            // Netty's own integration already marks its event loops as non-blocking; say it explicitly.
            .nonBlockingThreadPredicate(current -> current.or(thread -> thread.getName().startsWith("reactor-http-")))
            .blockingMethodCallback(method -> {
                ERRORS.add(method + " on " + Thread.currentThread().getName());
                throw new BlockingOperationError(method);
            });
    }
}

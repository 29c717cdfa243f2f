package org.reactivebench.operations.support;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.Collectors;
import javax.servlet.DispatcherType;

/** What the test probes saw: repository calls and their threads, servlet dispatches. Tests run one at a time. */
public final class Recordings {

    /** One call of a repository method (or of the downstream service), and the thread it ran on. */
    public record RepositoryCall(String repository, String method, String thread) {
    }

    /** One pass of a request through the servlet filter chain. */
    public static final class Dispatch {

        private final DispatcherType type;
        private final String uri;
        private final String thread;
        private volatile Boolean asyncStartedAfterChain;

        Dispatch(DispatcherType type, String uri, String thread) {
            this.type = type;
            this.uri = uri;
            this.thread = thread;
        }

        public DispatcherType type() {
            return type;
        }

        public String uri() {
            return uri;
        }

        public String thread() {
            return thread;
        }

        /** request.isAsyncStarted() once the chain returned; null while the chain still runs. */
        public Boolean asyncStartedAfterChain() {
            return asyncStartedAfterChain;
        }

        void finished(boolean asyncStarted) {
            this.asyncStartedAfterChain = asyncStarted;
        }

        @Override
        public String toString() {
            return type + " " + uri + " on " + thread + " (async started: " + asyncStartedAfterChain + ")";
        }
    }

    private static final List<RepositoryCall> CALLS = new CopyOnWriteArrayList<>();
    private static final List<Dispatch> DISPATCHES = new CopyOnWriteArrayList<>();
    private static final Map<String, Duration> DELAYS = new ConcurrentHashMap<>();

    private Recordings() {
    }

    public static void clear() {
        CALLS.clear();
        DISPATCHES.clear();
        DELAYS.clear();
    }

    public static List<RepositoryCall> calls(Class<?> repository) {
        return CALLS.stream().filter(call -> call.repository().equals(repository.getSimpleName()))
            .collect(Collectors.toList());
    }

    public static List<Dispatch> dispatches() {
        return List.copyOf(DISPATCHES);
    }

    /** Makes every later call of the named repository method wait this long before it runs. */
    public static void delay(String method, Duration delay) {
        DELAYS.put(method, delay);
    }

    static void call(Class<?> repository, String method) throws InterruptedException {
        record(repository, method);
        Duration delay = DELAYS.get(method);
        if (delay != null) {
            Thread.sleep(delay.toMillis());
        }
    }

    /** A call no delay applies to: a downstream call of POST /api/passthrough. */
    static void record(Class<?> caller, String method) {
        CALLS.add(new RepositoryCall(caller.getSimpleName(), method, Thread.currentThread().getName()));
    }

    static Dispatch dispatch(DispatcherType type, String uri) {
        Dispatch dispatch = new Dispatch(type, uri, Thread.currentThread().getName());
        DISPATCHES.add(dispatch);
        return dispatch;
    }
}

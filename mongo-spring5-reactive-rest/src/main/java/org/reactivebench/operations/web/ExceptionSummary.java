package org.reactivebench.operations.web;

/**
 * An exception as one line of a log, without a stack trace: its class and message, and its root cause's unless the
 * message already tells it (as Spring's "nested exception is ..." messages do).
 */
public final class ExceptionSummary {

    private ExceptionSummary() {
    }

    public static String of(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String summary = e.toString().contains(root.toString()) ? e.toString() : e + "; root cause: " + root;
        return summary.replaceAll("\\s*[\\r\\n]+\\s*", " ");
    }
}

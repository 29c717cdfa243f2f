package org.reactivebench.operations.support;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import reactor.core.scheduler.Schedulers;

/**
 * Records the thread of every task that any Reactor scheduler (bounded-elastic, parallel, elastic, single...)
 * runs while it is installed, through Reactor's own schedule hook.
 */
public final class SchedulerTasks {

    private static final String HOOK = SchedulerTasks.class.getName();
    private static final List<String> THREADS = new CopyOnWriteArrayList<>();

    private SchedulerTasks() {
    }

    public static void install() {
        Schedulers.onScheduleHook(HOOK, task -> () -> {
            THREADS.add(Thread.currentThread().getName());
            task.run();
        });
    }

    public static void uninstall() {
        Schedulers.resetOnScheduleHook(HOOK);
    }

    public static void clear() {
        THREADS.clear();
    }

    /** The threads that ran a scheduler task since the last {@link #clear()}. */
    public static List<String> threads() {
        return new ArrayList<>(THREADS);
    }
}

package org.reactivebench.operations.support;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.reactivebench.operations.operation.OperationRepository;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * Wraps the reactive Operation repository in a JDK proxy that records, for every call, the method and the thread
 * that called it, and for every signal (value, completion, error) of the Mono or Flux it answers, the thread that
 * delivered it. It can also slow deleteById down: its Mono then starts only after a delay.
 */
@TestConfiguration(proxyBeanMethods = false)
public class OperationRepositoryRecorder {

    /** One call to the repository, or one signal of what it answered. */
    public static final class Event {

        public final String what;
        public final String thread;
        public final long nanoTime;

        Event(String what, String thread) {
            this.what = what;
            this.thread = thread;
            this.nanoTime = System.nanoTime();
        }

        @Override
        public String toString() {
            return what + " on " + thread;
        }
    }

    private static final List<Event> CALLS = new CopyOnWriteArrayList<>();
    private static final List<Event> SIGNALS = new CopyOnWriteArrayList<>();
    private static volatile Duration deleteDelay = Duration.ZERO;

    public static void clear() {
        CALLS.clear();
        SIGNALS.clear();
    }

    public static List<Event> calls() {
        return new ArrayList<>(CALLS);
    }

    public static List<Event> signals() {
        return new ArrayList<>(SIGNALS);
    }

    /** From now on, deleteById's Mono starts only after this delay (zero: not at all delayed). */
    public static void delayDeletes(Duration delay) {
        deleteDelay = delay;
    }

    @Bean
    static BeanPostProcessor operationRepositoryRecorder() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                return bean instanceof OperationRepository ? record((OperationRepository) bean) : bean;
            }
        };
    }

    private static Object record(OperationRepository target) {
        InvocationHandler handler = (proxy, method, args) -> {
            Object result;
            try {
                result = method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getTargetException();
            }
            if (method.getDeclaringClass() == Object.class) {
                return result;
            }
            String name = "OperationRepository." + method.getName();
            CALLS.add(new Event(name, Thread.currentThread().getName()));
            if (result instanceof Mono) {
                Mono<?> mono = ((Mono<?>) result)
                    .doOnEach(signal -> SIGNALS.add(new Event(name + " " + signal.getType(), Thread.currentThread().getName())));
                Duration delay = deleteDelay;
                return method.getName().equals("deleteById") && !delay.isZero() ? mono.delaySubscription(delay) : mono;
            }
            if (result instanceof Flux) {
                return ((Flux<?>) result)
                    .doOnEach(signal -> SIGNALS.add(new Event(name + " " + signal.getType(), Thread.currentThread().getName())));
            }
            return result;
        };
        return Proxy.newProxyInstance(OperationRepository.class.getClassLoader(),
            new Class<?>[] {OperationRepository.class}, handler);
    }
}

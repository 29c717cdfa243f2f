package org.reactivebench.operations.support;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.reactivebench.operations.account.UserRepository;
import org.reactivebench.operations.operation.OperationRepository;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * Wraps the blocking beans (both MongoDB repositories and the BCrypt password encoder) in a JDK proxy that
 * records, for every call, the method and the name of the thread it ran on. Also the downstream calls of
 * POST /api/passthrough: the RestTemplate's (blocking) call, and the thread each WebClient answer arrives on.
 */
@TestConfiguration(proxyBeanMethods = false)
public class CallRecorder {

    /** One call to a blocking bean. */
    public static final class Call {

        public final String method;
        public final String thread;

        Call(String method, String thread) {
            this.method = method;
            this.thread = thread;
        }

        @Override
        public String toString() {
            return method + " on " + thread;
        }
    }

    private static final List<Call> CALLS = new CopyOnWriteArrayList<>();

    public static void clear() {
        CALLS.clear();
    }

    public static List<Call> calls() {
        return new ArrayList<>(CALLS);
    }

    @Bean
    static BeanPostProcessor blockingCallRecorder() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                for (Class<?> type : List.of(OperationRepository.class, UserRepository.class, PasswordEncoder.class)) {
                    if (type.isInstance(bean)) {
                        return record(type, bean);
                    }
                }
                if (bean instanceof RestTemplate) {
                    ((RestTemplate) bean).getInterceptors().add((request, body, execution) -> {
                        CALLS.add(new Call("RestTemplate." + request.getMethodValue() + " "
                            + request.getURI().getPath(), Thread.currentThread().getName()));
                        return execution.execute(request, body);
                    });
                }
                if (bean instanceof WebClient) {
                    return ((WebClient) bean).mutate().filter((request, next) -> next.exchange(request)
                        .doOnNext(answer -> CALLS.add(new Call("WebClient.answer to " + request.method() + " "
                            + request.url().getPath(), Thread.currentThread().getName()))))
                        .build();
                }
                return bean;
            }
        };
    }

    private static Object record(Class<?> type, Object target) {
        InvocationHandler handler = (proxy, method, args) -> {
            if (method.getDeclaringClass() != Object.class) {
                CALLS.add(new Call(type.getSimpleName() + "." + method.getName(), Thread.currentThread().getName()));
            }
            try {
                return method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getTargetException();
            }
        };
        return Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler);
    }
}

package org.reactivebench.operations.support;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import javax.servlet.DispatcherType;
import javax.servlet.Filter;
import javax.servlet.FilterChain;
import javax.servlet.ServletException;
import javax.servlet.ServletRequest;
import javax.servlet.ServletResponse;
import javax.servlet.http.HttpServletRequest;
import org.reactivebench.operations.account.UserRepository;
import org.reactivebench.operations.operation.OperationRepository;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.boot.web.servlet.FilterRegistrationBean;
import org.springframework.context.annotation.Bean;
import org.springframework.core.Ordered;
import org.springframework.web.client.RestTemplate;
import org.springframework.web.reactive.function.client.WebClient;

/**
 * The probes of the proof tests: the two repositories wrapped in JDK proxies that record the thread of
 * every call, the downstream clients of POST /api/passthrough (the thread of the RestTemplate's call, of the
 * WebClient's answer), and an outermost servlet filter that records every REQUEST and ASYNC dispatch under /api.
 */
@TestConfiguration(proxyBeanMethods = false)
public class ProofTestConfiguration {

    @Bean
    static BeanPostProcessor callThreadRecorder() {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                if (bean instanceof OperationRepository) {
                    return recording(bean, OperationRepository.class);
                }
                if (bean instanceof UserRepository) {
                    return recording(bean, UserRepository.class);
                }
                if (bean instanceof RestTemplate) {
                    ((RestTemplate) bean).getInterceptors().add((request, body, execution) -> {
                        Recordings.record(RestTemplate.class,
                            request.getMethodValue() + " " + request.getURI().getPath());
                        return execution.execute(request, body);
                    });
                }
                if (bean instanceof WebClient) {
                    return ((WebClient) bean).mutate().filter((request, next) -> next.exchange(request)
                        .doOnNext(answer -> Recordings.record(WebClient.class,
                            "answer to " + request.method() + " " + request.url().getPath())))
                        .build();
                }
                return bean;
            }
        };
    }

    @Bean
    FilterRegistrationBean<Filter> dispatchRecorder() {
        FilterRegistrationBean<Filter> registration = new FilterRegistrationBean<>(new DispatchRecordingFilter());
        registration.setDispatcherTypes(DispatcherType.REQUEST, DispatcherType.ASYNC);
        registration.setOrder(Ordered.HIGHEST_PRECEDENCE);
        registration.addUrlPatterns("/api/*");
        return registration;
    }

    private static Object recording(Object repository, Class<?> type) {
        return Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
            if (method.getDeclaringClass() != Object.class) {
                Recordings.call(type, method.getName());
            }
            try {
                return method.invoke(repository, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        });
    }

    private static final class DispatchRecordingFilter implements Filter {

        @Override
        public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain)
                throws IOException, ServletException {
            Recordings.Dispatch dispatch = Recordings.dispatch(request.getDispatcherType(),
                ((HttpServletRequest) request).getRequestURI());
            try {
                chain.doFilter(request, response);
            } finally {
                dispatch.finished(request.isAsyncStarted());
            }
        }
    }
}

package org.reactivebench.operations.config;

import org.springframework.context.annotation.Configuration;
import org.springframework.data.web.ReactivePageableHandlerMethodArgumentResolver;
import org.springframework.data.web.ReactiveSortHandlerMethodArgumentResolver;
import org.springframework.web.reactive.config.WebFluxConfigurer;
import org.springframework.web.reactive.result.method.annotation.ArgumentResolverConfigurer;

/**
 * Spring Data's Pageable controller argument (?page, ?size, ?sort), which Spring Boot only
 * configures for Spring MVC. Same settings as Boot's MVC defaults: page size 20 unless the controller's
 * {@code @PageableDefault} says otherwise, at most 2000, pages numbered from 0.
 */
@Configuration
public class WebFluxConfiguration implements WebFluxConfigurer {

    static final int MAX_PAGE_SIZE = 2000;

    @Override
    public void configureArgumentResolvers(ArgumentResolverConfigurer configurer) {
        ReactivePageableHandlerMethodArgumentResolver pageableResolver =
            new ReactivePageableHandlerMethodArgumentResolver(new ReactiveSortHandlerMethodArgumentResolver());
        pageableResolver.setMaxPageSize(MAX_PAGE_SIZE);
        configurer.addCustomResolver(pageableResolver);
    }
}

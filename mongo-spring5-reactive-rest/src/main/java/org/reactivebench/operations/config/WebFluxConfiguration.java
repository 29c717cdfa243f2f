package org.reactivebench.operations.config;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.context.annotation.Configuration;
import org.springframework.data.web.ReactivePageableHandlerMethodArgumentResolver;
import org.springframework.data.web.ReactiveSortHandlerMethodArgumentResolver;
import org.springframework.http.MediaType;
import org.springframework.http.codec.ServerCodecConfigurer;
import org.springframework.http.codec.json.Jackson2JsonDecoder;
import org.springframework.web.reactive.config.WebFluxConfigurer;
import org.springframework.web.reactive.result.method.annotation.ArgumentResolverConfigurer;

/**
 * Spring Data's Pageable controller argument (?page, ?size, ?sort), which Spring Boot only
 * configures for Spring MVC. Same settings as Boot's MVC defaults: page size 20 unless the controller's
 * {@code @PageableDefault} says otherwise, at most 2000, pages numbered from 0. And the media types of
 * the request bodies read as JSON, the same as Spring MVC's.
 */
@Configuration
public class WebFluxConfiguration implements WebFluxConfigurer {

    static final int MAX_PAGE_SIZE = 2000;

    private final ObjectMapper objectMapper;

    public WebFluxConfiguration(ObjectMapper objectMapper) {
        this.objectMapper = objectMapper;
    }

    /**
     * Request bodies are read as JSON for the media types Spring MVC's Jackson converter reads (application/json
     * and application/*+json), not for application/x-ndjson too as WebFlux's JSON decoder would: such a body
     * is a 415 here as in the Servlet variants.
     */
    @Override
    public void configureHttpMessageCodecs(ServerCodecConfigurer configurer) {
        configurer.defaultCodecs().jackson2JsonDecoder(
            new Jackson2JsonDecoder(objectMapper, MediaType.APPLICATION_JSON, new MediaType("application", "*+json")));
    }

    @Override
    public void configureArgumentResolvers(ArgumentResolverConfigurer configurer) {
        ReactivePageableHandlerMethodArgumentResolver pageableResolver =
            new ReactivePageableHandlerMethodArgumentResolver(new ReactiveSortHandlerMethodArgumentResolver());
        pageableResolver.setMaxPageSize(MAX_PAGE_SIZE);
        configurer.addCustomResolver(pageableResolver);
    }
}

package org.reactivebench.operations.config;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.servlet.config.annotation.ContentNegotiationConfigurer;
import org.springframework.web.servlet.config.annotation.PathMatchConfigurer;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurerAdapter;

/**
 * Spring 5.3's defaults, which the Spring 5 variants have without configuring anything: no suffix pattern
 * matching and no content negotiation by path extension. With Spring 4.3's defaults
 * {@code /api/operations/1.5} is operation 1 asked for as media type "5", and looking that type up
 * (JavaBeans Activation, incomplete on today's JDK) fails with a 500.
 */
@Configuration
public class WebMvcConfiguration extends WebMvcConfigurerAdapter {

    @Override
    public void configurePathMatch(PathMatchConfigurer configurer) {
        configurer.setUseSuffixPatternMatch(false);
    }

    @Override
    public void configureContentNegotiation(ContentNegotiationConfigurer configurer) {
        configurer.favorPathExtension(false);
    }
}

package org.reactivebench.operations.security;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.HttpMethod;
import org.springframework.security.authentication.AuthenticationEventPublisher;
import org.springframework.security.authentication.AuthenticationManager;
import org.springframework.security.authentication.ProviderManager;
import org.springframework.security.authentication.ReactiveAuthenticationManager;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.config.annotation.web.reactive.EnableWebFluxSecurity;
import org.springframework.security.config.web.server.SecurityWebFiltersOrder;
import org.springframework.security.config.web.server.ServerHttpSecurity;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.web.server.SecurityWebFilterChain;
import org.springframework.security.web.server.context.NoOpServerSecurityContextRepository;
import org.springframework.security.web.server.savedrequest.NoOpServerRequestCache;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;

/** Stateless JWT security: only POST /api/authenticate is open under /api. */
@Configuration
@EnableWebFluxSecurity
public class SecurityConfiguration {

    private final UserDetailsService userDetailsService;
    private final TokenProvider tokenProvider;
    private final JsonSecurityErrorHandler errorHandler;

    public SecurityConfiguration(UserDetailsService userDetailsService, TokenProvider tokenProvider,
                                 JsonSecurityErrorHandler errorHandler) {
        this.userDetailsService = userDetailsService;
        this.tokenProvider = tokenProvider;
        this.errorHandler = errorHandler;
    }

    @Bean
    public PasswordEncoder passwordEncoder() {
        return new BCryptPasswordEncoder(10);
    }

    /** The blocking login of mongo-spring5: user lookup (MongoDB) and BCrypt check. */
    @Bean
    public AuthenticationManager authenticationManager(AuthenticationEventPublisher eventPublisher) {
        DaoAuthenticationProvider provider = new DaoAuthenticationProvider();
        provider.setUserDetailsService(userDetailsService);
        provider.setPasswordEncoder(passwordEncoder());
        ProviderManager authenticationManager = new ProviderManager(provider);
        authenticationManager.setAuthenticationEventPublisher(eventPublisher);
        return authenticationManager;
    }

    /** The same login, run on the scheduler so that neither the query nor BCrypt blocks an event-loop thread. */
    @Bean
    public ReactiveAuthenticationManager reactiveAuthenticationManager(AuthenticationManager authenticationManager,
                                                                       Scheduler scheduler) {
        return authentication -> Mono.fromCallable(() -> authenticationManager.authenticate(authentication))
            .subscribeOn(scheduler);
    }

    @Bean
    public SecurityWebFilterChain securityWebFilterChain(ServerHttpSecurity http) {
        return http
            .csrf().disable()
            .httpBasic().disable()
            .formLogin().disable()
            .logout().disable()
            .requestCache().requestCache(NoOpServerRequestCache.getInstance())
        .and()
            .securityContextRepository(NoOpServerSecurityContextRepository.getInstance())
            .exceptionHandling()
            .authenticationEntryPoint(errorHandler)
            .accessDeniedHandler(errorHandler)
        .and()
            .authorizeExchange()
            .pathMatchers(HttpMethod.POST, "/api/authenticate").permitAll()
            .pathMatchers("/api/**").authenticated()
            .anyExchange().permitAll()
        .and()
            .addFilterAt(new JwtFilter(tokenProvider), SecurityWebFiltersOrder.AUTHENTICATION)
            .build();
    }
}

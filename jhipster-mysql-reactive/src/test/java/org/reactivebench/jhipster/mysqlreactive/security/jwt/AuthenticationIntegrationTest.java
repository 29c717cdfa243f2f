package org.reactivebench.jhipster.mysqlreactive.security.jwt;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.reactivebench.jhipster.mysqlreactive.config.SecurityConfiguration;
import org.reactivebench.jhipster.mysqlreactive.config.SecurityJwtConfiguration;
import org.reactivebench.jhipster.mysqlreactive.config.WebConfigurer;
import org.reactivebench.jhipster.mysqlreactive.management.SecurityMetersService;
import org.reactivebench.jhipster.mysqlreactive.repository.UserRepository;
import org.reactivebench.jhipster.mysqlreactive.web.rest.AuthenticateController;
import org.springframework.boot.webflux.test.autoconfigure.WebFluxTest;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.Import;
import org.springframework.security.core.userdetails.ReactiveUserDetailsService;
import org.springframework.test.context.bean.override.mockito.MockitoBean;
import tech.jhipster.config.JHipsterProperties;

@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Import({
    JHipsterProperties.class,
    WebConfigurer.class,
    SecurityConfiguration.class,
    SecurityJwtConfiguration.class,
    SecurityMetersService.class,
    JwtAuthenticationTestUtils.class,
})
@WebFluxTest(
    controllers = { AuthenticateController.class },
    properties = {
        "jhipster.security.authentication.jwt.base64-secret=fd54a45s65fds737b9aafcb3412e07ed99b267f33413274720ddbb7f6c5e64e9f14075f2d7ed041592f0b7657baf8",
        "jhipster.security.authentication.jwt.token-validity-in-seconds=60000",
    }
)
@ComponentScan({})
@MockitoBean(types = ReactiveUserDetailsService.class)
@MockitoBean(types = UserRepository.class)
public @interface AuthenticationIntegrationTest {}

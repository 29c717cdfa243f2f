package org.reactivebench.operations.security;

import java.util.Collections;
import java.util.Map;
import javax.validation.Valid;
import javax.validation.constraints.NotNull;
import javax.validation.constraints.Size;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;
import org.springframework.security.authentication.ReactiveAuthenticationManager;
import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;

/**
 * The login: checks the password (BCrypt) and answers a JWT. Bad credentials are 401. The check is the
 * blocking one of mongo-spring5, run on the scheduler (see {@link SecurityConfiguration}).
 */
@RestController
@RequestMapping("/api")
public class AuthenticateResource {

    private final ReactiveAuthenticationManager authenticationManager;
    private final TokenProvider tokenProvider;

    public AuthenticateResource(ReactiveAuthenticationManager authenticationManager, TokenProvider tokenProvider) {
        this.authenticationManager = authenticationManager;
        this.tokenProvider = tokenProvider;
    }

    @PostMapping("/authenticate")
    public Mono<ResponseEntity<Map<String, String>>> authenticate(@Valid @RequestBody Login login) {
        return authenticationManager.authenticate(
                new UsernamePasswordAuthenticationToken(login.getUsername(), login.getPassword()))
            .map(authentication -> {
                String jwt = tokenProvider.createToken(authentication, Boolean.TRUE.equals(login.getRememberMe()));
                HttpHeaders headers = new HttpHeaders();
                headers.add(HttpHeaders.AUTHORIZATION, "Bearer " + jwt);
                return new ResponseEntity<>(Collections.singletonMap("id_token", jwt), headers, HttpStatus.OK);
            });
    }

    /** The login request body. */
    public static class Login {

        @NotNull
        @Size(min = 1, max = 50)
        private String username;

        @NotNull
        @Size(min = 1, max = 100)
        private String password;

        private Boolean rememberMe;

        public String getUsername() {
            return username;
        }

        public void setUsername(String username) {
            this.username = username;
        }

        public String getPassword() {
            return password;
        }

        public void setPassword(String password) {
            this.password = password;
        }

        public Boolean getRememberMe() {
            return rememberMe;
        }

        public void setRememberMe(Boolean rememberMe) {
            this.rememberMe = rememberMe;
        }
    }
}

package org.reactivebench.operations.account;

import java.security.Principal;
import org.reactivebench.operations.web.ApiException;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;
import reactor.core.publisher.Mono;
import reactor.core.scheduler.Scheduler;

@RestController
@RequestMapping("/api")
public class AccountResource {

    private final UserRepository userRepository;
    private final Scheduler scheduler;

    public AccountResource(UserRepository userRepository, Scheduler scheduler) {
        this.userRepository = userRepository;
        this.scheduler = scheduler;
    }

    /** The current user, as named by the (already verified) token; the lookup runs on the scheduler. */
    @GetMapping("/account")
    public Mono<Account> getAccount(Principal principal) {
        return Mono.fromCallable(() -> userRepository.findOneWithAuthoritiesByLogin(principal.getName()))
            .subscribeOn(scheduler)
            .map(user -> user.map(Account::new)
                .orElseThrow(() -> new ApiException(HttpStatus.UNAUTHORIZED, "User not found")));
    }
}

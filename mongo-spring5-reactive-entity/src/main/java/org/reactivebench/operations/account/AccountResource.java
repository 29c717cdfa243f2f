package org.reactivebench.operations.account;

import java.security.Principal;
import org.reactivebench.operations.web.ApiException;
import org.springframework.http.HttpStatus;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

@RestController
@RequestMapping("/api")
public class AccountResource {

    private final UserRepository userRepository;

    public AccountResource(UserRepository userRepository) {
        this.userRepository = userRepository;
    }

    /** The current user, as named by the (already verified) token. */
    @GetMapping("/account")
    public Account getAccount(Principal principal) {
        return userRepository.findOneWithAuthoritiesByLogin(principal.getName())
            .map(Account::new)
            .orElseThrow(() -> new ApiException(HttpStatus.UNAUTHORIZED, "User not found"));
    }
}

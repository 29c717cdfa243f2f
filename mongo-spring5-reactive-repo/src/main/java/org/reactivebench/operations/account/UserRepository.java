package org.reactivebench.operations.account;

import java.util.Optional;
import org.springframework.data.mongodb.repository.MongoRepository;

public interface UserRepository extends MongoRepository<User, String> {

    /** The user and its authorities (embedded in the user document), in one query. */
    Optional<User> findOneWithAuthoritiesByLogin(String login);
}

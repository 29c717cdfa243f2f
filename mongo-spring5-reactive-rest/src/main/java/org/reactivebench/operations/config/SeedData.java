package org.reactivebench.operations.config;

import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import java.util.Arrays;
import java.util.HashSet;
import javax.annotation.PostConstruct;
import org.reactivebench.operations.account.Authority;
import org.reactivebench.operations.account.User;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.index.Index;
import org.springframework.stereotype.Component;

/**
 * The initial data (what Liquibase inserts in the MySQL variants): the authorities, and the users admin/admin
 * (ROLE_ADMIN, ROLE_USER), user/user (ROLE_USER), system and anonymoususer (not activated), with BCrypt
 * (strength 10) hashes; plus the unique index on login. Runs at start-up, before the web server takes
 * requests, and inserts only what is absent, so that a restart on the same database changes nothing.
 */
@Component
public class SeedData {

    private final MongoTemplate mongoTemplate;

    public SeedData(MongoTemplate mongoTemplate) {
        this.mongoTemplate = mongoTemplate;
    }

    @PostConstruct
    public void seed() {
        mongoTemplate.indexOps(User.class).ensureIndex(new Index().on("login", Sort.Direction.ASC).unique());

        Authority admin = authority("ROLE_ADMIN");
        Authority user = authority("ROLE_USER");
        Authority anonymous = authority("ROLE_ANONYMOUS");

        user("user-0", "system", "$2a$10$EWms4puKqFXu2riGIjrhiOcjvQQG1z/rtFYBPUaIpG/fiNRMC9866",
            "System", "System", "system@localhost", true, admin, user);
        user("user-1", "anonymoususer", "$2a$10$llVJyGVJzu0.HBucCSJOcewRt616TCfuCe2/OwjFT7XlCoZsdyqbm",
            "Anonymous", "User", "anonymous@localhost", false, anonymous);
        user("user-2", "admin", "$2a$10$PozCJ1zTIJclcLVlw.OiGeiFMijUk5ILLi2ENpMl4Y3D5dSnAUSiO",
            "Administrator", "Administrator", "admin@localhost", true, admin, user);
        user("user-3", "user", "$2a$10$lHxNBfw00OHbk3kVIdH1/OYVvAPSo2Uzh.h0YNIkKlgkAXmRKLU0C",
            "User", "User", "user@localhost", true, user);
    }

    private Authority authority(String name) {
        Authority authority = new Authority();
        authority.setName(name);
        if (!mongoTemplate.exists(query(where("name").is(name)), Authority.class)) {
            mongoTemplate.insert(authority);
        }
        return authority;
    }

    private void user(String id, String login, String passwordHash, String firstName, String lastName, String email,
                      boolean activated, Authority... authorities) {
        if (!mongoTemplate.exists(query(where("login").is(login)), User.class)) {
            mongoTemplate.insert(new User(id, login, passwordHash, firstName, lastName, email, activated, "en",
                new HashSet<>(Arrays.asList(authorities))));
        }
    }
}

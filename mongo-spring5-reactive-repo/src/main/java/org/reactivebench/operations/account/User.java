package org.reactivebench.operations.account;

import java.util.HashSet;
import java.util.Set;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

/**
 * A user account, with its authorities embedded. Never serialized as such: see {@link Account}.
 * The unique index on login is created by {@code SeedData}.
 */
@Document(collection = "jhi_user")
public class User {

    @Id
    private String id;

    private String login;

    @Field("password_hash")
    private String password;

    @Field("first_name")
    private String firstName;

    @Field("last_name")
    private String lastName;

    private String email;

    @Field("image_url")
    private String imageUrl;

    private boolean activated;

    @Field("lang_key")
    private String langKey;

    private Set<Authority> authorities = new HashSet<>();

    User() {
        // for Spring Data
    }

    /** A new user, as the seed data creates them. */
    public User(String id, String login, String password, String firstName, String lastName, String email,
                boolean activated, String langKey, Set<Authority> authorities) {
        this.id = id;
        this.login = login;
        this.password = password;
        this.firstName = firstName;
        this.lastName = lastName;
        this.email = email;
        this.activated = activated;
        this.langKey = langKey;
        this.authorities = authorities;
    }

    public String getId() {
        return id;
    }

    public String getLogin() {
        return login;
    }

    public String getPassword() {
        return password;
    }

    public String getFirstName() {
        return firstName;
    }

    public String getLastName() {
        return lastName;
    }

    public String getEmail() {
        return email;
    }

    public String getImageUrl() {
        return imageUrl;
    }

    public boolean isActivated() {
        return activated;
    }

    public String getLangKey() {
        return langKey;
    }

    public Set<Authority> getAuthorities() {
        return authorities;
    }
}

package org.reactivebench.operations.account;

import java.util.List;
import java.util.stream.Collectors;

/** The JSON view of the current user: what GET /api/account answers. */
public class Account {

    private final String id;
    private final String login;
    private final String firstName;
    private final String lastName;
    private final String email;
    private final String imageUrl;
    private final boolean activated;
    private final String langKey;
    private final List<String> authorities;

    public Account(User user) {
        this.id = user.getId();
        this.login = user.getLogin();
        this.firstName = user.getFirstName();
        this.lastName = user.getLastName();
        this.email = user.getEmail();
        this.imageUrl = user.getImageUrl();
        this.activated = user.isActivated();
        this.langKey = user.getLangKey();
        this.authorities = user.getAuthorities().stream()
            .map(Authority::getName)
            .sorted()
            .collect(Collectors.toList());
    }

    public String getId() {
        return id;
    }

    public String getLogin() {
        return login;
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

    public List<String> getAuthorities() {
        return authorities;
    }
}

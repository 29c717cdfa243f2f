package org.reactivebench.operations.account;

import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

/** A role, such as ROLE_USER. */
@Document(collection = "jhi_authority")
public class Authority {

    @Id
    private String name;

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}

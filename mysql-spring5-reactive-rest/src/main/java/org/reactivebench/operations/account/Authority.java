package org.reactivebench.operations.account;

import javax.persistence.Column;
import javax.persistence.Entity;
import javax.persistence.Id;
import javax.persistence.Table;

/** A role, such as ROLE_USER. */
@Entity
@Table(name = "jhi_authority")
public class Authority {

    @Id
    @Column(length = 50)
    private String name;

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }
}

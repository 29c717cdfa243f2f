package org.reactivebench.operations.operation;

import java.math.BigDecimal;
import java.time.Instant;
import javax.validation.constraints.Digits;
import javax.validation.constraints.NotNull;
import javax.validation.constraints.Size;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;

/**
 * A bank operation: the entity the benchmark creates, reads and deletes. The id is an ObjectId (as a
 * hex string); the amount is stored as a Decimal128 (see {@code MongoConfiguration}).
 */
@Document(collection = "operation")
public class Operation {

    @Id
    private String id;

    @NotNull
    private Instant date;

    @Size(max = 255)
    private String description;

    @NotNull
    @Digits(integer = 8, fraction = 2)
    private BigDecimal amount;

    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    public Instant getDate() {
        return date;
    }

    public void setDate(Instant date) {
        this.date = date;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }

    public BigDecimal getAmount() {
        return amount;
    }

    public void setAmount(BigDecimal amount) {
        this.amount = amount;
    }
}

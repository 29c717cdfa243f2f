package org.reactivebench.contract;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Limits a contract test class or method to the API dialects named, for endpoints or behaviour only some dialects
 * have: {@code @AppliesTo(Dialect.JHIPSTER4) class PassthroughContractTest} runs against the nine hand-written
 * variants and is skipped, with the reason in the report, against the generated JHipster 9 rows. Without it a test
 * applies to every dialect (and asks {@link ContractTarget#dialect()} for the expectations that differ).
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Documented
@ExtendWith(DialectCondition.class)
public @interface AppliesTo {

    Dialect[] value();
}

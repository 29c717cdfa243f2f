package org.reactivebench.jhipster.mysql;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.reactivebench.jhipster.mysql.config.AsyncSyncConfiguration;
import org.reactivebench.jhipster.mysql.config.DatabaseTestcontainer;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Base composite annotation for integration tests.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(
    classes = {
        JhipsterMysqlApp.class,
        AsyncSyncConfiguration.class,
        org.reactivebench.jhipster.mysql.config.JacksonHibernateConfiguration.class,
        DatabaseTestcontainer.class,
    }
)
public @interface IntegrationTest {}

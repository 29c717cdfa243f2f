package org.reactivebench.jhipster.mongo;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.reactivebench.jhipster.mongo.config.AsyncSyncConfiguration;
import org.reactivebench.jhipster.mongo.config.MongoDbTestContainer;
import org.springframework.boot.test.context.SpringBootTest;

/**
 * Base composite annotation for integration tests.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(classes = { JhipsterMongoApp.class, AsyncSyncConfiguration.class, MongoDbTestContainer.class })
public @interface IntegrationTest {}

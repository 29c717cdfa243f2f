package org.reactivebench.jhipster.mongo.domain;

import java.util.UUID;

public class OperationTestSamples {

    public static Operation getOperationSample1() {
        return new Operation().id("id1").description("description1");
    }

    public static Operation getOperationSample2() {
        return new Operation().id("id2").description("description2");
    }

    public static Operation getOperationRandomSampleGenerator() {
        return new Operation().id(UUID.randomUUID().toString()).description(UUID.randomUUID().toString());
    }
}

package org.reactivebench.jhipster.mongo.domain;

import static org.assertj.core.api.Assertions.assertThat;
import static org.reactivebench.jhipster.mongo.domain.OperationTestSamples.*;

import org.junit.jupiter.api.Test;
import org.reactivebench.jhipster.mongo.web.rest.TestUtil;

class OperationTest {

    @Test
    void equalsVerifier() throws Exception {
        TestUtil.equalsVerifier(Operation.class);
        Operation operation1 = getOperationSample1();
        Operation operation2 = new Operation();
        assertThat(operation1).isNotEqualTo(operation2);

        operation2.setId(operation1.getId());
        assertThat(operation1).isEqualTo(operation2);

        operation2 = getOperationSample2();
        assertThat(operation1).isNotEqualTo(operation2);
    }
}

package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class DbLinkTablesTest {

  @Test
  void aLabelWithoutItsLatencyQualifier() {
    assertEquals("mysql-spring5", DbLinkTables.withoutLatency("mysql-spring5[db5ms]"));
    assertEquals("mysql-spring5-reactive-rest[bounded-elastic]",
        DbLinkTables.withoutLatency("mysql-spring5-reactive-rest[bounded-elastic,db0.5ms]"));
    assertEquals("jhipster-mysql[virtual-threads,jdk25]",
        DbLinkTables.withoutLatency("jhipster-mysql[virtual-threads,db20ms,jdk25]"));
    assertEquals("mongo-spring5", DbLinkTables.withoutLatency("mongo-spring5"));
  }
}

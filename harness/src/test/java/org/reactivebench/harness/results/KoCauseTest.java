package org.reactivebench.harness.results;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class KoCauseTest {

  @ParameterizedTest
  @CsvSource(delimiter = '|', value = {
      "status.find.is(201), but actually found 500 | status 500",
      "status.find.in([200, 209], 304), found 404 | status 404",
      "header(Location).find.exists, found nothing | failed check",
      "Request timeout to 127.0.0.1/127.0.0.1:8080 after 60000 ms | timeout",
      "i.n.c.AbstractChannel$AnnotatedConnectException: Connection refused: /127.0.0.1:8080 | connection refused",
      "j.i.IOException: Premature close | connection error"})
  void sortsGatlingMessagesIntoCauses(String message, String cause) {
    assertEquals(cause, KoCause.of(message));
  }
}

package org.reactivebench.harness.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.OptionalLong;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A fault counts its seconds from the load's first request, not from the launch of the load generator. */
class FaultInjectorTest {

  @TempDir
  Path folder;

  @Test
  void theFaultBeginsItsDelayAfterTheFirstRequestNotWhenTheInjectorStarts() throws Exception {
    AtomicInteger polls = new AtomicInteger();
    AtomicLong origin = new AtomicLong();
    FaultInjector.Origin firstRequestOnTheThirdPoll = () -> {
      if (polls.incrementAndGet() < 3) {
        return OptionalLong.empty();
      }
      origin.compareAndSet(0, System.currentTimeMillis() - 300);
      return OptionalLong.of(origin.get());
    };
    CountDownLatch begun = new CountDownLatch(1);
    Fault fault = new Fault("db-link", "a black hole", Duration.ofMillis(500), begun::countDown);
    try (FaultInjector injector = new FaultInjector(fault, firstRequestOnTheThirdPoll, message -> { })) {
      begun.await();
      Fault.Window window = injector.outcome().orElseThrow();
      assertTrue(polls.get() >= 3, "it waited for the first request");
      assertTrue(window.startedAt() >= origin.get() + 500,
          "began " + (window.startedAt() - origin.get()) + " ms after the first request, not 500");
    }
  }

  @Test
  void aFaultWhoseLoadEndsBeforeItsTimeIsCancelledAndDisruptsNothing() throws Exception {
    AtomicBoolean disrupted = new AtomicBoolean();
    Fault fault = new Fault("database", "restarting", Duration.ofSeconds(60), () -> disrupted.set(true));
    try (FaultInjector injector = new FaultInjector(fault, OptionalLong::empty, message -> { })) {
      assertTrue(injector.outcome().isEmpty(), "no window: the load never began");
    }
    try (FaultInjector injector = new FaultInjector(fault, () -> OptionalLong.of(System.currentTimeMillis()),
        message -> { })) {
      assertTrue(injector.outcome().isEmpty(), "no window: the load ended before its second 60");
    }
    assertFalse(disrupted.get(), "nothing was disrupted");
  }

  @Test
  void aFaultUnderWayIsWaitedForAndItsFailureReported() throws Exception {
    CountDownLatch begun = new CountDownLatch(1);
    IOException broken = new IOException("the database did not come back");
    Fault fault = new Fault("database", "restarting", Duration.ZERO, () -> {
      begun.countDown();
      throw broken;
    });
    try (FaultInjector injector = new FaultInjector(fault, () -> OptionalLong.of(0), message -> { })) {
      begun.await();
      assertSame(broken, assertThrows(IOException.class, injector::outcome));
    }
  }

  @Test
  void theFirstRequestIsReadFromTheLogGatlingWritesNotFromAnEarlierOne() throws Exception {
    Files.createDirectories(folder.resolve("earlier"));
    Files.writeString(folder.resolve("earlier/simulation.log"), "RUN\tS\ts\t100\t \t3.12.0\n"
        + "REQUEST\t\tlogin\t150\t180\tOK\t \n");
    FirstRequest firstRequest = new FirstRequest(folder);
    assertTrue(firstRequest.poll().isEmpty(), "an earlier load's log is not this one's");

    Files.createDirectories(folder.resolve("now"));
    Path log = Files.writeString(folder.resolve("now/simulation.log"), "RUN\tS\ts\t5000\t \t3.12.0\n");
    assertTrue(firstRequest.poll().isEmpty(), "no request yet");
    Files.writeString(log, "RUN\tS\ts\t5000\t \t3.12.0\nREQUEST\t\tlogin\t7300\t7400\tOK\t \n"
        + "REQUEST\t\tlogin\t7200\t7450\tOK\t \n");
    assertEquals(OptionalLong.of(7200), firstRequest.poll(), "the earliest start among the requests written");
  }
}

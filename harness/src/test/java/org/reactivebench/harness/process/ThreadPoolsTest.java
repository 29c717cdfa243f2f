package org.reactivebench.harness.process;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

public class ThreadPoolsTest {

  /** The heads of a JDK 17 and a JDK 25 thread dump (the latter with the OS thread id in brackets). */
  public static final String DUMP = """
      2026-11-25 01:40:00
      Full thread dump OpenJDK 64-Bit Server VM (17.0.15+6-Debian-1deb12u1 mixed mode, sharing):

      "main" #1 prio=5 os_prio=0 cpu=2100.17ms elapsed=60.12s tid=0x00007f nid=0x1a2b waiting on condition
         java.lang.Thread.State: WAITING (parking)
      \tat jdk.internal.misc.Unsafe.park(java.base@17.0.15/Native Method)
      "C2 CompilerThread0" #6 daemon prio=9 os_prio=0 cpu=9000.00ms elapsed=60.10s tid=0x1 nid=0x2 waiting on condition
      "http-nio-8081-exec-1" #30 daemon prio=5 os_prio=0 cpu=80.00ms elapsed=50.00s tid=0x3 nid=0x4 waiting on condition
      "http-nio-8081-exec-2" #31 daemon prio=5 os_prio=0 cpu=81.00ms elapsed=50.00s tid=0x5 nid=0x6 runnable
      "http-nio-8081-exec-10" #39 daemon prio=5 os_prio=0 cpu=82.00ms elapsed=50.00s tid=0x7 nid=0x8 runnable
      "http-nio-8081-Acceptor" #41 daemon prio=5 os_prio=0 cpu=1.00ms elapsed=50.00s tid=0x9 nid=0xa runnable
      "boundedElastic-1" #52 [4242] daemon prio=5 os_prio=0 cpu=10.00ms elapsed=40.00s tid=0xb nid=4242 waiting
      "boundedElastic-2" #53 [4243] daemon prio=5 os_prio=0 cpu=10.00ms elapsed=40.00s tid=0xc nid=4243 waiting
      "boundedElastic-evictor-1" #54 [4244] daemon prio=5 os_prio=0 cpu=1.00ms elapsed=40.00s tid=0xd nid=4244 waiting
      "GC Thread#0" os_prio=0 cpu=300.00ms elapsed=60.12s tid=0xe nid=0xf runnable
      """;

  @Test
  void threadsCountInThePoolTheirNameNamesWithoutItsNumber() {
    Map<String, Integer> pools = ThreadPools.of(DUMP);
    assertEquals(3, pools.get("http-nio-8081-exec-"));
    assertEquals(1, pools.get("http-nio-8081-Acceptor"));
    assertEquals(2, pools.get("boundedElastic-"));
    assertEquals(1, pools.get("boundedElastic-evictor-"));
    assertEquals(1, pools.get("main"));
    assertEquals(1, pools.get("C2 CompilerThread"));
    assertEquals(null, pools.get("GC Thread#"), "a VM thread (no Java thread number) is not a Java thread");
  }
}

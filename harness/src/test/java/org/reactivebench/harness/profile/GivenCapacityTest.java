package org.reactivebench.harness.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** --capacity: one number for every label, one a label, or both, the label's own first. */
class GivenCapacityTest {

  @Test
  void aNumberIsEveryLabelsCapacity() {
    GivenCapacity given = GivenCapacity.parse(List.of("28.5"));
    assertEquals(Optional.of(28.5), given.of("mysql-spring5"));
    assertEquals(Optional.of(28.5), given.of("mongo-spring5-reactive-repo[bounded-elastic]"));
    assertEquals("28.5 journeys/s (given)", given.describe());
  }

  @Test
  void aLabelNamedTakesItsOwnAndTheOthersTheirWarmUpsPrediction() {
    GivenCapacity given = GivenCapacity.parse(List.of("mysql-spring5=28.5",
        "mysql-spring5-reactive-rest[bounded-elastic,db5ms]=41.5"));
    assertEquals(Optional.of(28.5), given.of("mysql-spring5"));
    assertEquals(Optional.of(41.5), given.of("mysql-spring5-reactive-rest[bounded-elastic,db5ms]"));
    assertEquals(Optional.empty(), given.of("mongo-spring5"), "not named: the warm-up predicts it");
    assertTrue(given.given());
    assertEquals("mysql-spring5 28.5, mysql-spring5-reactive-rest[bounded-elastic,db5ms] 41.5 journeys/s (given), "
        + "the others the ceiling their warm-ups predict", given.describe());
  }

  @Test
  void aLabelsOwnComesBeforeTheOneForAll() {
    GivenCapacity given = GivenCapacity.parse(List.of("40", "mysql-spring4=29.8"));
    assertEquals(Optional.of(29.8), given.of("mysql-spring4"));
    assertEquals(Optional.of(40.0), given.of("mysql-spring5"));
    assertEquals("mysql-spring4 29.8, the others 40 journeys/s (given)", given.describe());
  }

  @Test
  void nothingGivenLeavesEveryLabelToItsWarmUp() {
    assertFalse(GivenCapacity.NONE.given());
    assertEquals(Optional.empty(), GivenCapacity.NONE.of("mysql-spring5"));
  }

  @Test
  void aValueThatIsNoCapacityIsRefusedWithItsText() {
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GivenCapacity.parse(List.of("mysql-spring5=fast")))
        .getMessage().contains("was 'mysql-spring5=fast'"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GivenCapacity.parse(List.of("=3")))
        .getMessage().contains("no label before '='"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GivenCapacity.parse(List.of("a=3", "a=4")))
        .getMessage().contains("'a' is given twice"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GivenCapacity.parse(List.of("-2")))
        .getMessage().contains("more than 0"));
    assertTrue(assertThrows(IllegalArgumentException.class, () -> GivenCapacity.parse(List.of("NaN")))
        .getMessage().contains("more than 0"));
  }
}

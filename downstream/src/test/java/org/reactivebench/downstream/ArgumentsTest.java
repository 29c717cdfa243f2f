package org.reactivebench.downstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class ArgumentsTest {

    @Test
    void portAsTheHarnessPassesIt() {
        assertEquals(18090, Arguments.port(new String[] {"--port", "18090"}));
        assertEquals(18090, Arguments.port(new String[] {"--port=18090"}));
        assertEquals(0, Arguments.port(new String[] {"--port", "0"}));
    }

    @Test
    void withoutArgumentsThePortTheVariantsExpect() {
        assertEquals(8090, Arguments.port(new String[0]));
    }

    @Test
    void refusesWhatItDoesNotUnderstand() {
        assertThrows(IllegalArgumentException.class, () -> Arguments.port(new String[] {"--port"}));
        assertThrows(IllegalArgumentException.class, () -> Arguments.port(new String[] {"--port", "http"}));
        assertThrows(IllegalArgumentException.class, () -> Arguments.port(new String[] {"--port", "65536"}));
        assertThrows(IllegalArgumentException.class, () -> Arguments.port(new String[] {"--host", "0.0.0.0"}));
    }
}

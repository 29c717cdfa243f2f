package org.reactivebench.downstream.messages;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class MessageReaderTest {

    @Test
    void readsAMessage() {
        Message message = MessageReader.read("{\"id\":\"m-1\",\"payload\":\"hello\",\"delay\":300}");

        assertEquals(new Message("m-1", "hello", Duration.ofMillis(300)), message);
    }

    @Test
    void acceptsDelaysFromZeroToOneMinute() {
        assertEquals(Duration.ZERO, MessageReader.read("{\"id\":\"a\",\"payload\":\"\",\"delay\":0}").delay());
        assertEquals(Duration.ofMinutes(1), MessageReader.read("{\"id\":\"a\",\"payload\":\"\",\"delay\":60000}").delay());
    }

    @Test
    void ignoresUnknownFields() {
        assertEquals("a", MessageReader.read("{\"id\":\"a\",\"payload\":\"p\",\"delay\":1,\"extra\":true}").id());
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "", "{", "not json", "{\"id\":\"a\",\"payload\":\"p\",\"delay\":1} trailing",
            "null", "[]", "\"text\"", "42", "{}",
            "{\"payload\":\"p\",\"delay\":1}",
            "{\"id\":null,\"payload\":\"p\",\"delay\":1}",
            "{\"id\":7,\"payload\":\"p\",\"delay\":1}",
            "{\"id\":\"a\",\"delay\":1}",
            "{\"id\":\"a\",\"payload\":{\"x\":1},\"delay\":1}",
            "{\"id\":\"a\",\"payload\":\"p\"}",
            "{\"id\":\"a\",\"payload\":\"p\",\"delay\":\"300\"}",
            "{\"id\":\"a\",\"payload\":\"p\",\"delay\":1.5}",
            "{\"id\":\"a\",\"payload\":\"p\",\"delay\":-1}",
            "{\"id\":\"a\",\"payload\":\"p\",\"delay\":60001}",
            "{\"id\":\"a\",\"payload\":\"p\",\"delay\":99999999999999999999999}",
    })
    void refusesAnythingElse(String body) {
        assertThrows(InvalidMessageException.class, () -> MessageReader.read(body));
    }
}

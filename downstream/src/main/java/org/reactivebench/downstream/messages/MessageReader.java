package org.reactivebench.downstream.messages;

import java.time.Duration;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** Reads {@code {"id": string, "payload": string, "delay": integer ms}}; anything else is an {@link InvalidMessageException}. */
final class MessageReader {

    static final long MAX_DELAY_MS = 60_000;

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

    private MessageReader() {
    }

    static Message read(String body) {
        JsonNode json;
        try {
            json = JSON.readTree(body);
        } catch (JsonProcessingException e) {
            throw new InvalidMessageException("The body is not valid JSON");
        }
        if (json == null || !json.isObject()) {
            throw new InvalidMessageException("The body must be a JSON object");
        }
        return new Message(text(json, "id"), text(json, "payload"), delay(json));
    }

    private static String text(JsonNode json, String field) {
        JsonNode value = json.get(field);
        if (value == null || !value.isTextual()) {
            throw new InvalidMessageException("'" + field + "' must be a string");
        }
        return value.textValue();
    }

    private static Duration delay(JsonNode json) {
        JsonNode value = json.get("delay");
        if (value == null || !value.isIntegralNumber() || !value.canConvertToLong()) {
            throw new InvalidMessageException("'delay' must be an integer number of milliseconds");
        }
        long millis = value.longValue();
        if (millis < 0 || millis > MAX_DELAY_MS) {
            throw new InvalidMessageException("'delay' must be between 0 and " + MAX_DELAY_MS + " ms");
        }
        return Duration.ofMillis(millis);
    }
}

package org.reactivebench.downstream.messages;

import java.time.Duration;

/** What a passthrough call sends: an id, a payload, and how long the answer should take. */
record Message(String id, String payload, Duration delay) {
}

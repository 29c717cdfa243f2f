package org.reactivebench.harness.results;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Sorts Gatling's KO messages into the causes a reader cares about. */
final class KoCause {

  private static final Pattern FOUND_STATUS = Pattern.compile("found (\\d{3})\\s*$");

  private KoCause() {}

  static String of(String message) {
    String lower = message.toLowerCase(java.util.Locale.ROOT);
    if (lower.startsWith("status.")) {
      Matcher status = FOUND_STATUS.matcher(message);
      return status.find() ? "status " + status.group(1) : "failed check";
    }
    if (lower.contains("timeout") || lower.contains("timed out")) {
      return "timeout";
    }
    if (lower.contains("connection refused")) {
      return "connection refused";
    }
    if (lower.contains("exception") || lower.contains("closed") || lower.contains("reset")) {
      return "connection error";
    }
    return "failed check";
  }
}

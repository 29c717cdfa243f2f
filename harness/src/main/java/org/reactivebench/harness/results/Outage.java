package org.reactivebench.harness.results;

import java.util.Map;
import java.util.TreeMap;

/**
 * What stopping a server the variant depends on did to the load: when and for how long it was down, the requests
 * that failed from then on (by cause, and the longest of them: a variant must fail fast, not hang), and how long
 * until the variant answered without errors again (from the stop to the end of the last KO).
 */
public record Outage(long atSecond, long downtimeMs, int ko, Map<String, Integer> koCauses, long longestKoMs,
    long recoveryMs) {

  /**
   * @param startedAt when the server was stopped, epoch ms
   * @param readyAt when it accepted connections again, epoch ms
   * @param windowStart the start of the load, epoch ms
   */
  public static Outage of(SimulationLog log, long startedAt, long readyAt, long windowStart) {
    long lastKoEnd = 0;
    long longest = 0;
    int ko = 0;
    Map<String, Integer> causes = new TreeMap<>();
    for (RequestRecord request : log.requests()) {
      if (!request.ok() && request.end() >= startedAt) {
        ko++;
        lastKoEnd = Math.max(lastKoEnd, request.end());
        longest = Math.max(longest, request.responseTime());
        causes.merge(KoCause.of(request.message()), 1, Integer::sum);
      }
    }
    long recovery = ko == 0 ? readyAt - startedAt : Math.max(lastKoEnd, readyAt) - startedAt;
    return new Outage((startedAt - windowStart) / 1000, readyAt - startedAt, ko, causes, longest, recovery);
  }
}

package org.reactivebench.harness.cli;

import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import org.reactivebench.harness.profile.LoadPlan;
import org.reactivebench.harness.profile.RunPlan;
import org.reactivebench.loadspec.Journey;
import picocli.CommandLine.Option;

/** {@code run}'s options for an app the harness does not start, and what they cannot go with. */
final class TargetOptions {

  @Option(names = "--target-url", paramLabel = "URL",
      description = "Load an app the harness does not start (a container, a Kubernetes service, another machine or "
          + "network namespace) at URL, e.g. http://10.0.0.5:8080, as the label --label names: it is verified against "
          + "the contract, warmed up and loaded like a started label. Its CPU, memory and threads are not sampled and "
          + "its database is not counted, so the profiles that calibrate from the variant's CPU (capacity, "
          + "capacity-2017, db-latency) and the faults are refused. It must sign tokens with the harness's key: set "
          + "BENCH_JWT_SECRET to the same value for both.")
  URI url;

  @Option(names = "--label", paramLabel = "NAME",
      description = "With --target-url: the label of the matrix the app at URL is (its contract dialect and journey "
          + "are that label's), e.g. 'mongo-spring5' or 'mysql-spring5-reactive-rest[bounded-elastic]'.")
  String label;

  /**
   * With --target-url: a label for it, and nothing that needs the app's process or database (labels as arguments,
   * a calibrated profile, the passthrough journey, the database link, the faults, the partition).
   */
  void check(List<String> variantNames, RunPlan plan, String profileName, boolean dbLatency, boolean faults,
      boolean variantCpus) {
    if (url == null) {
      if (label != null) {
        throw new IllegalArgumentException("--label names the app at --target-url; without it, name the labels to "
            + "run as arguments");
      }
      return;
    }
    if (label == null) {
      throw new IllegalArgumentException("--target-url needs --label: which of the matrix's labels the app at "
          + url + " is");
    }
    if (!List.of("http", "https").contains(String.valueOf(url.getScheme())) || url.getHost() == null) {
      throw new IllegalArgumentException("--target-url takes an http(s) URL with a host, e.g. http://10.0.0.5:8080; "
          + "was " + url);
    }
    List<String> refused = new ArrayList<>();
    if (variantNames != null && !variantNames.isEmpty()) {
      refused.add("labels as arguments " + variantNames + " (--label names the one app)");
    }
    if (plan.load() instanceof LoadPlan.Calibrating) {
      refused.add("the " + profileName + " profile (it calibrates its levels from the variant's CPU, which the "
          + "harness cannot read; quick, paper and smoke have fixed loads)");
    }
    if (plan.load().base().journey() == Journey.PASSTHROUGH) {
      refused.add("the passthrough journey (the app calls its own downstream, which the harness does not sample)");
    }
    if (dbLatency) {
      refused.add("--db-latency (the harness does not own the app's database link)");
    }
    if (faults) {
      refused.add("fault injection (the faults act on the servers the harness runs)");
    }
    if (variantCpus) {
      refused.add("--variant-cpus (the harness does not run the app)");
    }
    if (!refused.isEmpty()) {
      throw new IllegalArgumentException("--target-url loads an app the harness did not start, so it cannot take "
          + String.join("; ", refused));
    }
  }
}

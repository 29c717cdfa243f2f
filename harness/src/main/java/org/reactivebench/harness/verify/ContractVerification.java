package org.reactivebench.harness.verify;

import org.reactivebench.contract.ContractReport;
import org.reactivebench.contract.ContractRunner;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.launch.VariantFailedException;

/** Runs the black-box contract suite against a running variant; a variant that fails it is not benchmarked. */
public final class ContractVerification {

  private ContractVerification() {}

  /** @param jwtSecret the key the variant signs with, so the suite can also check signatures and expiry */
  public static ContractReport verify(RunningVariant variant, String jwtSecret, Console console) {
    console.step(variant.label(), "verifying the API contract");
    ContractReport report = ContractRunner.run(variant.baseUrl(), jwtSecret);
    if (report.failed() > 0 || report.total() == 0) {
      StringBuilder failures = new StringBuilder();
      report.failures().forEach(f -> failures.append(f).append(System.lineSeparator()));
      throw new VariantFailedException("failed " + report.failed() + " of " + report.total() + " contract checks",
          failures.toString().strip());
    }
    console.step(variant.label(), "contract verified: " + report.succeeded() + " of " + report.total() + " checks passed");
    return report;
  }
}

package org.reactivebench.harness.verify;

import org.reactivebench.contract.ContractReport;
import org.reactivebench.contract.ContractRunner;
import org.reactivebench.contract.ContractScope;
import org.reactivebench.contract.KnownDifferences;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.launch.VariantFailedException;
import org.reactivebench.harness.variant.Variant;

/**
 * Runs the black-box contract suite against a running variant, in the API dialect its manifest names ({@code api=}),
 * with the known differences its folder declares ({@code known-differences.txt}); a variant that fails a check it
 * did not declare is not benchmarked.
 */
public final class ContractVerification {

  private ContractVerification() {}

  /**
   * @param jwtSecret the key the variant signs with, so the suite can also check signatures and expiry
   * @param scope the whole suite ({@code ./matrix verify}), or the checks of the requests a run's load sends
   */
  public static ContractReport verify(RunningVariant running, String jwtSecret, ContractScope scope,
      Console console) {
    Variant variant = running.variant();
    KnownDifferences known = KnownDifferences.read(variant.folder().resolve(KnownDifferences.FILE_NAME));
    console.step(running.label(), "verifying the API contract, " + scope.describe() + " (" + variant.api() + " dialect"
        + (known.isEmpty() ? "" : ", " + known.declarations().size() + " declared known differences") + ")");
    ContractReport report = ContractRunner.run(running.baseUrl(), jwtSecret, variant.api(), known, scope);
    report.knownDifferences().forEach(line -> console.step(running.label(), line));
    report.resolvedDifferences().forEach(line -> console.step(running.label(), line + ": remove it from "
        + variant.name() + "/" + KnownDifferences.FILE_NAME));
    if (report.failed() > 0 || report.total() == 0) {
      StringBuilder failures = new StringBuilder();
      report.failures().forEach(f -> failures.append(f).append(System.lineSeparator()));
      throw new VariantFailedException("failed " + report.failed() + " of " + report.total() + " contract checks",
          failures.toString().strip());
    }
    console.step(running.label(), "contract verified: " + report.succeeded() + " of " + report.total() + " checks passed"
        + (report.skipped() > 0 ? ", " + report.skipped() + " skipped (written for another dialect)" : "")
        + (report.known() > 0 ? ", " + report.known() + " failed as declared known differences" : "")
        + (report.resolvedDifferences().isEmpty() ? ""
            : ", " + report.resolvedDifferences().size() + " declared differences did not fail"));
    return report;
  }
}

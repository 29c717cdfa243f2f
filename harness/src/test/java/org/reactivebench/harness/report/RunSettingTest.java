package org.reactivebench.harness.report;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.reactivebench.harness.Workspace;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.variant.VariantCatalog;

/**
 * A run's setting says when its repetitions followed a calibration pass: every one of them warmed up near a capacity
 * found before it. Read from the committed capacity run 20261126-142510-capacity, whose first repetitions had none.
 */
class RunSettingTest {

  static final String RUN = "20261126-142510-capacity";

  @Test
  void aRunWithoutACalibrationPassDoesNotClaimOne() throws IOException {
    String setting = setting(UnaryOperator.identity());
    assertTrue(setting.contains("3 repetitions of each label, interleaved"), setting);
    assertFalse(setting.contains("calibration pass"), setting);
  }

  @Test
  void aRunWhoseEveryRepetitionWarmedUpNearAFoundCapacityFollowedACalibrationPass() throws IOException {
    String setting = setting(s -> Fixtures.withWarmedUpNear(s, 70.0));
    assertTrue(setting.contains("3 repetitions of each label, interleaved, after a calibration pass that is not "
        + "counted"), setting);
  }

  private static String setting(UnaryOperator<Summary> change) throws IOException {
    Path root = Workspace.defaultRoot();
    List<StoredSummary> summaries = SummaryFiles.under(ResultTree.reference(root)).summaries().stream()
        .filter(s -> s.summary().runId().equals(RUN))
        .map(s -> new StoredSummary(s.file(), change.apply(s.summary()))).toList();
    RunResults run = RunResults.group(summaries, VariantCatalog.discover(root).all()).get(0);
    StringBuilder md = new StringBuilder();
    RunSetting.describe(md, run);
    return md.toString();
  }
}

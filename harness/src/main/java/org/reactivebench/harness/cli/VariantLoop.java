package org.reactivebench.harness.cli;

import java.util.ArrayList;
import java.util.List;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.database.DatabaseStartException;
import org.reactivebench.harness.launch.RunningVariant;
import org.reactivebench.harness.launch.VariantFailedException;
import org.reactivebench.harness.variant.Variant;

/**
 * Runs one piece of work per variant and scheduler; a variant that fails is reported with the end of its log and
 * the others still run. A database that will not start ends the loop: nothing can run without it.
 */
final class VariantLoop {

  interface Work {
    void run(Variant variant, String scheduler) throws Exception;
  }

  private final Console console;
  private final List<String> failed = new ArrayList<>();

  VariantLoop(Console console) {
    this.console = console;
  }

  /** @return false if the database failed and nothing more can run */
  boolean each(List<Variant> variants, CommonOptions options, Work work) throws InterruptedException {
    for (Variant variant : variants) {
      for (String scheduler : options.schedulersOf(variant)) {
        String label = RunningVariant.label(variant, scheduler);
        try {
          work.run(variant, scheduler);
        } catch (DatabaseStartException e) {
          console.failure("database", e.getMessage(), e.logTail());
          failed.add(label);
          return false;
        } catch (VariantFailedException e) {
          console.failure(label, e.getMessage(), e.logTail());
          failed.add(label);
        } catch (InterruptedException e) {
          throw e;
        } catch (Exception e) {
          console.failure(label, e.toString(), null);
          failed.add(label);
        }
      }
    }
    return true;
  }

  List<String> failed() {
    return failed;
  }
}

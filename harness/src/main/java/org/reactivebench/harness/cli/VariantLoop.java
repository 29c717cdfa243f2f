package org.reactivebench.harness.cli;

import java.util.ArrayList;
import java.util.List;
import org.reactivebench.harness.Console;
import org.reactivebench.harness.database.DatabaseStartException;
import org.reactivebench.harness.downstream.DownstreamStartException;
import org.reactivebench.harness.launch.MissingJdkException;
import org.reactivebench.harness.launch.VariantFailedException;
import org.reactivebench.harness.process.ChildProcesses;
import org.reactivebench.harness.process.ProcessFailure;
import org.reactivebench.harness.variant.Setup;

/**
 * Runs one piece of work per label; a label that fails is reported with the end of its log and the others still
 * run; a label whose JDK is not installed is skipped with one line. A database or downstream service that will
 * not start ends the loop: nothing can run without it. So does an interrupt (Ctrl-C), reported once elsewhere.
 */
final class VariantLoop {

  interface Work {
    void run(Setup setup) throws Exception;
  }

  private final Console console;
  private final List<String> failed = new ArrayList<>();
  private final List<String> skipped = new ArrayList<>();

  VariantLoop(Console console) {
    this.console = console;
  }

  /** @return false if a shared server failed and nothing more can run */
  boolean each(List<Setup> setups, Work work) throws InterruptedException {
    for (Setup setup : setups) {
      String label = setup.label();
      try {
        work.run(setup);
      } catch (DatabaseStartException | DownstreamStartException e) {
        stopIfInterrupted();
        console.failure(e instanceof DatabaseStartException ? "database" : "downstream", e.getMessage(),
            ((ProcessFailure) e).logTail());
        failed.add(label);
        return false;
      } catch (MissingJdkException e) {
        console.step(label, "SKIPPED: " + e.getMessage());
        skipped.add(label);
      } catch (VariantFailedException e) {
        stopIfInterrupted();
        console.failure(label, e.getMessage(), e.logTail());
        failed.add(label);
      } catch (InterruptedException e) {
        throw e;
      } catch (Exception e) {
        stopIfInterrupted();
        console.failure(label, e.toString(), null);
        failed.add(label);
      }
    }
    return true;
  }

  private static void stopIfInterrupted() throws InterruptedException {
    if (ChildProcesses.get().interrupted()) {
      throw new InterruptedException("interrupted");
    }
  }

  List<String> failed() {
    return failed;
  }

  List<String> skipped() {
    return skipped;
  }
}

package org.reactivebench.harness.load;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.reactivebench.harness.results.GcPause;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.ProcessSample;
import org.reactivebench.harness.results.SimulationLog;

/**
 * What one load measured, before any figure is computed from it.
 *
 * @param gatlingRun Gatling's folder of the run (simulation.log, HTML report)
 * @param samples each watched process's samples during the load, by role, the load generator's included
 * @param cpuMs the CPU each watched process spent from the start to the end of the load, by role, where it could be
 *     read and the process was not restarted meanwhile
 * @param stoppedEarly whether the load was stopped one step after the label broke
 * @param faults when each injected fault stopped its server and when the server was back, by role; a fault the load
 *     ended before is absent
 * @param gcPauses the GC pauses of each JVM that logs them (the variant, the load generator, an embedded Mongo
 *     server), by role, from the whole of each log: those before the load included
 */
public record Measurement(LoadParameters load, Path gatlingRun, int exitCode, SimulationLog log,
    Map<String, List<ProcessSample>> samples, Map<String, Long> cpuMs, boolean stoppedEarly, Instant startedAt,
    Instant endedAt, Map<String, Fault.Window> faults, Map<String, List<GcPause>> gcPauses) {

  /** A measurement of JVMs whose GC logs were not read. */
  public Measurement(LoadParameters load, Path gatlingRun, int exitCode, SimulationLog log,
      Map<String, List<ProcessSample>> samples, Map<String, Long> cpuMs, boolean stoppedEarly, Instant startedAt,
      Instant endedAt, Map<String, Fault.Window> faults) {
    this(load, gatlingRun, exitCode, log, samples, cpuMs, stoppedEarly, startedAt, endedAt, faults, Map.of());
  }

  public Optional<Long> cpuMs(String role) {
    return Optional.ofNullable(cpuMs.get(role));
  }

  public Optional<Fault.Window> fault(String role) {
    return Optional.ofNullable(faults.get(role));
  }
}

package org.reactivebench.harness.run;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.reactivebench.harness.capacity.CapacityFinder;
import org.reactivebench.harness.capacity.IoBounds;
import org.reactivebench.harness.dblink.LinkStats;
import org.reactivebench.harness.load.Fault;
import org.reactivebench.harness.load.Measurement;
import org.reactivebench.harness.process.CpuPartition;
import org.reactivebench.harness.profile.PhasedPlan;
import org.reactivebench.harness.profile.RunPlan;
import org.reactivebench.harness.results.Bound;
import org.reactivebench.harness.results.DatabaseRestart;
import org.reactivebench.harness.results.DbLink;
import org.reactivebench.harness.results.Environment;
import org.reactivebench.harness.results.GcPause;
import org.reactivebench.harness.results.HostRead;
import org.reactivebench.harness.results.HostSpeed;
import org.reactivebench.harness.results.Soak;
import org.reactivebench.harness.results.Integrity;
import org.reactivebench.harness.results.Limit;
import org.reactivebench.harness.results.LoadStatistics;
import org.reactivebench.harness.results.Outage;
import org.reactivebench.harness.results.Overload;
import org.reactivebench.harness.results.LoadParameters;
import org.reactivebench.harness.results.Passthrough;
import org.reactivebench.harness.results.ProcessSample;
import org.reactivebench.harness.results.Recovery;
import org.reactivebench.harness.results.SteadyState;
import org.reactivebench.harness.results.StepAnalysis;
import org.reactivebench.harness.results.StepResult;
import org.reactivebench.harness.results.Stepping;
import org.reactivebench.harness.results.Summary;
import org.reactivebench.harness.variant.Setup;
import org.reactivebench.loadspec.Journey;

/**
 * Turns what one measured load measured into the label's summary: the figures, the cost of each process, the
 * integrity check, any fault's effect, and for a stepped load its steps and capacity. Pure: it reads no process,
 * file or clock, so the same inputs always give the same summary.
 */
final class SummaryAssembler {

  /** A load generator using more than this share of a core may be what limits the result. */
  static final double SATURATED_CORES = 0.8;

  /**
   * Who was measured, where and under which plan.
   *
   * @param startupMs how long the variant took to be ready
   * @param jvm the JDK it ran on, in words
   * @param baseline the label the run's others are compared with, when the command chose one; else null
   * @param hostSpeed how fast the CPUs were before the label was launched; null where they were not timed
   */
  record Label(Setup setup, String jvm, long startupMs, String runId, int repetition, RunPlan plan,
      Environment environment, String database, Optional<Double> loginCeiling, CpuPartition partition,
      String baseline, HostSpeed hostSpeed) {}

  /**
   * What the harness read around the load: rows before and after it, the variant's peak memory, and the I/O
   * settings of its configuration (empty unless the journey is the passthrough one or the database is a latency
   * away).
   *
   * @param levels how the levels of a stepped load were chosen, in words
   * @param warmedUpNear the capacity the label's first repetition found, that this one warmed up near; else null
   * @param steadyState the warm-up's windows and where they settled, or null for a warm-up not run to steady state
   * @param dbLink what the database latency proxy counted over the measured run, or null without one
   * @param linkFault the fault injected on the database link, in words, or null for none
   * @param threads the variant's threads by pool right after the load, empty where they could not be read
   * @param target the app the harness loaded without starting it ({@code --target-url}), else null; then the
   *     operation counts are -1 (not known) and the variant's CPU was not sampled
   * @param alive whether the variant's process still ran after the load
   * @param gcPauses the variant's GC pauses from its GC log, or null where they were not read
   * @param limits the timeouts and limits of the load generator and the label as it ran
   */
  record Observed(long operationsBefore, long operationsAfter, long variantPeakRssBytes,
      Map<String, String> ioSettings, String levels, Double warmedUpNear, SteadyState steadyState, LinkStats dbLink,
      String linkFault, Map<String, Integer> threads, Summary.Target target, boolean alive,
      List<GcPause> gcPauses, List<Limit> limits, List<HostRead> hostReads) {

    Observed {
      hostReads = hostReads == null ? List.of() : List.copyOf(hostReads);
    }
  }

  /** Good seconds in a row that make a recovery after a fault on the database link, or after an overload. */
  static final int RECOVERY_SECONDS = 10;

  private final CapacityFinder capacities;

  SummaryAssembler(CapacityFinder capacities) {
    this.capacities = capacities;
  }

  Summary assemble(Label label, Measurement measured, Observed observed) {
    Setup setup = label.setup();
    LoadStatistics statistics = LoadStatistics.of(measured.log());
    Passthrough passthrough = measured.load().journey() != Journey.PASSTHROUGH ? null
        : passthrough(setup, measured, observed.ioSettings(), statistics.windowStart());
    DbLink dbLink = observed.dbLink() == null ? null : dbLink(setup, observed, measured, statistics.windowStart(),
        label.plan().criteria().sloP95Ms());
    List<Bound> ioBounds = new ArrayList<>();
    if (passthrough != null) {
      ioBounds.addAll(passthrough.bounds());
    }
    if (dbLink != null) {
      ioBounds.addAll(dbLink.bounds());
    }
    PhasedPlan phased = label.plan().load() instanceof PhasedPlan plan ? plan : null;
    Stepping stepping = !measured.load().stepped() || phased != null ? null
        : capacities.stepping(setup, measured.log(), measured.load(), measured.load().journey().measuredScenario(),
            measured.samples(), measured.gcPauses(), measured.stoppedEarly(), ioBounds, observed.levels(),
            observed.warmedUpNear());
    if (stepping != null && !observed.hostReads().isEmpty()) {
      stepping = stepping.withSteps(StepAnalysis.withHostReads(stepping.steps(), observed.hostReads(),
          measured.log().injectionStart(measured.load().journey().measuredScenario())));
    }
    DatabaseRestart databaseRestart = measured.fault(StepResult.DATABASE)
        .map(window -> DatabaseRestart.of(measured.log(), window.startedAt(), window.readyAt(),
            statistics.windowStart()))
        .orElse(null);
    return new Summary(
        setup.label(),
        setup.variant().name(),
        setup.scheduler(),
        label.runId(),
        label.repetition(),
        label.plan().profile().label(),
        measured.load(),
        measured.startedAt(),
        measured.endedAt(),
        label.environment(),
        label.database(),
        measured.log().gatlingVersion(),
        label.startupMs(),
        cost(measured, statistics, observed.variantPeakRssBytes()),
        statistics,
        observed.operationsBefore() < 0 ? null
            : Integrity.of(observed.operationsBefore(), observed.operationsAfter(), statistics,
                measured.log()),
        databaseRestart,
        label.plan().warmUp().orElse(null),
        setup.client(),
        label.jvm(),
        stepping,
        label.loginCeiling().orElse(null),
        passthrough,
        partition(label.partition()),
        observed.steadyState(),
        dbLink,
        label.baseline(),
        observed.threads(),
        observed.target(),
        phased == null || !phased.has(Overload.OVERLOAD) ? null
            : overload(phased, measured, observed, label.plan().criteria().sloP95Ms()),
        phased == null || !phased.has(Soak.PHASE) ? null : soak(phased, measured, observed),
        observed.limits(),
        label.hostSpeed());
  }

  /** The phases of an overload load, and the recovery after its overload phase. */
  private static Overload overload(PhasedPlan plan, Measurement measured, Observed observed, long sloMs) {
    LoadParameters load = measured.load();
    double capacity = load.levels().get(0) / plan.phases().get(0).factor();
    return Overload.of(capacity, load.journey().requestsPerUser(), plan.windows(load), measured.log(),
        measured.log().injectionStart(load.journey().measuredScenario()),
        measured.samples().getOrDefault(StepResult.VARIANT, List.of()),
        measured.samples().getOrDefault(StepResult.LOAD_GENERATOR, List.of()), sloMs, RECOVERY_SECONDS,
        observed.alive());
  }

  /** The soak phase of a soak load: its first and last minute, GC pauses and errors. */
  private static Soak soak(PhasedPlan plan, Measurement measured, Observed observed) {
    LoadParameters load = measured.load();
    Overload.Window window = plan.windows(load).stream().filter(w -> w.name().equals(Soak.PHASE)).findFirst()
        .orElseThrow();
    return Soak.of(window.offered() / window.factor(), window, measured.log(),
        measured.log().injectionStart(load.journey().measuredScenario()),
        measured.samples().getOrDefault(StepResult.VARIANT, List.of()), observed.gcPauses(), observed.alive());
  }

  private static Summary.Partition partition(CpuPartition partition) {
    return new Summary.Partition(CpuPartition.list(partition.variantCpus()), CpuPartition.list(partition.otherCpus()),
        partition.pinned(), partition.note());
  }

  /**
   * The proxy's counts against the requests of the whole run (the round trips are counted over all of it), and what
   * a fault on the link did.
   */
  private DbLink dbLink(Setup setup, Observed observed, Measurement measured, long windowStart, long sloMs) {
    LinkStats stats = observed.dbLink();
    Outage outage = measured.fault(StepResult.DB_LINK)
        .map(window -> Outage.of(measured.log(), window.startedAt(), window.readyAt(), windowStart)).orElse(null);
    long requests = measured.log().requests().size();
    // the bounds are in the unit of the capacity: journeys/s for a journey of several requests
    boolean journeys = measured.load().journey().countsJourneys();
    int requestsPerUnit = journeys ? measured.load().journey().requestsPerUser() : 1;
    double roundTripsPerRequest = requests == 0 ? 0 : (double) stats.roundTrips() / requests;
    Optional<Fault.Window> fault = measured.fault(StepResult.DB_LINK);
    Recovery rule = new Recovery(sloMs, RECOVERY_SECONDS);
    Long recovered = fault.isEmpty() ? null : boxed(rule.after(Recovery.seconds(measured.log().requests(),
        measured.log().runStart()), (fault.get().readyAt() - measured.log().runStart() + 999) / 1000));
    return new DbLink(stats.latencyMs(), stats.measuredAddedMs(), stats.roundTrips(), requests,
        measured.cpuMs(StepResult.DB_PROXY).orElse(null), outage == null ? null : observed.linkFault(), outage,
        stats.connectionsPeak(), IoBounds.dbLink(setup, observed.ioSettings(), observed.threads(),
            stats.poolConnections(), roundTripsPerRequest * requestsPerUnit, journeys ? "journey" : "request",
            stats.latencyMs(), capacities.scope().cpus()), recovered, fault.isEmpty() ? null : sloMs,
        stats.roundTripsInFlightPeak(), stats.meanRoundTripsInFlight(),
        stats.connectionsCarrying() > 0 ? stats.connectionsCarrying() : null);
  }

  private static Long boxed(java.util.OptionalLong value) {
    return value.isPresent() ? value.getAsLong() : null;
  }

  /** The CPU of each process over the measured window, and the variant's per request. */
  private static Summary.Cost cost(Measurement measured, LoadStatistics statistics, long peakRss) {
    long from = statistics.windowStart();
    long to = statistics.windowEnd();
    List<ProcessSample> generator = measured.samples().getOrDefault(StepResult.LOAD_GENERATOR, List.of());
    long generatorCpu = ProcessSample.cpuAt(generator, to) - ProcessSample.cpuAt(generator, from);
    double generatorCores = generatorCpu / (double) Math.max(1, to - from);
    List<ProcessSample> downstream = measured.samples().get(StepResult.DOWNSTREAM);
    Long downstreamCpu = downstream == null ? null
        : ProcessSample.cpuAt(downstream, to) - ProcessSample.cpuAt(downstream, from);
    // an app the harness did not start (--target-url) has no process to sample: its CPU reads 0, and says why
    long variantCpu = measured.cpuMs(StepResult.VARIANT).orElse(0L);
    int requests = statistics.global().count();
    return new Summary.Cost(variantCpu, requests == 0 ? 0 : (double) variantCpu / requests, peakRss,
        measured.cpuMs(StepResult.DATABASE).orElse(null), generatorCpu, generatorCores,
        generatorCores > SATURATED_CORES, downstreamCpu);
  }

  private Passthrough passthrough(Setup setup, Measurement measured, Map<String, String> settings,
      long windowStart) {
    int delayMs = measured.load().delayMs();
    Optional<Fault.Window> outage = measured.fault(StepResult.DOWNSTREAM);
    return new Passthrough(delayMs, setup.effectiveClient(), settings,
        IoBounds.of(setup, settings, delayMs, capacities.scope().cpus()),
        outage.map(window -> Outage.of(measured.log(), window.startedAt(), window.readyAt(), windowStart))
            .orElse(null));
  }
}

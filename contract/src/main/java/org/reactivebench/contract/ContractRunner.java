package org.reactivebench.contract;

import static org.junit.platform.engine.discovery.ClassNameFilter.includeClassNamePatterns;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import org.junit.platform.engine.discovery.DiscoverySelectors;
import static org.junit.platform.launcher.EngineFilter.includeEngines;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.LauncherDiscoveryRequest;
import org.junit.platform.launcher.TestExecutionListener;
import org.junit.platform.launcher.TestIdentifier;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;

/**
 * Runs the contract tests of this package against a live server through the JUnit Platform
 * Launcher. Used by the harness before it loads a variant, and from the command line:
 * {@code java -cp <classpath> org.reactivebench.contract.ContractRunner http://127.0.0.1:8091 [jwt-secret-base64]
 * [--dialect=jhipster9] [--known-differences=FILE]}.
 */
public final class ContractRunner {

    private static final String PACKAGE = ContractRunner.class.getPackageName();
    private static final String USAGE =
            "usage: ContractRunner <base-url> [jwt-secret-base64] [--dialect=jhipster4|jhipster9] [--known-differences=FILE]";

    private ContractRunner() {
    }

    public static ContractReport run(URI baseUrl) {
        return run(baseUrl, null);
    }

    /**
     * @param jwtSecret the server's base64 {@code bench.jwt.secret}, or null; with it the suite also
     *                  checks the token signature and a correctly signed expired token
     */
    public static ContractReport run(URI baseUrl, String jwtSecret) {
        return run(baseUrl, jwtSecret, null);
    }

    /**
     * @param dialect the API dialect the server speaks ({@code jhipster4}, {@code jhipster9}; null or blank:
     *                {@code jhipster4}), see {@link Dialect}
     * @throws IllegalArgumentException for an unknown dialect
     */
    public static ContractReport run(URI baseUrl, String jwtSecret, String dialect) {
        return run(baseUrl, jwtSecret, dialect, KnownDifferences.none());
    }

    /**
     * @param known the checks the server is declared to fail, and why: their failures are reported apart, as known
     *              differences, and do not count as failed
     */
    public static ContractReport run(URI baseUrl, String jwtSecret, String dialect, KnownDifferences known) {
        return run(baseUrl, jwtSecret, dialect, known, ContractScope.ALL);
    }

    /**
     * @param scope which checks run; a known difference declared for a check outside it is neither reported as
     *              seen nor as stale
     */
    public static ContractReport run(URI baseUrl, String jwtSecret, String dialect, KnownDifferences known,
            ContractScope scope) {
        LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request()
                .selectors(scope.classes().isEmpty() ? List.of(selectPackage(PACKAGE))
                        : scope.classes().stream().map(DiscoverySelectors::selectClass).toList())
                .filters(includeEngines("junit-jupiter"), includeClassNamePatterns(".*ContractTest$"))
                .configurationParameter(ContractTarget.BASE_URL, baseUrl.toString())
                .configurationParameter(ContractTarget.DIALECT, Dialect.of(dialect).id())
                // one request at a time, whatever a junit-platform.properties on the classpath says
                .configurationParameter("junit.jupiter.execution.parallel.enabled", "false");
        if (jwtSecret != null && !jwtSecret.isBlank()) {
            request.configurationParameter(ContractTarget.JWT_SECRET, jwtSecret);
        }
        LauncherDiscoveryRequest discovery = request.build();
        Collector collector = new Collector(new ContractTally(known, scope));
        LauncherFactory.create().execute(discovery, collector);
        return collector.tally.report();
    }

    public static void main(String[] args) {
        List<String> positional = new ArrayList<>();
        String dialect = null;
        KnownDifferences known = KnownDifferences.none();
        for (String arg : args) {
            if (arg.startsWith("--dialect=")) {
                dialect = arg.substring("--dialect=".length());
            } else if (arg.startsWith("--known-differences=")) {
                known = KnownDifferences.read(Path.of(arg.substring("--known-differences=".length())));
            } else if (arg.startsWith("--")) {
                System.err.println(USAGE);
                System.exit(2);
            } else {
                positional.add(arg);
            }
        }
        if (positional.isEmpty() || positional.size() > 2) {
            System.err.println(USAGE);
            System.exit(2);
        }
        URI baseUrl = URI.create(positional.get(0));
        ContractReport report = run(baseUrl, positional.size() == 2 ? positional.get(1) : null, dialect, known);
        System.out.println("API contract of " + baseUrl + " (" + Dialect.of(dialect) + ")");
        report.failures().forEach(failure -> System.out.println("  FAILED " + failure));
        report.knownDifferences().forEach(difference -> System.out.println("  KNOWN  " + difference));
        report.resolvedDifferences().forEach(resolved -> System.out.println("  STALE  " + resolved));
        System.out.println("contract: " + report.summary());
        System.exit(report.passed() ? 0 : 1);
    }

    /** Hands finished tests (and whole classes that failed or were skipped) to the tally, by report name. */
    private static final class Collector implements TestExecutionListener {

        private final ContractTally tally;

        Collector(ContractTally tally) {
            this.tally = tally;
        }

        @Override
        public void executionSkipped(TestIdentifier test, String reason) {
            // a whole class skipped (it applies to another dialect) counts once
            if (test.isTest() || test.getSource().filter(ClassSource.class::isInstance).isPresent()) {
                tally.skipped();
            }
        }

        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            // a failed container (a class whose @BeforeAll failed, a parameter source that threw)
            // has run none of its tests: it counts as one failure of its own
            switch (result.getStatus()) {
                case SUCCESSFUL -> {
                    if (test.isTest()) {
                        tally.passed();
                    }
                }
                case ABORTED -> {
                    if (test.isTest()) {
                        tally.skipped();
                    }
                }
                case FAILED -> tally.failed(name(test), message(result));
            }
        }

        private static String name(TestIdentifier test) {
            TestSource source = test.getSource().orElse(null);
            if (source instanceof MethodSource method) {
                String name = simpleName(method.getClassName()) + "." + method.getMethodName();
                boolean parameterized = !method.getMethodParameterTypes().isEmpty();
                return parameterized && test.isTest() ? name + " [" + visible(test.getDisplayName()) + "]" : name;
            }
            if (source instanceof ClassSource type) {
                return simpleName(type.getClassName());
            }
            return test.getDisplayName();
        }

        private static String simpleName(String className) {
            return className.substring(className.lastIndexOf('.') + 1);
        }

        private static String message(TestExecutionResult result) {
            return result.getThrowable()
                    .map(thrown -> thrown.getMessage() == null ? thrown.getClass().getName() : thrown.getMessage())
                    .map(ContractRunner::oneLine)
                    .orElse("failed");
        }
    }

    /** Whitespace runs (a case's tab or newline among them) as one space, so that every message is one line. */
    static String oneLine(String text) {
        return text.replaceAll("\\s+", " ").strip();
    }

    /** A case's name on one line, its tabs and line breaks written as escapes, every other character kept. */
    static String visible(String name) {
        return name.replace("\t", "\\t").replace("\r", "\\r").replace("\n", "\\n");
    }
}

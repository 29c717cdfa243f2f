package org.reactivebench.contract;

import static org.junit.platform.engine.discovery.ClassNameFilter.includeClassNamePatterns;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectPackage;
import static org.junit.platform.launcher.EngineFilter.includeEngines;

import java.net.URI;
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
 * {@code java -cp <classpath> org.reactivebench.contract.ContractRunner http://127.0.0.1:8091 [jwt-secret-base64]}.
 */
public final class ContractRunner {

    private static final String PACKAGE = ContractRunner.class.getPackageName();

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
        LauncherDiscoveryRequestBuilder request = LauncherDiscoveryRequestBuilder.request()
                .selectors(selectPackage(PACKAGE))
                .filters(includeEngines("junit-jupiter"), includeClassNamePatterns(".*ContractTest$"))
                .configurationParameter(ContractTarget.BASE_URL, baseUrl.toString())
                // one request at a time, whatever a junit-platform.properties on the classpath says
                .configurationParameter("junit.jupiter.execution.parallel.enabled", "false");
        if (jwtSecret != null && !jwtSecret.isBlank()) {
            request.configurationParameter(ContractTarget.JWT_SECRET, jwtSecret);
        }
        LauncherDiscoveryRequest discovery = request.build();
        Collector collector = new Collector();
        LauncherFactory.create().execute(discovery, collector);
        return collector.report();
    }

    public static void main(String[] args) {
        if (args.length < 1 || args.length > 2) {
            System.err.println("usage: ContractRunner <base-url> [jwt-secret-base64]");
            System.exit(2);
        }
        URI baseUrl = URI.create(args[0]);
        ContractReport report = run(baseUrl, args.length == 2 ? args[1] : null);
        System.out.println("API contract of " + baseUrl);
        report.failures().forEach(failure -> System.out.println("  FAILED " + failure));
        System.out.println("contract: " + report.summary());
        System.exit(report.passed() ? 0 : 1);
    }

    /** Counts finished tests and turns failures (of tests and of whole classes) into report lines. */
    private static final class Collector implements TestExecutionListener {

        private int total;
        private int succeeded;
        private int failed;
        private final List<String> failures = new ArrayList<>();

        @Override
        public void executionSkipped(TestIdentifier test, String reason) {
            if (test.isTest()) {
                total++;
            }
        }

        @Override
        public void executionFinished(TestIdentifier test, TestExecutionResult result) {
            if (test.isTest()) {
                total++;
                if (result.getStatus() == TestExecutionResult.Status.SUCCESSFUL) {
                    succeeded++;
                }
            }
            // a failed container (a class whose @BeforeAll failed, a parameter source that threw)
            // has run none of its tests: it counts as one failure of its own
            if (result.getStatus() == TestExecutionResult.Status.FAILED) {
                if (!test.isTest()) {
                    total++;
                }
                failed++;
                failures.add(name(test) + ": " + message(result));
            }
        }

        ContractReport report() {
            return new ContractReport(total, succeeded, failed, failures);
        }

        private static String name(TestIdentifier test) {
            TestSource source = test.getSource().orElse(null);
            if (source instanceof MethodSource method) {
                String name = simpleName(method.getClassName()) + "." + method.getMethodName();
                boolean parameterized = !method.getMethodParameterTypes().isEmpty();
                return parameterized && test.isTest() ? name + " [" + test.getDisplayName() + "]" : name;
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
                    .map(text -> text.replaceAll("\\s+", " ").strip())
                    .orElse("failed");
        }
    }
}

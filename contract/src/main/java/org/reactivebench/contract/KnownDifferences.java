package org.reactivebench.contract;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The checks a server is declared to fail, each for a stated reason: a finding that the server's own configuration
 * cannot fix (a generated row's 500 to {@code ?sort=nope}, say). A declared check still runs; its failure is reported
 * as a known difference and does not fail the run, and a declared check that did not fail is reported too, so that
 * the list cannot go stale silently (see {@link ContractReport}).
 *
 * <p>The file ({@value #FILE_NAME} in a variant's folder) names each check as the report does, on a line of its
 * own, and gives the reason on the indented lines under it; {@code #} starts a comment line:
 *
 * <pre>
 * # jhipster-mysql
 * HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400
 *     500: Spring Data JPA's PropertyReferenceException reaches JHipster's ExceptionTranslator as a 500
 * HostileOperationInputContractTest.valueOverTheColumnSizeIs400 [amount with three decimals]
 *     201: JDL has no scale validation; MariaDB rounds to 2 decimals
 * </pre>
 *
 * {@code Class.method} covers every case of a parameterized test, {@code Class.method [case]} one case; a class
 * name alone covers a class that failed as a whole.
 */
public final class KnownDifferences {

    /** The file a variant declares its known differences in, beside its {@code variant.properties}. */
    public static final String FILE_NAME = "known-differences.txt";

    private static final Pattern CHECK = Pattern.compile("[A-Za-z_$][\\w$]*(\\.[A-Za-z_$][\\w$]*)?( \\[.*])?");

    /** One declaration: the check as the report names it, and why it fails. */
    public record Declaration(String check, String reason) {

        /** True when a failure of {@code failedCheck} (a report name) is what this declaration covers. */
        public boolean covers(String failedCheck) {
            return failedCheck.equals(check) || (!check.contains("[") && failedCheck.startsWith(check + " ["));
        }
    }

    private static final KnownDifferences NONE = new KnownDifferences(List.of());

    private final List<Declaration> declarations;

    private KnownDifferences(List<Declaration> declarations) {
        this.declarations = List.copyOf(declarations);
    }

    public static KnownDifferences none() {
        return NONE;
    }

    /** The declarations of a file; {@link #none()} when there is no such file. */
    public static KnownDifferences read(Path file) {
        if (!Files.isRegularFile(file)) {
            return NONE;
        }
        try {
            return parse(Files.readString(file, StandardCharsets.UTF_8), file.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }

    public static KnownDifferences parse(String text) {
        return parse(text, "known differences");
    }

    /** @throws IllegalArgumentException naming the line, for a check without a reason or declared twice */
    static KnownDifferences parse(String text, String source) {
        Map<String, StringBuilder> reasons = new LinkedHashMap<>();
        String current = null;
        String[] lines = text.split("\\R", -1);
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            String where = source + ", line " + (i + 1);
            if (line.isBlank() || line.strip().startsWith("#")) {
                continue;
            }
            if (Character.isWhitespace(line.charAt(0))) {
                if (current == null) {
                    throw new IllegalArgumentException(where + ": a reason without a check above it: " + line.strip());
                }
                StringBuilder reason = reasons.get(current);
                reason.append(reason.length() == 0 ? "" : " ").append(line.strip());
                continue;
            }
            String check = line.strip();
            if (!CHECK.matcher(check).matches()) {
                throw new IllegalArgumentException(where + ": not a check name (Class, Class.method or Class.method [case]): " + check);
            }
            if (reasons.containsKey(check)) {
                throw new IllegalArgumentException(where + ": " + check + " is declared twice");
            }
            if (current != null && reasons.get(current).length() == 0) {
                throw new IllegalArgumentException(where + ": " + current + " has no reason (indented lines under it)");
            }
            reasons.put(check, new StringBuilder());
            current = check;
        }
        if (current != null && reasons.get(current).length() == 0) {
            throw new IllegalArgumentException(source + ": " + current + " has no reason (indented lines under it)");
        }
        List<Declaration> declarations = new ArrayList<>();
        reasons.forEach((check, reason) -> declarations.add(new Declaration(check, reason.toString())));
        return new KnownDifferences(declarations);
    }

    public List<Declaration> declarations() {
        return declarations;
    }

    public boolean isEmpty() {
        return declarations.isEmpty();
    }

    /** The declaration that covers a failure of this check (a case's own before its method's), if any. */
    public Optional<Declaration> covering(String failedCheck) {
        return declarations.stream().filter(declaration -> declaration.check().equals(failedCheck)).findFirst()
                .or(() -> declarations.stream().filter(declaration -> declaration.covers(failedCheck)).findFirst());
    }
}

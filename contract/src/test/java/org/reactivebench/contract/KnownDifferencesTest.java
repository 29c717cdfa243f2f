package org.reactivebench.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KnownDifferencesTest {

    private static final String FILE = """
            # jhipster-mysql

            HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400
                500: Spring Data JPA's PropertyReferenceException,
                answered with 500 by the ExceptionTranslator.
            HostileAuthenticationContractTest.injectionLoginLogsNobodyIn ["admin " / "admin"]
              200 as admin: PAD SPACE collation.
            # a whole class
            PassthroughContractTest
            \tno /api/passthrough in the generated rows
            """;

    @Test
    void readsChecksAndTheirIndentedReasons() {
        KnownDifferences known = KnownDifferences.parse(FILE);

        assertEquals(List.of(
                new KnownDifferences.Declaration("HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400",
                        "500: Spring Data JPA's PropertyReferenceException, answered with 500 by the ExceptionTranslator."),
                new KnownDifferences.Declaration("HostileAuthenticationContractTest.injectionLoginLogsNobodyIn [\"admin \" / \"admin\"]",
                        "200 as admin: PAD SPACE collation."),
                new KnownDifferences.Declaration("PassthroughContractTest", "no /api/passthrough in the generated rows")),
                known.declarations());
    }

    @Test
    void aMethodCoversEachOfItsCasesAndACaseOnlyItself() {
        KnownDifferences known = KnownDifferences.parse(FILE);

        assertTrue(known.covering("HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400 [foo]").isPresent());
        assertTrue(known.covering("HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400").isPresent());
        assertTrue(known.covering("HostileAuthenticationContractTest.injectionLoginLogsNobodyIn [\"admin \" / \"admin\"]").isPresent());
        assertEquals(Optional.empty(), known.covering("HostileAuthenticationContractTest.injectionLoginLogsNobodyIn [\" admin\" / \"admin\"]"));
        assertEquals(Optional.empty(), known.covering("HostileAuthenticationContractTest.injectionLoginLogsNobodyIn"));
        // a method whose name starts like a declared one is another check
        assertEquals(Optional.empty(), known.covering("HostilePagingContractTest.sortOnAnUnknownOrSensitivePropertyIs400Too"));
        assertEquals(Optional.empty(), known.covering("HostilePagingContractTest.pageBeyondAnyOffsetIs400 [page=2147483647]"));
        // a class name covers the class failing as a whole, not its methods one by one
        assertTrue(known.covering("PassthroughContractTest").isPresent());
        assertEquals(Optional.empty(), known.covering("PassthroughContractTest.passthroughIs200"));
    }

    @Test
    void aCaseOfItsOwnWinsOverItsMethod() {
        KnownDifferences known = KnownDifferences.parse("""
                A.b
                    every case
                A.b [x]
                    this case
                """);

        assertEquals("this case", known.covering("A.b [x]").orElseThrow().reason());
        assertEquals("every case", known.covering("A.b [y]").orElseThrow().reason());
    }

    @Test
    void everyCheckNeedsAReason() {
        IllegalArgumentException last = assertThrows(IllegalArgumentException.class, () -> KnownDifferences.parse("A.b\n"));
        assertTrue(last.getMessage().contains("A.b has no reason"), last.getMessage());
        IllegalArgumentException middle = assertThrows(IllegalArgumentException.class,
                () -> KnownDifferences.parse("A.b\nA.c\n    reason\n"));
        assertTrue(middle.getMessage().contains("line 2: A.b has no reason"), middle.getMessage());
    }

    @Test
    void malformedFilesAreRefusedWithTheLine() {
        assertTrue(assertThrows(IllegalArgumentException.class, () -> KnownDifferences.parse("    a reason first\n"))
                .getMessage().contains("line 1: a reason without a check"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> KnownDifferences.parse("A.b\n  r\nA.b\n  r\n"))
                .getMessage().contains("line 3: A.b is declared twice"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> KnownDifferences.parse("sort=nope answers 500\n  r\n"))
                .getMessage().contains("not a check name"));
    }

    @Test
    void noFileIsNoDifference(@TempDir Path folder) throws IOException {
        assertTrue(KnownDifferences.read(folder.resolve(KnownDifferences.FILE_NAME)).isEmpty());
        assertTrue(KnownDifferences.parse("# nothing declared\n\n").isEmpty());

        Path file = Files.writeString(folder.resolve(KnownDifferences.FILE_NAME), FILE);
        assertEquals(3, KnownDifferences.read(file).declarations().size());
        assertFalse(KnownDifferences.read(file).isEmpty());
    }
}

package org.reactivebench.harness.variant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.reactivebench.harness.Workspace;

/**
 * The files that must stay byte-identical across the variants stay so. {@code docs/identical-files.txt} lists them,
 * each with the group of variants that must hold the same bytes of it (and says why a test keeps the copies, not a
 * generator); this test fails when a listed copy differs or is missing, and when a file has the same bytes in all
 * the variants but is not listed as {@code all}, so that a newly shared file gets its line.
 *
 * <p>Only that last case is looked for among the files not listed: a file that a few variants happen to share
 * (say, after one edit of two copies) is not necessarily meant to stay shared, and demanding a line for each would
 * make every such coincidence a failure. A file the same in all nine is not on any axis, and must stay so.
 */
class IdenticalVariantFilesTest {

  static final String MANIFEST = "docs/identical-files.txt";

  private final Path root = Workspace.defaultRoot();

  @Test
  void everyListedFileHasTheSameBytesInItsGroup() throws IOException {
    List<String> problems = drift(root, Manifest.read(root.resolve(MANIFEST)));
    if (!problems.isEmpty()) {
      fail(problems.size() + " group(s) of " + MANIFEST + " no longer hold the same bytes:\n" + String.join("\n", problems)
          + "\nMake the copies the same again or, if the difference is meant (an axis makes it), change the line in "
          + MANIFEST + " and say why.");
    }
  }

  @Test
  void aFileWithTheSameBytesInAllVariantsIsListedAsAll() throws IOException {
    List<String> unlisted = unlistedInAll(root, Manifest.read(root.resolve(MANIFEST)));
    if (!unlisted.isEmpty()) {
      fail(unlisted.size() + " file(s) have the same bytes in all the variants but no line '<path>  all' in " + MANIFEST
          + ": add one, so that the copies stay the same:\n  " + String.join("\n  ", unlisted));
    }
  }

  @Test
  void allNamesTheHandWrittenVariants() throws IOException {
    Set<String> handWritten = VariantCatalog.discover(root).all().stream().filter(v -> !v.generated())
        .map(Variant::name).collect(Collectors.toCollection(TreeSet::new));
    assertEquals(handWritten, new TreeSet<>(Manifest.read(root.resolve(MANIFEST)).all()),
        "the group 'all' of " + MANIFEST + " must name every hand-written variant (a variant.properties without generator=)");
  }

  /** The check itself, on a made-up root: a copy that drifted, a missing copy, an unlisted file shared by all. */
  @Test
  void reportsDriftMissingCopiesAndUnlistedFiles(@TempDir Path temp) throws IOException {
    Path manifest = write(temp, MANIFEST, """
        # a comment
        group all = a b c
        group ab  = a b
        src/Same.java    all
        src/Drift.java   all      # c drifted
        src/Missing.java ab
        src/Pair.java    a c
        """);
    for (String variant : List.of("a", "b", "c")) {
      write(temp, variant + "/src/Same.java", "class Same {}\n");
      write(temp, variant + "/src/Shared.java", "class Shared {}\n");
      write(temp, variant + "/src/Drift.java", "class Drift {\n  int x;\n}\n");
    }
    write(temp, "c/src/Drift.java", "class Drift {\n  int y;\n}\n");
    write(temp, "a/src/Missing.java", "class Missing {}\n");
    write(temp, "a/src/Pair.java", "one\n");
    write(temp, "c/src/Pair.java", "two\n");

    Manifest read = Manifest.read(manifest);
    List<String> problems = drift(temp, read);

    assertEquals(3, problems.size(), String.join("\n", problems));
    assertTrue(problems.get(0).startsWith("src/Drift.java (all, line 5): a, b agree; c differs from them at line 2"),
        problems.get(0));
    assertTrue(problems.get(0).contains("git diff --no-index a/src/Drift.java c/src/Drift.java"), problems.get(0));
    assertTrue(problems.get(1).equals("src/Missing.java (ab, line 6): a has it; missing in b"), problems.get(1));
    assertTrue(problems.get(2).startsWith("src/Pair.java (a c, line 7): a and c differ at line 1"), problems.get(2));
    assertEquals(List.of("src/Shared.java"), unlistedInAll(temp, read));
  }

  @Test
  void refusesAManifestItCannotCheck(@TempDir Path temp) throws IOException {
    String groups = "group all = a b c\n";
    for (String bad : List.of("src/X.java  nosuch", "src/X.java  a", "src/X.java  all\nsrc/X.java  a b",
        "src/X.java", "group b = a d")) {
      Path manifest = write(temp, MANIFEST, groups + bad + "\n");
      assertThrows(IllegalArgumentException.class, () -> Manifest.read(manifest), bad);
    }
  }

  // --- the check ---

  /** One problem per listed group whose copies are missing or not all the same, each with the variants that agree. */
  static List<String> drift(Path root, Manifest manifest) throws IOException {
    List<String> problems = new ArrayList<>();
    for (Entry entry : manifest.entries()) {
      List<String> missing = new ArrayList<>();
      Map<ByteBuffer, List<String>> versions = new LinkedHashMap<>();
      for (String variant : entry.variants()) {
        Path copy = root.resolve(variant).resolve(entry.path());
        if (Files.isRegularFile(copy)) {
          versions.computeIfAbsent(ByteBuffer.wrap(Files.readAllBytes(copy)), bytes -> new ArrayList<>()).add(variant);
        } else {
          missing.add(variant);
        }
      }
      if (versions.size() <= 1 && missing.isEmpty()) {
        continue;
      }
      List<Map.Entry<ByteBuffer, List<String>>> byCount = new ArrayList<>(versions.entrySet());
      byCount.sort(Comparator.comparingInt(version -> -version.getValue().size())); // stable: else in group order
      List<String> parts = new ArrayList<>();
      if (!byCount.isEmpty()) {
        Map.Entry<ByteBuffer, List<String>> most = byCount.get(0);
        if (byCount.size() == 2 && most.getValue().size() == 1) {
          parts.add(most.getValue().get(0) + " and " + byCount.get(1).getValue().get(0) + " differ at line "
              + firstDifferentLine(most.getKey(), byCount.get(1).getKey()));
        } else {
          parts.add(String.join(", ", most.getValue()) + (most.getValue().size() > 1 ? " agree"
              : byCount.size() > 1 ? " has one version" : " has it"));
          for (Map.Entry<ByteBuffer, List<String>> other : byCount.subList(1, byCount.size())) {
            parts.add(String.join(", ", other.getValue()) + (other.getValue().size() > 1 ? " differ" : " differs")
                + " from " + (most.getValue().size() > 1 ? "them" : "it") + " at line "
                + firstDifferentLine(most.getKey(), other.getKey()));
          }
        }
      }
      if (!missing.isEmpty()) {
        parts.add("missing in " + String.join(", ", missing));
      }
      String problem = entry.path() + " (" + entry.expression() + ", line " + entry.line() + "): " + String.join("; ", parts);
      if (byCount.size() > 1) {
        problem += "\n    see: git diff --no-index " + byCount.get(0).getValue().get(0) + "/" + entry.path() + " "
            + byCount.get(1).getValue().get(0) + "/" + entry.path();
      }
      problems.add(problem);
    }
    return problems;
  }

  /** The paths under src/ that every variant of 'all' has, with the same bytes, and no line lists for 'all'. */
  static List<String> unlistedInAll(Path root, Manifest manifest) throws IOException {
    Set<String> listedForAll = manifest.entries().stream().filter(e -> e.variants().equals(manifest.all()))
        .map(Entry::path).collect(Collectors.toSet());
    List<String> unlisted = new ArrayList<>();
    String first = manifest.all().get(0);
    for (String path : sources(root.resolve(first))) {
      if (listedForAll.contains(path)) {
        continue;
      }
      byte[] bytes = Files.readAllBytes(root.resolve(first).resolve(path));
      boolean same = true;
      for (String variant : manifest.all()) {
        Path copy = root.resolve(variant).resolve(path);
        same &= Files.isRegularFile(copy) && Arrays.equals(bytes, Files.readAllBytes(copy));
      }
      if (same) {
        unlisted.add(path);
      }
    }
    return unlisted;
  }

  private static List<String> sources(Path variant) throws IOException {
    Path src = variant.resolve("src");
    if (!Files.isDirectory(src)) {
      return List.of();
    }
    try (Stream<Path> files = Files.walk(src)) {
      return files.filter(Files::isRegularFile).map(f -> variant.relativize(f).toString().replace('\\', '/'))
          .sorted().toList();
    }
  }

  private static int firstDifferentLine(ByteBuffer a, ByteBuffer b) {
    int at = a.mismatch(b);
    int line = 1;
    for (int i = 0; i < at; i++) {
      if (a.get(i) == '\n') {
        line++;
      }
    }
    return line;
  }

  private static Path write(Path root, String path, String text) throws IOException {
    Path file = root.resolve(path);
    Files.createDirectories(file.getParent());
    return Files.writeString(file, text);
  }

  // --- the manifest ---

  /** One line of the manifest: a path and the variants that must hold the same bytes of it. */
  record Entry(int line, String path, String expression, List<String> variants) {
  }

  /** docs/identical-files.txt read: its groups (with 'all') and its lines. */
  record Manifest(Map<String, List<String>> groups, List<Entry> entries) {

    List<String> all() {
      return groups.get("all");
    }

    static Manifest read(Path file) throws IOException {
      Map<String, List<String>> groups = new LinkedHashMap<>();
      List<Entry> entries = new ArrayList<>();
      List<String> lines = Files.readAllLines(file);
      for (int number = 1; number <= lines.size(); number++) {
        String line = lines.get(number - 1).replaceFirst("#.*", "").strip();
        if (line.isEmpty()) {
          continue;
        }
        String where = file + ":" + number + ": ";
        if (line.startsWith("group ")) {
          String[] definition = line.substring("group ".length()).split("=", 2);
          String name = definition[0].strip();
          List<String> variants = definition.length < 2 ? List.of() : List.of(definition[1].strip().split("\\s+"));
          if (!name.equals("all") && !groups.containsKey("all")) {
            throw new IllegalArgumentException(where + "the first group must be 'all', every variant");
          }
          if (name.isEmpty() || variants.get(0).isEmpty() || groups.containsKey(name)) {
            throw new IllegalArgumentException(where + "expected 'group NAME = VARIANT...' with a new NAME");
          }
          if (groups.containsKey("all") && !groups.get("all").containsAll(variants)) {
            throw new IllegalArgumentException(where + "group '" + name + "' names a variant that 'all' does not");
          }
          groups.put(name, variants);
          continue;
        }
        String[] fields = line.split("\\s+", 2);
        if (fields.length < 2 || groups.isEmpty()) {
          throw new IllegalArgumentException(where + "expected 'PATH  GROUPS', after the group definitions");
        }
        List<String> variants = resolve(fields[1], groups, where);
        if (variants.size() < 2) {
          throw new IllegalArgumentException(where + "'" + fields[1] + "' is fewer than two variants");
        }
        for (Entry earlier : entries) {
          if (earlier.path().equals(fields[0]) && variants.stream().anyMatch(earlier.variants()::contains)) {
            throw new IllegalArgumentException(where + "overlaps line " + earlier.line() + ": one line per group");
          }
        }
        entries.add(new Entry(number, fields[0], fields[1], variants));
      }
      if (!groups.containsKey("all")) {
        throw new IllegalArgumentException(file + ": no 'group all = ...'");
      }
      return new Manifest(groups, entries);
    }

    /** Space-separated terms, their union; a term is group or variant names joined by '&', the variants in all. */
    private static List<String> resolve(String expression, Map<String, List<String>> groups, String where) {
      Set<String> union = new LinkedHashSet<>();
      for (String term : expression.split("\\s+")) {
        Set<String> intersection = new LinkedHashSet<>(groups.get("all"));
        for (String name : term.split("&")) {
          List<String> members = groups.containsKey(name) ? groups.get(name)
              : groups.get("all").contains(name) ? List.of(name) : null;
          if (members == null) {
            throw new IllegalArgumentException(where + "'" + name + "' is neither a group nor a variant");
          }
          intersection.retainAll(members);
        }
        union.addAll(intersection);
      }
      // in the order of 'all', so that every message names the variants in the same order
      return groups.get("all").stream().filter(union::contains).toList();
    }
  }
}

package org.reactivebench.harness.variant;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;

/** Finds the variants: every folder of the project root that holds a {@code variant.properties}. */
public final class VariantCatalog {

  public static final String MANIFEST = "variant.properties";

  private final List<Variant> variants;

  private VariantCatalog(List<Variant> variants) {
    this.variants = variants;
  }

  /** Every variant with a valid manifest; a folder whose manifest is broken is named on stderr and left out. */
  public static VariantCatalog discover(Path root) throws IOException {
    List<Variant> found = new ArrayList<>();
    try (Stream<Path> folders = Files.list(root)) {
      for (Path folder : folders.filter(f -> Files.isRegularFile(f.resolve(MANIFEST))).sorted().toList()) {
        try {
          found.add(read(folder));
        } catch (IllegalStateException broken) {
          System.err.println("matrix: left out " + folder.getFileName() + ": " + broken.getMessage());
        }
      }
    }
    found.sort(Comparator.comparing(Variant::generated).thenComparing(Comparator.comparing(Variant::database)
        .reversed()).thenComparing(VariantCatalog::axisOrder).thenComparing(Variant::name));
    return new VariantCatalog(List.copyOf(found));
  }

  /**
   * The nine hand-written variants first, then the generated rows; MySQL first, then along the axis: spring4,
   * spring5, reactive-entity, reactive-rest, reactive-repo.
   */
  private static int axisOrder(Variant variant) {
    List<String> order = List.of("none", "entity", "rest", "repository");
    int reach = order.indexOf(variant.reactive());
    return (variant.springBoot().startsWith("1.") ? 0 : 1) * 10 + Math.max(reach, 0);
  }

  static Variant read(Path folder) throws IOException {
    Properties manifest = new Properties();
    try (Reader reader = Files.newBufferedReader(folder.resolve(MANIFEST))) {
      manifest.load(reader);
    }
    String name = required(manifest, "name", folder);
    if (!name.equals(folder.getFileName().toString())) {
      throw new IllegalStateException(folder.resolve(MANIFEST) + ": name '" + name + "' must equal the folder name");
    }
    List<Integer> jdks = new java.util.ArrayList<>();
    for (String release : list(manifest, "jdk")) {
      try {
        jdks.add(Integer.parseInt(release));
      } catch (NumberFormatException e) {
        throw new IllegalStateException(folder.resolve(MANIFEST) + ": 'jdk' must list feature releases such as 21,25, "
            + "was: " + manifest.getProperty("jdk"));
      }
    }
    String launch = manifest.getProperty("launch", "bench").trim();
    if (!List.of("bench", "jhipster").contains(launch)) {
      throw new IllegalStateException(folder.resolve(MANIFEST) + ": 'launch' must be bench or jhipster, was: " + launch);
    }
    List<String> threads = list(manifest, "threads");
    return new Variant(name, folder, required(manifest, "database", folder), required(manifest, "spring-boot", folder),
        required(manifest, "spring", folder), required(manifest, "server", folder),
        required(manifest, "reactive", folder), list(manifest, "schedulers"), manifest.getProperty("baseline", "").trim(),
        manifest.getProperty("description", "").trim(), list(manifest, "clients"),
        threads.isEmpty() ? List.of("platform") : threads, List.copyOf(jdks),
        manifest.getProperty("api", Variant.JHIPSTER4).trim(),
        manifest.getProperty("jar", "target/" + name + ".jar").trim(), launch,
        manifest.getProperty("generator", "").trim());
  }

  private static List<String> list(Properties manifest, String key) {
    return Arrays.stream(manifest.getProperty(key, "").split(",")).map(String::trim).filter(s -> !s.isEmpty())
        .toList();
  }

  private static String required(Properties manifest, String key, Path folder) {
    String value = manifest.getProperty(key, "").trim();
    if (value.isEmpty()) {
      throw new IllegalStateException(folder.resolve(MANIFEST) + ": '" + key + "' is missing");
    }
    return value;
  }

  public List<Variant> all() {
    return variants;
  }

  /** The named variants, in the order given; all of them if none is named. */
  public List<Variant> select(List<String> names) {
    if (names == null || names.isEmpty()) {
      return variants;
    }
    List<Variant> selected = new ArrayList<>();
    for (String name : names) {
      selected.add(variants.stream().filter(v -> v.name().equals(name)).findFirst()
          .orElseThrow(() -> new IllegalArgumentException("unknown variant '" + name + "'; known: "
              + variants.stream().map(Variant::name).toList())));
    }
    return selected;
  }
}
